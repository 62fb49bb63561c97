import type { ServiceDeps } from '../lib/deps';
import { closeExpiredCampaigns } from '../campaigns/close-expired-campaigns';
import { sendEmailDigests } from '../notifications/send-email-digests';
import { applyDueSteps, remindExpiringOffers } from '../deals/timers/deal-timers';
import { acceptSilentCancellations, clearReleasedMoney, remindReviews, remindRightsEnding } from '../deals/timers/review-timers';
import { closeAbandonedCheckouts, settleStaleOperations } from '../payments/settle-stale-operations';
import { payOutClearedMoney } from '../payments/automatic-payouts';
import { applyProviderEvents } from '../payments/stripe/webhooks';
import { refreshDueConnections } from '../connections/refresh-due-connections';
import { readDueLivePosts } from '../connections/read-live-post';
import type { TimerKind } from './timer-retries';

/** Deadlines handled a batch at a time; a full batch is followed by another at once. */
const BATCH_SIZE = 100;
const DEFAULT_POLL_INTERVAL_MS = 5_000;

export interface TimerRound {
  remindedOffers: number;
  expiredOffers: number;
  expiredFunding: number;
  closedCampaigns: number;
  remindedReviews: number;
  autoApproved: number;
  cleared: number;
  canceled: number;
  settledPayments: number;
  providerEvents: number;
  closedCheckouts: number;
  automaticPayouts: number;
  remindedRights: number;
  emailDigests: number;
  /** Connected channels whose figures were read again (connections/). */
  refreshedChannels: number;
  /** Live posts whose figures were read again (connections/read-live-post). */
  readPosts: number;
}

export interface TimerWorker {
  start(): void;
  stop(): Promise<void>;
  /** Applies every deadline due now; resolves when none is left. Tests call it after moving the clock. */
  runDueTimers(): Promise<TimerRound>;
}

/**
 * Runs one kind of deadline until a batch comes back short. A row that failed leaves its batch short, and
 * waits out its backoff outside the batch queries, so a batch of failing rows never comes back again.
 */
async function untilDone(job: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await job();
    total += done;
    if (done < BATCH_SIZE) return total;
  }
}

/**
 * The timers of docs/marketplace.md: deadlines are columns on their rows (an offer's `expires_at`, a deal's
 * `funding_due_at`, a campaign's `application_deadline`), and this worker, on any instance, looks every
 * few seconds for rows past them and applies the step a person would, as the system. There are no jobs
 * to schedule or cancel: a row a person moved first no longer matches. A row whose step fails is logged
 * and tried again later (timer-retries.ts); the rest of its batch and of the round go on.
 */
export function createTimerWorker(deps: ServiceDeps, log: (msg: string) => void): TimerWorker {
  const pollIntervalMs = deps.settings.timerPollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const timerDeps = { ...deps, log };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<TimerRound> | undefined;
  let stopped = true;

  /** One kind of deadline. Should the kind fail as a whole (its batch query), the round goes on with the next. */
  async function runKind(kind: TimerKind, job: () => Promise<number>): Promise<number> {
    try {
      return await job();
    } catch (error) {
      log(`timer ${kind} failed: ${error instanceof Error ? error.message : String(error)}`);
      return 0;
    }
  }

  async function runRound(): Promise<TimerRound> {
    const round: TimerRound = {
      // Reminders first: an offer already past its expiry is expired below, never reminded.
      remindedOffers: await runKind('offer_reminder', () => untilDone(() => remindExpiringOffers(timerDeps, BATCH_SIZE))),
      expiredOffers: await runKind('expire', () => untilDone(() => applyDueSteps(timerDeps, 'expire', BATCH_SIZE))),
      expiredFunding: await runKind('fund_expire', () => untilDone(() => applyDueSteps(timerDeps, 'fund_expire', BATCH_SIZE))),
      closedCampaigns: await runKind('campaign_close', () => untilDone(() => closeExpiredCampaigns(timerDeps, BATCH_SIZE))),
      // The reminder first: a review already past its window is approved below, never reminded.
      remindedReviews: await runKind('review_reminder', () => untilDone(() => remindReviews(timerDeps, BATCH_SIZE))),
      autoApproved: await runKind('auto_approve', () => untilDone(() => applyDueSteps(timerDeps, 'auto_approve', BATCH_SIZE))),
      // After approvals, so money released this round and already due clears in the same round.
      cleared: await runKind('clearing', () => untilDone(() => clearReleasedMoney(timerDeps, BATCH_SIZE))),
      // Right after clearing: the creators who chose it are paid what just cleared.
      automaticPayouts: await runKind('automatic_payout', () => untilDone(() => payOutClearedMoney(timerDeps, BATCH_SIZE))),
      canceled: await runKind('cancellation_silence', () => untilDone(() => acceptSilentCancellations(timerDeps, BATCH_SIZE))),
      settledPayments: await runKind('stale_payment', () => settleStaleOperations(timerDeps, BATCH_SIZE)),
      // After funding expired above: a deal that no longer waits closes its open payment page.
      closedCheckouts: await runKind('abandoned_checkout', () => untilDone(() => closeAbandonedCheckouts(timerDeps, BATCH_SIZE))),
      // Webhooks a request kept and could not apply at once (Stripe out of reach), tried again.
      providerEvents: await runKind('provider_event', () => applyProviderEvents(deps, BATCH_SIZE)),
      remindedRights: await runKind('rights_reminder', () => untilDone(() => remindRightsEnding(timerDeps, BATCH_SIZE))),
      emailDigests: await runKind('email_digest', () => untilDone(() => sendEmailDigests(timerDeps, BATCH_SIZE))),
      // One batch a round: each connection asks a platform over the network.
      refreshedChannels: await runKind('channel_refresh', () => refreshDueConnections(deps)),
      readPosts: await runKind('post_metrics', () => readDueLivePosts(deps)),
    };
    const told =
      round.remindedOffers +
      round.expiredOffers +
      round.expiredFunding +
      round.remindedReviews +
      round.autoApproved +
      round.cleared +
      round.canceled +
      round.settledPayments +
      round.remindedRights +
      round.emailDigests;
    if (told > 0) deps.notifyOutbox();
    return round;
  }

  /** One round at a time per process. */
  function runDueTimers(): Promise<TimerRound> {
    running ??= runRound().finally(() => (running = undefined));
    return running;
  }

  function schedule() {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(async () => {
      try {
        await runDueTimers();
      } catch (error) {
        log(`timer round failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      schedule();
    }, pollIntervalMs);
    timer.unref();
  }

  return {
    start() {
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
    runDueTimers,
  };
}

import { DEAL_DURATIONS, DEAL_NOTIFICATIONS, ERROR_CODES, type DealParty } from '@sponsorly/shared';
import type { ServiceDeps } from '../../lib/deps';
import { toAppError } from '../../lib/error-mapping';
import { runTransition, type TransitionAction } from '../transitions/apply-transition';
import { dealLink } from '../transitions/deal-notifications';
import { loadDealParties } from '../transitions/deal-parties';
import { otherParty } from '../transitions/transitions';
import { notify } from '../../notifications/notify';
import { attemptEach, notWaitingRetry, type TimerLog } from '../../timers/timer-retries';

type TimerDeps = Pick<ServiceDeps, 'db' | 'settings' | 'now'> & TimerLog;

/**
 * Reminds the side an offer waits for, once, that it expires within 24 hours. Due offers are claimed
 * with FOR UPDATE SKIP LOCKED, so instances never remind twice; `expiry_reminded_at` marks the reminder
 * in the same transaction (a counter-offer or an extension clears it with the new expiry).
 */
export async function remindExpiringOffers(deps: TimerDeps, limit: number): Promise<number> {
  const now = deps.now();
  const soon = new Date(now.getTime() + DEAL_DURATIONS.offerExpiringNoticeMs);
  return deps.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('deals')
      .selectAll()
      .where('status', '=', 'offered')
      .where('expiry_reminded_at', 'is', null)
      .where('expires_at', '>', now)
      .where('expires_at', '<=', soon)
      .where(notWaitingRetry('offer_reminder', 'id', now))
      .orderBy('expires_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    return attemptEach(deps, { kind: 'offer_reminder', rows: due, idOf: (deal) => deal.id, trx }, async (deal) => {
      await trx.updateTable('deals').set({ expiry_reminded_at: now }).where('id', '=', deal.id).execute();
      const awaited = (deal.awaiting ?? 'creator') as DealParty;
      const parties = await loadDealParties(trx, deal.brand_id, deal.creator_id);
      const message = DEAL_NOTIFICATIONS.offerExpiring(parties[otherParty(awaited)].name);
      await notify(trx, deps, {
        userId: awaited === 'brand' ? deal.brand_id : deal.creator_id,
        kind: 'offer_expiring',
        ...message,
        link: dealLink(deal.id),
      });
      return true;
    });
  });
}

/** The timers' steps, each with the state it applies to and the deadline it waits for. */
export const TIMER_DEADLINES = {
  expire: ['offered', 'expires_at'],
  fund_expire: ['awaiting_funding', 'funding_due_at'],
  auto_approve: ['delivered', 'review_due_at'],
} as const satisfies Partial<Record<TransitionAction, readonly [string, 'expires_at' | 'funding_due_at' | 'review_due_at']>>;
type TimerAction = keyof typeof TIMER_DEADLINES;

/**
 * Applies a timer's step (expire, fund_expire, auto_approve) to deals past the deadline, as the `system` actor and
 * through the same runner a person's step takes. Each deal is claimed with FOR UPDATE SKIP LOCKED in a
 * transaction of its own: a deal a person is moving right now is skipped (their step decides it), and a
 * deal a person moved first no longer matches, so the timer is simply gone.
 */
export async function applyDueSteps(deps: TimerDeps, action: TimerAction, limit: number): Promise<number> {
  const now = deps.now();
  const [status, column] = TIMER_DEADLINES[action];
  const due = await deps.db
    .selectFrom('deals')
    .select('id')
    .where('status', '=', status)
    .where(column, '<=', now)
    .where(notWaitingRetry(action, 'id', now))
    .orderBy(column)
    .limit(limit)
    .execute();
  return attemptEach(deps, { kind: action, rows: due, idOf: (deal) => deal.id }, async ({ id }) => {
    try {
      return await deps.db.transaction().execute(async (trx) => {
        const claimed = await trx
          .selectFrom('deals')
          .select('id')
          .where('id', '=', id)
          .where('status', '=', status)
          .where(column, '<=', now)
          // Another instance may have failed it since the look: it waits for its next attempt there too.
          .where(notWaitingRetry(action, 'id', now))
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        if (!claimed) return false;
        return (await runTransition(trx, deps, { dealId: id, action, actor: { kind: 'system' } })).applied;
      });
    } catch (error) {
      // Moved by someone else between the look and the claim: nothing left to do.
      if (toAppError(error)?.code === ERROR_CODES.stateChanged) return false;
      throw error;
    }
  });
}

import { randomUUID } from 'node:crypto';
import { sql } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';

/**
 * How long a claimed message stays reserved for the instance that claimed it: well over the mail
 * transport's 10 s timeout, and short enough that a message held by a killed instance goes soon.
 */
const CLAIM_LEASE_MS = 30_000;
const BATCH_SIZE = 10;

export interface OutboxWorker {
  start(): void;
  stop(): Promise<void>;
  /** Delivers every message that is due now; resolves when none is left. For tests and shutdown. */
  drain(): Promise<void>;
  /** Asks for a delivery round soon (after a commit that queued mail). */
  nudge(): void;
}

/** The provider's status and message, for the admin view; never the message body. */
function describeSendError(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status;
  const message = error instanceof Error ? error.message : String(error);
  return typeof status === 'number' ? `${status} ${message}` : message;
}

/** Growing backoff with jitter: base, 2x, 4x, ... capped. */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (0.8 + Math.random() * 0.4));
}

/**
 * Delivers the email outbox. A short transaction claims due messages with FOR UPDATE SKIP LOCKED and
 * leases them, so several server instances on one PostgreSQL never take the same message; the send
 * itself happens outside any transaction, so a slow mail API never holds a database connection.
 */
export function createOutboxWorker(deps: Omit<ServiceDeps, 'notifyOutbox'>, log: (msg: string) => void): OutboxWorker {
  const { db, transport, settings } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function claimDue() {
    const now = deps.now();
    return db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('email_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .orderBy('next_attempt_at')
        .limit(BATCH_SIZE)
        .forUpdate()
        .skipLocked()
        .execute();
      if (due.length === 0) return [];
      const claimToken = randomUUID();
      const claimed = await trx
        .updateTable('email_outbox')
        .set({ locked_until: leaseFrom(now), claim_token: claimToken, attempts: sql`attempts + 1` })
        .where('id', 'in', due.map((row) => row.id))
        .returningAll()
        .execute();
      return claimed.map((message) => ({ ...message, claimToken }));
    });
  }

  const leaseFrom = (now: Date) => new Date(now.getTime() + CLAIM_LEASE_MS);

  /**
   * Renews this claim's lease just before a send. If the lease ran out while earlier messages of the
   * batch were sent, another instance may own the message now: then this one leaves it alone.
   */
  async function stillOurs(id: string, claimToken: string): Promise<boolean> {
    const renewed = await db
      .updateTable('email_outbox')
      .set({ locked_until: leaseFrom(deps.now()) })
      .where('id', '=', id)
      .where('claim_token', '=', claimToken)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    return renewed !== undefined;
  }

  async function deliverBatch(): Promise<number> {
    const claimed = await claimDue();
    for (const message of claimed) {
      if (!(await stillOurs(message.id, message.claimToken))) continue;
      try {
        await transport.send({
          from: settings.mailFrom,
          to: message.recipient_email,
          subject: message.subject,
          text: message.text_body,
          html: message.html_body,
          replyTo: message.reply_to,
        });
        // The body is cleared once sent: the database keeps no live link or token after delivery.
        await db
          .updateTable('email_outbox')
          .set({ status: 'sent', sent_at: deps.now(), locked_until: null, claim_token: null, error_message: null, text_body: '', html_body: '' })
          .where('id', '=', message.id)
          .where('claim_token', '=', message.claimToken)
          .execute();
      } catch (error) {
        const reason = describeSendError(error);
        const failedForGood = message.attempts >= settings.outbox.maxAttempts;
        const retryAt = new Date(
          deps.now().getTime() + backoffDelay(message.attempts, settings.outbox.backoffBaseMs, settings.outbox.backoffMaxMs),
        );
        await db
          .updateTable('email_outbox')
          .set({
            status: failedForGood ? 'failed' : 'pending',
            next_attempt_at: retryAt,
            locked_until: null,
            claim_token: null,
            error_message: reason.slice(0, 500),
          })
          .where('id', '=', message.id)
          .where('claim_token', '=', message.claimToken)
          .execute();
        log(`email ${message.id} attempt ${message.attempts} failed: ${reason}`);
      }
    }
    return claimed.length;
  }

  /** One round at a time per process; a nudge during a round joins it. */
  function round(): Promise<number> {
    running ??= deliverBatch().finally(() => (running = undefined));
    return running;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(async () => {
      try {
        const sent = await round();
        schedule(sent === BATCH_SIZE ? 0 : settings.outbox.pollIntervalMs);
      } catch (error) {
        log(`outbox round failed: ${error instanceof Error ? error.message : String(error)}`);
        schedule(settings.outbox.pollIntervalMs);
      }
    }, delayMs);
    timer.unref();
  }

  return {
    start() {
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
    async drain() {
      await running?.catch(() => {});
      while ((await round()) > 0) {
        // keep going until nothing is due
      }
    },
    nudge() {
      if (!stopped) schedule(0);
    },
  };
}

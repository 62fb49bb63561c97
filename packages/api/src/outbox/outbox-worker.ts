import { randomUUID } from 'node:crypto';
import { sql, type Database, type OutboxEmail, type Transaction } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';

const BATCH_SIZE = 10;
/** Kept as the error of a message whose last attempt was interrupted before its outcome was recorded. */
const OUTCOME_UNKNOWN = 'The last delivery attempt was interrupted; its outcome is unknown.';

type ClaimedMessage = OutboxEmail & { claimToken: string };

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
    const { maxAttempts } = settings.outbox;
    return db.transaction().execute(async (trx) => {
      await closeSpentMessages(trx, now);
      const due = await trx
        .selectFrom('email_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where('attempts', '<', maxAttempts)
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
        .where(
          'id',
          'in',
          due.map((row) => row.id),
        )
        .returningAll()
        .execute();
      return claimed.map((message) => ({ ...message, claimToken }));
    });
  }

  /**
   * A message still pending after its last attempt was left by an instance that stopped before it could
   * record the outcome. Another attempt would go past the limit, so it is marked failed, keeping the
   * last error it has.
   */
  async function closeSpentMessages(trx: Transaction<Database>, now: Date) {
    await trx
      .updateTable('email_outbox')
      .set({
        status: 'failed',
        locked_until: null,
        claim_token: null,
        error_message: sql`coalesce(error_message, ${OUTCOME_UNKNOWN})`,
      })
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where('attempts', '>=', settings.outbox.maxAttempts)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .execute();
  }

  const leaseFrom = (now: Date) => new Date(now.getTime() + deps.settings.outbox.claimLeaseMs);

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

  /**
   * The provider's acceptance and the row's "sent" are two steps: once a message is accepted, this
   * process remembers it until the row says so, and nothing can route it back into a retry.
   */
  const acceptedNotRecorded = new Map<string, Date>();

  /**
   * Marks a message the provider accepted as sent, whoever holds its claim now: another instance that
   * took it over then finds it sent and leaves it. The body is cleared, so no live link or token stays
   * in the database after delivery.
   */
  async function recordSent(id: string, sentAt: Date): Promise<void> {
    await db
      .updateTable('email_outbox')
      .set({
        status: 'sent',
        sent_at: sentAt,
        locked_until: null,
        claim_token: null,
        error_message: null,
        text_body: '',
        html_body: '',
      })
      .where('id', '=', id)
      .where('status', '<>', 'sent')
      .execute();
    acceptedNotRecorded.delete(id);
  }

  /** Records what earlier rounds could not; throws (and so ends the round) while the database refuses. */
  async function recordPendingAcceptances(): Promise<void> {
    for (const [id, sentAt] of acceptedNotRecorded) await recordSent(id, sentAt);
  }

  async function recordFailure(message: ClaimedMessage, error: unknown): Promise<void> {
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

  async function deliverBatch(): Promise<number> {
    // Before claiming anything new, so this process never claims a message it already delivered.
    await recordPendingAcceptances();
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
          ...(Object.keys(message.headers ?? {}).length > 0 ? { headers: message.headers } : {}),
        });
      } catch (error) {
        await recordFailure(message, error);
        continue;
      }
      const sentAt = deps.now();
      acceptedNotRecorded.set(message.id, sentAt);
      try {
        await recordSent(message.id, sentAt);
      } catch (error) {
        log(`email ${message.id} was sent; recording it failed and will be retried: ${describeSendError(error)}`);
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
      await recordPendingAcceptances().catch((error) =>
        log(`outbox: sent messages left unrecorded at stop: ${describeSendError(error)}`),
      );
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

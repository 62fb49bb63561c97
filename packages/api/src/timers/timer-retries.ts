import { sql, type Database, type RawBuilder, type Transaction } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';

/**
 * The wait before a failed row is tried again: 30 s after its first failure, doubling with each failure
 * after it, at most an hour. A passing fault (a deadlock, a restart) costs seconds; a row that always fails
 * costs one attempt (and one line of log) an hour, and never holds up the rows behind it.
 */
export const TIMER_RETRY_DELAYS = { firstMs: 30_000, maxMs: 60 * 60_000 } as const;

export function timerRetryDelayMs(attempts: number): number {
  return Math.min(TIMER_RETRY_DELAYS.maxMs, TIMER_RETRY_DELAYS.firstMs * 2 ** (attempts - 1));
}

/** Each timer, by the name its failed rows are kept under in `timer_retries`. */
export type TimerKind =
  | 'offer_reminder'
  | 'channel_refresh'
  | 'post_metrics'
  | 'expire'
  | 'fund_expire'
  | 'campaign_close'
  | 'review_reminder'
  | 'auto_approve'
  | 'clearing'
  | 'cancellation_silence'
  | 'stale_payment'
  | 'provider_event'
  | 'abandoned_checkout'
  | 'automatic_payout'
  | 'rights_reminder'
  | 'email_digest';

/** Where a timer reports a row that failed: the worker passes its log; a test calling a timer directly may leave it out. */
export interface TimerLog {
  log?: (message: string) => void;
}

type TimerRowDeps = Pick<ServiceDeps, 'db' | 'now'> & TimerLog;

/**
 * The batch queries' filter: leaves out a row of this kind that failed and waits for its next attempt, so
 * the batch is filled with rows that can be tried now (and `untilDone` never meets the same full batch twice).
 */
export function notWaitingRetry(kind: TimerKind, rowId: string | RawBuilder<string>, now: Date): RawBuilder<boolean> {
  const id = typeof rowId === 'string' ? sql.ref(rowId) : rowId;
  return sql<boolean>`not exists (select 1 from timer_retries r where r.kind = ${kind} and r.row_id = (${id})::text and r.next_attempt_at > ${now})`;
}

/**
 * Takes each row's step apart from the others, so a row that throws (a bug, a constraint, a bad row) cannot
 * stop the rest: its step is rolled back, the failure is logged with the kind and the row's id and kept in
 * `timer_retries` with the time of the next attempt, and the batch goes on. Rows claimed in the batch's
 * transaction (`trx`) take their steps behind a savepoint, keeping their locks; otherwise each step opens
 * a transaction of its own. A step returns whether it did its row's work; a row done forgets its failures.
 * Returns how many rows were done.
 */
export async function attemptEach<Row>(
  deps: TimerRowDeps,
  batch: { kind: TimerKind; rows: readonly Row[]; idOf: (row: Row) => string; trx?: Transaction<Database> },
  step: (row: Row) => Promise<boolean>,
): Promise<number> {
  const { kind, rows, idOf, trx } = batch;
  const done: string[] = [];
  for (const row of rows) {
    try {
      if (await behindSavepoint(trx, () => step(row))) done.push(idOf(row));
    } catch (error) {
      await recordFailure(deps, kind, idOf(row), error, trx);
    }
  }
  if (done.length > 0)
    await (trx ?? deps.db).deleteFrom('timer_retries').where('kind', '=', kind).where('row_id', 'in', done).execute();
  return done.length;
}

async function behindSavepoint<T>(trx: Transaction<Database> | undefined, step: () => Promise<T>): Promise<T> {
  if (!trx) return step();
  await sql`savepoint timer_row`.execute(trx);
  try {
    const result = await step();
    await sql`release savepoint timer_row`.execute(trx);
    return result;
  } catch (error) {
    await sql`rollback to savepoint timer_row`.execute(trx);
    throw error;
  }
}

/** One more failed attempt for the row, and its next one after the backoff. Only the message is kept and logged, never a stack. */
async function recordFailure(
  deps: TimerRowDeps,
  kind: TimerKind,
  rowId: string,
  error: unknown,
  trx: Transaction<Database> | undefined,
): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const now = deps.now();
  const record = async (db: Transaction<Database>) => {
    const { attempts } = await db
      .insertInto('timer_retries')
      .values({ kind, row_id: rowId, attempts: 1, next_attempt_at: now, last_error: message })
      .onConflict((oc) =>
        oc
          .columns(['kind', 'row_id'])
          .doUpdateSet((eb) => ({ attempts: eb('timer_retries.attempts', '+', 1), last_error: message })),
      )
      .returning('attempts')
      .executeTakeFirstOrThrow();
    const nextAttemptAt = new Date(now.getTime() + timerRetryDelayMs(attempts));
    await db
      .updateTable('timer_retries')
      .set({ next_attempt_at: nextAttemptAt })
      .where('kind', '=', kind)
      .where('row_id', '=', rowId)
      .execute();
    return { attempts, nextAttemptAt };
  };
  const { attempts, nextAttemptAt } = await (trx ? record(trx) : deps.db.transaction().execute(record));
  deps.log?.(`timer ${kind}: row ${rowId} failed (attempt ${attempts}, next at ${nextAttemptAt.toISOString()}): ${message}`);
}

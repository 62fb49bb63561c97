import type { Selectable } from 'kysely';

export interface TimerRetriesTable {
  kind: string;
  row_id: string;
  attempts: number;
  next_attempt_at: Date;
  last_error: string;
}

/** A timer's row whose step failed, waiting for its next attempt (packages/api/src/timers/timer-retries.ts). */
export interface TimerTables {
  timer_retries: TimerRetriesTable;
}

export type TimerRetryRow = Selectable<TimerRetriesTable>;

import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Timestamp } from '../columns';

export interface DealCancellationsTable {
  id: Generated<string>;
  deal_id: string;
  requested_by: string;
  requested_side: string;
  reason: string;
  status: Generated<string>;
  answer_due_at: Date;
  answered_at: Date | null;
  created_at: Timestamp;
}

export interface DealDisputesTable {
  id: Generated<string>;
  deal_id: string;
  opened_by: string;
  opened_side: string;
  reason: string;
  /** Links as given, and files by id: their address is made when read, so it never holds a host name. */
  evidence: ColumnType<({ url: string } | { file_id: string })[], string | undefined, string>;
  answer: string | null;
  answered_at: Date | null;
  answer_due_at: Date;
  status: Generated<string>;
  outcome: string | null;
  creator_percent: number | null;
  note: string | null;
  resolved_by: string | null;
  resolved_at: Date | null;
  created_at: Timestamp;
}

/** Ending a deal early: cancellations asked for and answered, and disputes an admin decides. */
export interface EndingTables {
  deal_cancellations: DealCancellationsTable;
  deal_disputes: DealDisputesTable;
}

export type DealCancellationRow = Selectable<DealCancellationsTable>;
export type DealDisputeRow = Selectable<DealDisputesTable>;

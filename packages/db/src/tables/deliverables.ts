import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Timestamp } from './columns';

type Size = ColumnType<string | number | bigint, number, number>;

/** Migration 0013; docs/deliverables.md. */
export interface DealDeliverablesTable {
  deal_id: string;
  id: string;
  position: number;
  status: Generated<string>;
  submitted_at: Date | null;
  approved_at: Date | null;
  live_url: string | null;
  rights_start_at: Date | null;
  rights_end_at: Date | null;
  /** When the brand was told the rights end within 7 days (migration 0016). */
  rights_reminded_at: Date | null;
  updated_at: Timestamp;
}

export interface DealFilesTable {
  id: Generated<string>;
  deal_id: string;
  uploaded_by: string;
  storage: string;
  storage_key: string;
  file_name: string;
  content_type: string;
  size_bytes: Size;
  created_at: Timestamp;
}

export interface DealSubmissionsTable {
  id: Generated<string>;
  deal_id: string;
  deliverable_id: string;
  round: number;
  kind: string;
  url: string | null;
  file_id: string | null;
  note: Generated<string>;
  created_by: string;
  created_at: Timestamp;
}

export interface DealChangeRequestsTable {
  id: Generated<string>;
  deal_id: string;
  deliverable_id: string;
  round: number;
  comment: string;
  created_by: string;
  created_at: Timestamp;
}

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

export interface DealReviewsTable {
  deal_id: string;
  author_side: string;
  author_id: string;
  subject_id: string;
  rating: number;
  text: string;
  created_at: Timestamp;
}

export interface DeliverableTables {
  deal_reviews: DealReviewsTable;
  deal_cancellations: DealCancellationsTable;
  deal_disputes: DealDisputesTable;
  deal_deliverables: DealDeliverablesTable;
  deal_files: DealFilesTable;
  deal_submissions: DealSubmissionsTable;
  deal_change_requests: DealChangeRequestsTable;
}

export type DealDeliverableRow = Selectable<DealDeliverablesTable>;
export type DealSubmissionRow = Selectable<DealSubmissionsTable>;
export type DealFileRow = Selectable<DealFilesTable>;
export type DealChangeRequestRow = Selectable<DealChangeRequestsTable>;
export type DealCancellationRow = Selectable<DealCancellationsTable>;
export type DealDisputeRow = Selectable<DealDisputesTable>;

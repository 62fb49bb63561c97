import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Timestamp } from '../columns';

/** Migration 0013; docs/deliverables.md. */
export interface DealDeliverablesTable {
  deal_id: string;
  id: string;
  position: number;
  status: Generated<string>;
  submitted_at: Date | null;
  approved_at: Date | null;
  live_url: string | null;
  /** When the live post's link was first given (migration 0040). */
  live_at: Date | null;
  rights_start_at: Date | null;
  rights_end_at: Date | null;
  /** When the brand was told the rights end within 7 days (migration 0016). */
  rights_reminded_at: Date | null;
  /**
   * The deliverable's current due date (a date; read it as YYYY-MM-DD with `to_char`) when it moved from the
   * agreed version's, which never changes after acceptance; null while the agreed date stands (migration 0021).
   */
  due_date: ColumnType<Date | string | null, string | null | undefined, string | null>;
  updated_at: Timestamp;
  /** The platform's word on the live post (migration 0039): pending, verified, or elsewhere (another channel). */
  post_check: string | null;
  /** When the live post's figures are read next; null when they are no longer read. */
  post_next_read_at: Date | null;
  /** The live post's first and latest reading, and its gains so far at the latest: kept by the database (migration 0042). */
  first_read_at: ColumnType<Date | null, never, never>;
  last_read_at: ColumnType<Date | null, never, never>;
  views_running: ColumnType<string | number, never, never>;
  engagements_running: ColumnType<string | number, never, never>;
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

/** The work of a funded deal: each deliverable, the drafts submitted and the changes asked for. */
export interface DeliverableTables {
  deal_deliverables: DealDeliverablesTable;
  deal_submissions: DealSubmissionsTable;
  deal_change_requests: DealChangeRequestsTable;
}

export type DealDeliverableRow = Selectable<DealDeliverablesTable>;
export type DealSubmissionRow = Selectable<DealSubmissionsTable>;
export type DealChangeRequestRow = Selectable<DealChangeRequestsTable>;

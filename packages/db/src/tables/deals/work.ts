import type { Generated, Selectable } from 'kysely';
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
  rights_start_at: Date | null;
  rights_end_at: Date | null;
  /** When the brand was told the rights end within 7 days (migration 0016). */
  rights_reminded_at: Date | null;
  updated_at: Timestamp;
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

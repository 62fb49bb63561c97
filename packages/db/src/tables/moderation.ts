import type { Generated, Selectable } from 'kysely';
import type { Timestamp } from './columns';

export interface ReportsTable {
  id: Generated<string>;
  reporter_id: string;
  /** user, message, campaign, review. */
  kind: string;
  subject_id: string;
  /** Who the report is about: the user, the message's sender, the campaign's brand, the review's author. */
  subject_user_id: string;
  reason: string;
  details: Generated<string>;
  /** open, dismissed, actioned. */
  status: Generated<string>;
  created_at: Timestamp;
  closed_at: Date | null;
  closed_by: string | null;
}

export interface AuditLogTable {
  /** An identity column: bigint, read as text or a number by the drivers; Number() it. */
  id: Generated<string | number>;
  /** Null for the command line (`npm run admin -- grant`). */
  actor_id: string | null;
  action: string;
  subject_kind: string;
  subject_id: string;
  reason: string;
  created_at: Timestamp;
}

/** How often a logged-in account met a rate limit (a 429). */
export interface AccountLimitHitsTable {
  user_id: string;
  hits: number;
  last_hit_at: Timestamp;
}

/** What people report, and what administrators did (append-only). */
export interface ModerationTables {
  reports: ReportsTable;
  audit_log: AuditLogTable;
  account_limit_hits: AccountLimitHitsTable;
}

export type ReportRow = Selectable<ReportsTable>;

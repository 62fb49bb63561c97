import type { DeliverableStatus, SubmissionKind } from './enums';

export interface SubmissionView {
  id: string;
  round: number;
  kind: SubmissionKind;
  url: string | null;
  file: { id: string; name: string; content_type: string; size_bytes: number } | null;
  note: string;
  created_at: string;
}

export interface ChangeRequestView {
  round: number;
  comment: string;
  created_at: string;
}

/** One deliverable of a funded deal: where it stands, its drafts and the change requests, newest last. */
export interface DeliverableProgressView {
  id: string;
  status: DeliverableStatus;
  submissions: SubmissionView[];
  change_requests: ChangeRequestView[];
  live_url: string | null;
  rights_start_at: string | null;
  rights_end_at: string | null;
}

/** The work of a deal, once funded; `null` before. */
export interface DealWorkView {
  deliverables: DeliverableProgressView[];
  revisions_used: number;
  revisions_included: number;
  /** While delivered: the end of the review window (silence approves). */
  review_due_at: string | null;
  approved_at: string | null;
  /** When the released money becomes available to the creator. */
  clears_at: string | null;
  cleared_at: string | null;
}

/** Where a deal's file (a draft, a dispute's evidence) is downloaded, by its parties and admins, on this site. */
export const dealFilePath = (dealId: string, fileId: string) => `/api/deals/${dealId}/files/${fileId}`;

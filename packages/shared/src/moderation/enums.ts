/** What can be reported (docs/moderation.md): an account, a message, a campaign or a review. */
export const REPORT_KINDS = ['user', 'message', 'campaign', 'review'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Why, in the reporter's words chosen from a list; `other` asks for details. */
export const REPORT_REASONS = ['spam', 'scam', 'harassment', 'fake_audience', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  scam: 'Scam or payment off the platform',
  harassment: 'Harassment',
  fake_audience: 'Fake audience',
  inappropriate: 'Inappropriate content',
  other: 'Something else',
};

/** open: waiting for an administrator; dismissed: nothing to do; actioned: an action was taken on its subject. */
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Every administrator action the audit log records. */
export const AUDIT_ACTIONS = [
  'dismiss_report',
  'warn_user',
  'suspend_user',
  'unsuspend_user',
  'hide_campaign',
  'hide_review',
  'resolve_dispute',
  'grant_admin',
  'resend_email',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit entry is about. */
export const AUDIT_SUBJECT_KINDS = ['report', 'user', 'campaign', 'review', 'dispute', 'email'] as const;
export type AuditSubjectKind = (typeof AUDIT_SUBJECT_KINDS)[number];

export const MODERATION_LIMITS = {
  detailsMax: 1000,
  reasonMax: 500,
  /** Report groups per page of /admin/reports, and audit entries per page of /admin/audit. */
  reportsPage: 20,
  auditPage: 50,
} as const;

import { z } from 'zod';
import { USER_TYPES } from '../auth/enums';
import { AUDIT_ACTIONS, REPORT_KINDS, REPORT_REASONS, REPORT_STATUSES } from './enums';

const timestamp = z.iso.datetime();

/** POST /reports's answer: the report, new or the one this reporter made of it before. */
export const reportAnswerSchema = z.object({ id: z.uuid(), status: z.enum(REPORT_STATUSES) });
export type ReportAnswer = z.infer<typeof reportAnswerSchema>;

/** One report as /admin/reports shows it, with what was reported as it reads now. */
export const adminReportSchema = z.object({
  id: z.uuid(),
  kind: z.enum(REPORT_KINDS),
  subject_id: z.uuid(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  reporter: z.object({ id: z.uuid(), name: z.string() }),
  /** The reported message's text, the campaign's title, the review's words, or the account's name; null once gone. */
  content: z.string().nullable(),
  created_at: timestamp,
});
export type AdminReport = z.infer<typeof adminReportSchema>;

/** An account's standing: whether it is suspended, and how often it was warned. */
export const accountStandingSchema = z.object({
  user_id: z.uuid(),
  status: z.enum(['active', 'suspended']),
  suspended_at: timestamp.nullable(),
  warnings: z.number().int(),
});
export type AccountStanding = z.infer<typeof accountStandingSchema>;

/** The reported account and its history, for the administrator to judge. */
export const reportSubjectSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  user_type: z.enum(USER_TYPES),
  created_at: timestamp,
  standing: accountStandingSchema,
  history: z.object({
    /** Every report about the account, whatever its status. */
    reports: z.number().int(),
    deals: z.number().int(),
    disputes: z.number().int(),
    /** How often the account met a rate limit (a 429) while logged in. */
    limits_hit: z.number().int(),
  }),
});

/** One group of /admin/reports: the account the reports are about, and those reports, newest first. */
export const adminReportGroupSchema = z.object({ subject: reportSubjectSchema, reports: z.array(adminReportSchema) });
export type AdminReportGroup = z.infer<typeof adminReportGroupSchema>;

export const adminReportListSchema = z.object({ items: z.array(adminReportGroupSchema), next_cursor: z.string().nullable() });
export type AdminReportList = z.infer<typeof adminReportListSchema>;

/** POST /admin/reports/{id}/dismiss, /admin/campaigns/{id}/hide, /admin/reviews/{id}/hide. */
export const moderationDoneSchema = z.object({ id: z.uuid(), status: z.string() });
export type ModerationDone = z.infer<typeof moderationDoneSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor_id: z.uuid().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  subject_kind: z.string(),
  subject_id: z.string(),
  reason: z.string(),
  created_at: timestamp,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({ items: z.array(auditEntrySchema), next_cursor: z.string().nullable() });
export type AuditList = z.infer<typeof auditListSchema>;

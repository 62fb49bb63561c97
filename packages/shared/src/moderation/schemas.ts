import { z } from 'zod';
import { MODERATION_LIMITS, REPORT_KINDS, REPORT_REASONS, REPORT_STATUSES } from './enums';
import { MODERATION_MESSAGES } from './messages';

const reportFields = z.object({
  reason: z.enum(REPORT_REASONS, { error: MODERATION_MESSAGES.reasonRequired }),
  details: z.string().trim().max(MODERATION_LIMITS.detailsMax, MODERATION_MESSAGES.detailsTooLong).default(''),
});

/** "Something else" says what in the details. */
function detailsForOther(report: { reason: string; details: string }, ctx: z.RefinementCtx) {
  if (report.reason === 'other' && report.details.length === 0)
    ctx.addIssue({ code: 'custom', path: ['details'], message: MODERATION_MESSAGES.detailsRequired });
}

/** The report dialog's fields. */
export const reportFormSchema = reportFields.superRefine(detailsForOther);

/** POST /reports: what is reported, by its id, and why. */
export const createReportSchema = reportFields
  .extend({ kind: z.enum(REPORT_KINDS), id: z.string().max(100) })
  .superRefine(detailsForOther);
export type CreateReportInput = z.input<typeof createReportSchema>;

/** Every administrator action's reason: required, so the audit log says why. */
export const adminReasonSchema = z
  .string({ error: MODERATION_MESSAGES.adminReasonRequired })
  .trim()
  .min(1, MODERATION_MESSAGES.adminReasonRequired)
  .max(MODERATION_LIMITS.reasonMax, MODERATION_MESSAGES.adminReasonTooLong);

/** An administrator's action on one thing by its id, with the reason. */
export const adminActionSchema = z.object({ id: z.uuid(), reason: adminReasonSchema });
export type AdminActionInput = z.infer<typeof adminActionSchema>;

const cursor = z.string().max(200).nullish();

/** GET /admin/reports: open reports by default; a page after `cursor`. */
export const adminReportsQuerySchema = z.object({ status: z.enum(REPORT_STATUSES).default('open'), cursor });
export type AdminReportsQuery = z.infer<typeof adminReportsQuerySchema>;

/** GET /admin/audit: by whom, about what; a page after `cursor`. */
export const adminAuditQuerySchema = z.object({
  actor_id: z.uuid().optional(),
  subject_id: z.string().max(100).optional(),
  cursor,
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

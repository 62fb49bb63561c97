import { z } from 'zod';
import { MODERATION_LIMITS, REPORT_KINDS, REPORT_REASONS, REPORT_STATUSES } from './enums';
import { MODERATION_MESSAGES } from './messages';

/** POST /reports: what is reported, by its id, and why. `other` needs details. */
export const createReportSchema = z
  .object({
    kind: z.enum(REPORT_KINDS),
    id: z.string().max(100),
    reason: z.enum(REPORT_REASONS, { error: MODERATION_MESSAGES.reasonRequired }),
    details: z.string().trim().max(MODERATION_LIMITS.detailsMax, MODERATION_MESSAGES.detailsTooLong).default(''),
  })
  .refine((r) => r.reason !== 'other' || r.details.length > 0, {
    path: ['details'],
    message: MODERATION_MESSAGES.detailsRequired,
  });
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

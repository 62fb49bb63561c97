import { z } from 'zod';
import { DELIVERABLE_STATUSES, SUBMISSION_KINDS } from './enums';

export const submissionViewSchema = z
  .object({
    id: z.uuid(),
    round: z.number().int().meta({ description: '1 for the first draft, one more after each change request.' }),
    kind: z.enum(SUBMISSION_KINDS),
    url: z.string().nullable(),
    file: z.object({ id: z.uuid(), name: z.string(), content_type: z.string(), size_bytes: z.number().int() }).nullable(),
    note: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'Submission' });
export type SubmissionView = z.infer<typeof submissionViewSchema>;

export const changeRequestViewSchema = z.object({ round: z.number().int(), comment: z.string(), created_at: z.string() });
export type ChangeRequestView = z.infer<typeof changeRequestViewSchema>;

/** One deliverable of a funded deal: where it stands, when it is due now, its drafts and the change requests, newest last. */
export const deliverableProgressViewSchema = z.object({
  id: z.string(),
  status: z.enum(DELIVERABLE_STATUSES),
  due_date: z.string().nullable().meta({
    description:
      'YYYY-MM-DD: when the deliverable is due now. The agreed date, or the one an admin set when resuming the deal after a dispute; the agreed terms keep theirs.',
  }),
  submissions: z.array(submissionViewSchema),
  change_requests: z.array(changeRequestViewSchema),
  live_url: z.string().nullable(),
  rights_start_at: z.string().nullable(),
  rights_end_at: z.string().nullable(),
});
export type DeliverableProgressView = z.infer<typeof deliverableProgressViewSchema>;

/** The work of a deal, once funded; `null` before. */
export const dealWorkViewSchema = z
  .object({
    deliverables: z.array(deliverableProgressViewSchema),
    revisions_used: z.number().int(),
    revisions_included: z.number().int(),
    review_due_at: z
      .string()
      .nullable()
      .meta({ description: 'While delivered: the end of the review window; silence approves.' }),
    approved_at: z.string().nullable(),
    clears_at: z.string().nullable().meta({ description: 'When the released price becomes available to the creator.' }),
    cleared_at: z.string().nullable(),
  })
  .meta({ id: 'DealWork' });
export type DealWorkView = z.infer<typeof dealWorkViewSchema>;

/** Where a deal's file (a draft, a dispute's evidence) is downloaded, by its parties and admins, on this site. */
export const dealFilePath = (dealId: string, fileId: string) => `/api/deals/${dealId}/files/${fileId}`;

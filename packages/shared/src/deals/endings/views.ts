import { z } from 'zod';
import { DEAL_PARTIES } from '../../marketplace/enums';
import { CANCELLATION_STATUSES, DISPUTE_OUTCOMES } from './enums';

/** An open cancellation request: the other side answers it; 72 hours of silence accepts it. */
export const cancellationViewSchema = z.object({
  id: z.uuid(),
  requested_side: z.enum(DEAL_PARTIES),
  reason: z.string(),
  status: z.enum(CANCELLATION_STATUSES),
  answer_due_at: z.string(),
  created_at: z.string(),
});
export type CancellationView = z.infer<typeof cancellationViewSchema>;

/** A deal's dispute, open or decided by an admin. */
export const disputeViewSchema = z.object({
  id: z.uuid(),
  opened_side: z.enum(DEAL_PARTIES),
  reason: z.string(),
  evidence: z.array(z.string()),
  answer: z.string().nullable(),
  answer_due_at: z.string(),
  status: z.enum(['open', 'resolved']),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  creator_percent: z.number().int().nullable(),
  note: z.string().nullable(),
  resolved_at: z.string().nullable(),
  created_at: z.string(),
});
export type DisputeView = z.infer<typeof disputeViewSchema>;

import { z } from 'zod';
import { hasNoControlExceptLines, isCalendarDate, isHttpUrl } from '../../common/text-rules';
import { DISPUTE_OUTCOMES } from './enums';
import { ENDING_LIMITS as L } from './limits';
import { ENDING_MESSAGES as m } from './messages';

const text = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(L.reasonMax, m.reasonTooLong)
    .refine(hasNoControlExceptLines, m.reasonTooLong);

export const cancellationRequestSchema = z.object({ reason: text(m.reasonRequired) });
export const cancellationRequestInputSchema = cancellationRequestSchema.extend({ id: z.string() });

export const disputeSchema = z.object({
  reason: text(m.reasonRequired),
  evidence: z
    .array(z.string().trim().max(2048, m.evidenceInvalid).refine(isHttpUrl, m.evidenceInvalid))
    .max(L.evidenceMax, m.evidenceTooMany)
    .default([]),
});
export type DisputeInput = z.infer<typeof disputeSchema>;
export const disputeInputSchema = disputeSchema.extend({ id: z.string() });

export const disputeAnswerInputSchema = z.object({ id: z.string(), answer: text(m.answerRequired) });

/** A date that exists (no 30 February); the service checks it is after today, by its own clock. */
const dateOnly = z.string().refine(isCalendarDate, m.dueDateNotFuture);

/** An admin's decision: the outcome, the creator's share for a split, new due dates to resume, and the note both read. */
const resolveShape = z.object({
  outcome: z.enum(DISPUTE_OUTCOMES),
  creator_percent: z.number().int(m.percentRequired).min(1, m.percentRequired).max(99, m.percentRequired).optional(),
  due_dates: z
    .array(z.object({ deliverable_id: z.string().min(1), due_date: dateOnly }))
    .max(10)
    .optional(),
  note: text(m.noteRequired),
});
type ResolveShape = z.infer<typeof resolveShape>;

/** A split names the creator's share; resuming names new due dates. */
function decisionRules(value: ResolveShape, ctx: z.RefinementCtx) {
  if (value.outcome === 'split' && value.creator_percent === undefined)
    ctx.addIssue({ code: 'custom', path: ['creator_percent'], message: m.percentRequired });
  if (value.outcome === 'resume' && !value.due_dates?.length)
    ctx.addIssue({ code: 'custom', path: ['due_dates'], message: m.dueDatesRequired });
}

/** The same rules for the API document, which cannot read a refinement. */
const decisionRulesInJsonSchema = {
  allOf: [
    {
      if: { properties: { outcome: { const: 'split' } } },
      then: { required: ['creator_percent'], properties: { creator_percent: { type: 'integer' } } },
    },
    {
      if: { properties: { outcome: { const: 'resume' } } },
      then: { required: ['due_dates'], properties: { due_dates: { minItems: 1 } } },
    },
  ],
};

export const resolveDisputeSchema = resolveShape.superRefine(decisionRules).meta(decisionRulesInJsonSchema);
export type ResolveDisputeInput = z.infer<typeof resolveDisputeSchema>;
export const resolveDisputeInputSchema = resolveShape
  .extend({ id: z.string() })
  .superRefine(decisionRules)
  .meta(decisionRulesInJsonSchema);

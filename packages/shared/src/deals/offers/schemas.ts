import { z } from 'zod';
import { DELIVERABLE_TYPES, USAGE_RIGHTS_DURATIONS, USAGE_RIGHTS_KINDS } from './enums';
import { DEAL_TERMS_LIMITS } from './limits';
import { DEAL_TERMS_MESSAGES } from './messages';

const m = DEAL_TERMS_MESSAGES;

/** One line of what is delivered: a type from the shared list and how many of it. */
export const deliverableSchema = z.object({
  type: z.enum(DELIVERABLE_TYPES, { error: m.invalidDeliverableType }),
  quantity: z
    .number({ error: m.quantityRange(DEAL_TERMS_LIMITS.quantityMax) })
    .int(m.quantityRange(DEAL_TERMS_LIMITS.quantityMax))
    .min(1, m.quantityRange(DEAL_TERMS_LIMITS.quantityMax))
    .max(DEAL_TERMS_LIMITS.quantityMax, m.quantityRange(DEAL_TERMS_LIMITS.quantityMax)),
});
export type Deliverable = z.output<typeof deliverableSchema>;

/**
 * Usage rights: a kind, and for every kind but `none` a duration in days, where `null` is perpetual.
 * The duration must be sent even when perpetual: a forgotten field must never grant rights for ever.
 * `none` grants nothing, so any duration sent with it is dropped.
 */
export const usageRightsSchema = z
  .object({
    kind: z.enum(USAGE_RIGHTS_KINDS, { error: m.invalidUsageRightsKind }),
    duration_days: z.union([z.literal(USAGE_RIGHTS_DURATIONS), z.null()], { error: m.invalidDuration }).optional(),
  })
  .superRefine((rights, ctx) => {
    if (rights.kind !== 'none' && rights.duration_days === undefined) {
      ctx.addIssue({ code: 'custom', path: ['duration_days'], message: m.durationRequired });
    }
  })
  // The same rule for the API document, which cannot read the refinement.
  .meta({ anyOf: [{ properties: { kind: { const: 'none' } } }, { required: ['duration_days'] }] })
  .transform((rights) => ({ kind: rights.kind, duration_days: rights.kind === 'none' ? null : (rights.duration_days ?? null) }));
export type UsageRights = z.output<typeof usageRightsSchema>;

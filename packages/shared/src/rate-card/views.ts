import { z } from 'zod';
import { CURRENCIES, DELIVERABLE_TYPES, USAGE_RIGHTS_DURATIONS, USAGE_RIGHTS_KINDS } from '../deals/offers/enums';

/** A package as the API answers it. */
export const packageViewSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string().nullable(),
    deliverables: z.array(z.object({ type: z.enum(DELIVERABLE_TYPES), quantity: z.number().int() })),
    price_cents: z.number().int().meta({ description: 'Integer minor units of `currency`.' }),
    currency: z.enum(CURRENCIES),
    delivery_days: z.number().int(),
    revisions_included: z.number().int(),
    usage_rights: z.object({
      kind: z.enum(USAGE_RIGHTS_KINDS),
      duration_days: z
        .literal(USAGE_RIGHTS_DURATIONS)
        .nullable()
        .meta({ description: 'null is perpetual (or no rights, for kind none).' }),
    }),
  })
  .meta({ id: 'Package' });
export type PackageView = z.infer<typeof packageViewSchema>;

export const packageAnswerSchema = z.object({ package: packageViewSchema });
export const packageListAnswerSchema = z.object({ packages: z.array(packageViewSchema) });

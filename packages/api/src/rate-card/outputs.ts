import {
  AUDIENCE_SOURCES,
  CURRENCIES,
  DELIVERABLE_TYPES,
  PROFILE_PLATFORMS,
  USAGE_RIGHTS_DURATIONS,
  USAGE_RIGHTS_KINDS,
  type AudienceEntryView,
  type PackageView,
} from '@sponsorly/shared';
import { z } from 'zod';

export const packageViewSchema: z.ZodType<PackageView> = z
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

export const audienceEntryViewSchema: z.ZodType<AudienceEntryView> = z
  .object({
    platform: z.enum(PROFILE_PLATFORMS),
    handle: z.string().nullable(),
    followers: z.number().int().nullable(),
    avg_views: z.number().int().nullable(),
    engagement_rate: z.number().nullable().meta({ description: 'A percentage with at most two decimals.' }),
    source: z.enum(AUDIENCE_SOURCES),
  })
  .meta({ id: 'AudienceEntry' });

export const packageAnswerSchema = z.object({ package: packageViewSchema });
export const packageListAnswerSchema = z.object({ packages: z.array(packageViewSchema) });

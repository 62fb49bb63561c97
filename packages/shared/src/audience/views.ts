import { z } from 'zod';
import { PROFILE_PLATFORMS } from '../profile/enums';
import { AUDIENCE_SOURCES } from './enums';

/** An audience entry as the API answers it. */
export const audienceEntryViewSchema = z
  .object({
    platform: z.enum(PROFILE_PLATFORMS),
    handle: z.string().nullable(),
    followers: z.number().int().nullable(),
    avg_views: z.number().int().nullable(),
    engagement_rate: z.number().nullable().meta({ description: 'A percentage with at most two decimals.' }),
    source: z.enum(AUDIENCE_SOURCES),
    verified_at: z.string().nullable().meta({
      description: 'When the connected channel last confirmed `followers` (`source: verified`); null when self-reported.',
    }),
  })
  .meta({ id: 'AudienceEntry' });
export type AudienceEntryView = z.infer<typeof audienceEntryViewSchema>;

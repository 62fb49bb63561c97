import { AUDIENCE_SOURCES, CURRENCIES, PROFILE_PLATFORMS, TALENT_VERTICALS, type CreatorCard } from '@sponsorly/shared';
import { z } from 'zod';

export const creatorCardSchema: z.ZodType<CreatorCard> = z
  .object({
    id: z.uuid(),
    first_name: z.string(),
    last_name: z.string(),
    profile_image: z.string().nullable(),
    platform: z.enum(PROFILE_PLATFORMS).nullable(),
    talent_vertical: z.enum(TALENT_VERTICALS).nullable(),
    location: z.string().nullable(),
    categories: z.array(z.string()),
    followers: z.number().int().nullable().meta({ description: 'The largest audience across the creator’s platforms.' }),
    followers_source: z.enum(AUDIENCE_SOURCES).nullable().meta({ description: '`self_reported` until verified.' }),
    price_from_cents: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The lowest price on the rate card, integer minor units of `currency`.' }),
    currency: z.enum(CURRENCIES),
    available_for_hire: z.boolean(),
  })
  .meta({ id: 'CreatorCard' });

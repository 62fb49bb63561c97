import { z } from 'zod';
import { isCalendarDate } from '../common/text-rules';
import { connectedPlatformSchema } from '../connections/schemas';
import { INSIGHTS_MESSAGES as m } from './messages';

const day = z
  .string({ error: m.dateInvalid })
  .trim()
  .refine(isCalendarDate, m.dateInvalid)
  .meta({ description: 'A day, YYYY-MM-DD (UTC), included.' });

/** The range asked for; the service checks its order and length against the clock-free rules in INSIGHTS_LIMITS. */
export const creatorInsightsInputSchema = z
  .object({
    from: z.preprocess((v) => (v === '' ? undefined : v), day.optional()),
    to: z.preprocess((v) => (v === '' ? undefined : v), day.optional()),
  })
  .refine((r) => (r.from === undefined) === (r.to === undefined), { message: m.bothDates, path: ['from'] });
export type CreatorInsightsInput = z.input<typeof creatorInsightsInputSchema>;

const count = (description: string) => z.number().int().min(0).meta({ description });

export const creatorInsightsSchema = z
  .object({
    from: z.string().meta({ description: 'The first day of the range, YYYY-MM-DD (UTC).' }),
    to: z.string().meta({ description: 'The last day of the range, YYYY-MM-DD (UTC), included.' }),
    currency: z.string(),
    totals: z.object({
      profile_views: count('Viewers of your page, each counted once a day: brands, other creators, visitors.'),
      search_appearances: count('Brands shown you on a page of search results, each counted once a day.'),
      offers_received: count('Offers made to you in the range.'),
      offers_accepted: count('Of those, the ones accepted since.'),
      acceptance_rate: z.number().min(0).max(1).nullable().meta({ description: 'Accepted / received; null without offers.' }),
      earnings_minor: count('Released to you in the range, from the ledger, in minor units.'),
    }),
    weeks: z
      .array(
        z.object({
          week_start: z.string().meta({ description: 'The Monday the week starts on, YYYY-MM-DD.' }),
          profile_views: count('Page views in the week (within the range).'),
          search_appearances: count('Search appearances in the week (within the range).'),
        }),
      )
      .meta({ description: 'Every week the range touches, oldest first.' }),
    earnings_by_month: z
      .array(z.object({ month: z.string().meta({ description: 'YYYY-MM' }), amount_minor: count('Released in the month.') }))
      .meta({ description: 'Every month the range touches, oldest first.' }),
    top_posts: z
      .array(
        z.object({
          deal_id: z.string(),
          deliverable_id: z.string(),
          platform: connectedPlatformSchema,
          url: z.string(),
          brand_name: z.string(),
          views: count('The latest views read in the range.'),
          likes: z.number().int().nullable(),
          comments: z.number().int().nullable(),
          shares: z.number().int().nullable(),
          read_at: z.string(),
        }),
      )
      .meta({ description: 'Verified live posts by their views, most first.' }),
  })
  .meta({ id: 'CreatorInsights' });
export type CreatorInsights = z.infer<typeof creatorInsightsSchema>;

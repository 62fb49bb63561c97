import { z } from 'zod';
import { CURRENCIES } from '../deals/offers/enums';

const minor = (description: string) =>
  z
    .number()
    .int()
    .meta({ description: `${description}, in minor units (cents).` });
const count = (description: string) => z.number().int().min(0).meta({ description });
const perUnit = (description: string) =>
  z
    .number()
    .int()
    .nullable()
    .meta({ description: `${description}, in minor units; null when there is nothing to divide by.` });
const rate = z.number().min(0).max(1).nullable().meta({
  description: 'Deliverables whose first draft came by its due day, of those first sent in the range (0 to 1); null when none.',
});

/** The figures every row of the tables and the totals share. */
const figures = {
  spent_minor: minor('Released to creators and in fees: the ledger’s posted holds of the brand’s deals in the range'),
  deals_completed: count('Deals that reached `completed` in the range.'),
  views: count('Views the live posts gained in the range, as their platforms report them.'),
  engagements: count('Likes, comments and shares the live posts gained in the range.'),
  cpm_minor: perUnit('Spent per thousand views'),
  on_time_rate: rate,
};

export const analyticsTotalsSchema = z
  .object({
    ...figures,
    posts_live: count('Live posts whose link was first given in the range.'),
    cost_per_engagement_minor: perUnit('Spent per engagement'),
    deliverables_due: count('Deliverables whose first draft came in the range: what the on-time rate counts.'),
    average_approval_hours: z.number().min(0).nullable().meta({
      description: 'Hours from a deal’s first delivery to its approval, on average over the deals approved in the range.',
    }),
    budget_minor: minor('The campaigns’ budgets (their maximum, else their minimum) that ran in the range').nullable(),
  })
  .meta({ id: 'AnalyticsTotals' });

export const analyticsWeekSchema = z
  .object({
    week_start: z.string().meta({ description: 'The Monday the week starts on, YYYY-MM-DD (UTC).' }),
    spent_minor: minor('Spent in the week'),
    views: count('Views gained in the week.'),
    engagements: count('Engagements gained in the week.'),
  })
  .meta({ id: 'AnalyticsWeek' });

export const analyticsCampaignRowSchema = z
  .object({
    campaign_id: z.uuid().nullable().meta({ description: 'null: deals made outside a campaign (from search or a package).' }),
    title: z.string().nullable(),
    ...figures,
    campaign_views: count('Readers of the campaign’s page in the range, each counted once a day; the brand and admins are not.'),
    applications: count('Applications sent in the range.'),
    offers: count('Offers made in the range.'),
    deals: count('Deals funded in the range.'),
  })
  .meta({ id: 'AnalyticsCampaignRow' });

export const analyticsCreatorRowSchema = z
  .object({
    creator_id: z.uuid(),
    name: z.string(),
    ...figures,
  })
  .meta({ id: 'AnalyticsCreatorRow' });

export const brandAnalyticsSchema = z
  .object({
    from: z.string().meta({ description: 'The first day, YYYY-MM-DD (UTC).' }),
    to: z.string().meta({ description: 'The last day, YYYY-MM-DD (UTC), included.' }),
    campaign_id: z.uuid().nullable(),
    currency: z.enum(CURRENCIES),
    totals: analyticsTotalsSchema,
    weeks: z.array(analyticsWeekSchema).meta({ description: 'Every week the range touches, oldest first.' }),
    campaigns: z
      .array(analyticsCampaignRowSchema)
      .meta({ description: 'Each campaign with anything in the range (with its funnel), most spent first.' }),
    creators: z
      .array(analyticsCreatorRowSchema)
      .meta({ description: 'Each creator with a deal that moved in the range, most spent first.' }),
  })
  .meta({ id: 'BrandAnalytics' });

export type BrandAnalytics = z.infer<typeof brandAnalyticsSchema>;
export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;
export type AnalyticsWeek = z.infer<typeof analyticsWeekSchema>;
export type AnalyticsCampaignRow = z.infer<typeof analyticsCampaignRowSchema>;
export type AnalyticsCreatorRow = z.infer<typeof analyticsCreatorRowSchema>;

import {
  ANALYTICS_MESSAGES as m,
  DEFAULT_CURRENCY,
  ERROR_CODES,
  brandAnalyticsInputSchema,
  brandAnalyticsSchema,
  type AnalyticsCampaignRow,
  type AnalyticsCreatorRow,
  type BrandAnalytics,
  type BrandAnalyticsInput,
} from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { roleProcedure } from '../trpc';
import { resolveRange, weeksOf } from './analytics-range';
import type { AnalyticsScope } from './analytics-scope';
import { budgetOf } from './budget';
import { dealDayFigures } from './deal-days';
import { funnelByCampaign, funnelStart } from './funnel-figures';
import { postGains, postGainsByWeek } from './post-figures';
import { rollUp } from './roll-up';

/**
 * A brand's figures over a range, for all its campaigns or one: the totals, each week, each campaign
 * with its funnel, and each creator. The deals' figures come from the rows the database keeps a day as
 * the ledger and the deals move (migration 0042), the reach from the live posts' readings; all are grouped
 * by campaign and by creator once and summed from there, so the totals, the tables and the CSV always agree.
 */
export async function loadBrandAnalytics(deps: ServiceDeps, brand: User, input: BrandAnalyticsInput): Promise<BrandAnalytics> {
  const range = resolveRange(deps.now(), input.from, input.to);
  const campaignId = input.campaign_id ?? null;
  if (campaignId !== null) await assertOwnCampaign(deps, brand.id, campaignId);
  const scope: AnalyticsScope = { brandId: brand.id, campaignId, range };
  const [deals, gains, weeklyGains, readers, budget] = await Promise.all([
    dealDayFigures(deps, scope),
    postGains(deps, scope),
    postGainsByWeek(deps, scope),
    funnelStart(deps, scope),
    budgetOf(deps, scope),
  ]);
  const { totals, campaigns, creators } = rollUp([deals, gains], funnelByCampaign(readers, deals.byCampaign));
  const [titles, names] = await Promise.all([campaignTitles(deps, campaigns), creatorNames(deps, creators)]);
  return {
    from: range.from,
    to: range.to,
    campaign_id: campaignId,
    currency: DEFAULT_CURRENCY,
    totals: { ...totals, budget_minor: budget },
    weeks: weeksOf(range).map((week) => ({
      week_start: week,
      spent_minor: deals.spentByWeek.get(week) ?? 0,
      views: weeklyGains.get(week)?.views ?? 0,
      engagements: weeklyGains.get(week)?.engagements ?? 0,
    })),
    campaigns: campaigns.map(
      (row): AnalyticsCampaignRow => ({ ...row, title: row.campaign_id === null ? null : (titles.get(row.campaign_id) ?? null) }),
    ),
    creators: creators.map((row): AnalyticsCreatorRow => ({ ...row, name: names.get(row.creator_id) ?? '' })),
  };
}

/** Another brand's campaign is answered as one that does not exist. */
async function assertOwnCampaign(deps: ServiceDeps, brandId: string, campaignId: string): Promise<void> {
  const own = await deps.db
    .selectFrom('campaigns')
    .select('id')
    .where('id', '=', campaignId)
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
  if (!own) throw new AppError(404, ERROR_CODES.notFound, m.campaignNotFound);
}

async function campaignTitles(deps: ServiceDeps, rows: { campaign_id: string | null }[]): Promise<Map<string, string>> {
  const ids = rows.flatMap((row) => (row.campaign_id === null ? [] : [row.campaign_id]));
  if (ids.length === 0) return new Map();
  const found = await deps.db.selectFrom('campaigns').select(['id', 'title']).where('id', 'in', ids).execute();
  return new Map(found.map((row) => [row.id, row.title]));
}

async function creatorNames(deps: ServiceDeps, rows: { creator_id: string }[]): Promise<Map<string, string>> {
  if (rows.length === 0) return new Map();
  const found = await deps.db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where(
      'id',
      'in',
      rows.map((row) => row.creator_id),
    )
    .execute();
  return new Map(found.map((row) => [row.id, `${row.first_name} ${row.last_name}`.trim()]));
}

/** GET /analytics/brand: the brand's figures over a range, all campaigns or one. */
export const brandAnalyticsProcedure = roleProcedure('brand', m.brandsOnly)
  .meta({
    openapi: {
      method: 'GET',
      path: '/analytics/brand',
      summary: 'Your campaigns’ figures over a range: spend, deals, live posts’ reach, delivery and the funnel',
      tags: ['Analytics'],
    },
    refusals: ['not_found'],
  })
  .input(brandAnalyticsInputSchema)
  .output(brandAnalyticsSchema)
  .query(({ ctx, input }) => loadBrandAnalytics(ctx.deps, ctx.session.user, input));

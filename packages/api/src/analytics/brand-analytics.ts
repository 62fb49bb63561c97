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
import { completionsByPair, onTimeByPair } from './delivery-figures';
import { funnelByCampaign } from './funnel-figures';
import { postGainsByPair, postGainsByWeek, postsLiveByPair } from './post-figures';
import { emptyPair, rollUp, type PairFigures } from './roll-up';
import { budgetOf, spendFigures } from './spend-figures';

/**
 * A brand's figures over a range, for all its campaigns or one: the totals, each week, each campaign
 * with its funnel, and each creator. Every figure is read from where it is kept (the ledger, the deals'
 * events, the live posts' readings), grouped by campaign and creator once, and summed from there, so the
 * totals, the tables and the CSV always agree.
 */
export async function loadBrandAnalytics(deps: ServiceDeps, brand: User, input: BrandAnalyticsInput): Promise<BrandAnalytics> {
  const range = resolveRange(deps.now(), input.from, input.to);
  const campaignId = input.campaign_id ?? null;
  if (campaignId !== null) await assertOwnCampaign(deps, brand.id, campaignId);
  const scope: AnalyticsScope = { brandId: brand.id, campaignId, range };
  const [spend, gains, weeklyGains, live, completions, onTime, funnel, budget] = await Promise.all([
    spendFigures(deps, scope),
    postGainsByPair(deps, scope),
    postGainsByWeek(deps, scope),
    postsLiveByPair(deps, scope),
    completionsByPair(deps, scope),
    onTimeByPair(deps, scope),
    funnelByCampaign(deps, scope),
    budgetOf(deps, scope),
  ]);
  const pairs = new Map<string, PairFigures>();
  for (const rows of [spend.byPair, gains, live, completions, onTime]) {
    for (const row of rows) {
      const key = `${row.campaign_id ?? ''}|${row.creator_id}`;
      pairs.set(key, { ...(pairs.get(key) ?? emptyPair(row)), ...row });
    }
  }
  const { totals, campaigns, creators } = rollUp([...pairs.values()], funnel);
  const [titles, names] = await Promise.all([campaignTitles(deps, campaigns), creatorNames(deps, creators)]);
  return {
    from: range.from,
    to: range.to,
    campaign_id: campaignId,
    currency: DEFAULT_CURRENCY,
    totals: { ...totals, budget_minor: budget },
    weeks: weeksOf(range).map((week) => ({
      week_start: week,
      spent_minor: spend.byWeek.get(week) ?? 0,
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

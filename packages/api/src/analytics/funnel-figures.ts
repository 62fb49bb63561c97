import { sql } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { asNumber, type AnalyticsScope } from './analytics-scope';
import type { DealDaySums } from './deal-days';

export interface FunnelCounts {
  campaign_views: number;
  applications: number;
  offers: number;
  deals: number;
}

/** A campaign with nothing in its funnel in the range. */
export const noFunnel = (): FunnelCounts => ({ campaign_views: 0, applications: 0, offers: 0, deals: 0 });

type FunnelStart = { campaign_id: string; step: 'campaign_views' | 'applications'; total: string }[];

/**
 * The funnel's first two steps per campaign, counted by when they happened in the range: readers of the
 * campaign's page (once per reader and day) and applications sent.
 */
export async function funnelStart(deps: ServiceDeps, scope: AnalyticsScope): Promise<FunnelStart> {
  const { start, end, from, to } = scope.range;
  const campaignFilter = scope.campaignId === null ? sql`` : sql`and c.id = ${scope.campaignId}`;
  const { rows } = await sql<FunnelStart[number]>`
    select v.campaign_id, 'campaign_views' as step, count(*) as total
    from campaign_views v join campaigns c on c.id = v.campaign_id
    where c.brand_id = ${scope.brandId} ${campaignFilter} and v.day >= ${from}::date and v.day <= ${to}::date
    group by v.campaign_id
    union all
    select a.campaign_id, 'applications', count(*)
    from applications a join campaigns c on c.id = a.campaign_id
    where c.brand_id = ${scope.brandId} ${campaignFilter} and a.created_at >= ${start} and a.created_at < ${end}
    group by a.campaign_id`.execute(deps.db);
  return rows;
}

/**
 * The funnel's first four steps per campaign: its first two, then offers made (every deal starts as one)
 * and deals funded, from the deals' rows a day. Completions come with the deals' other figures.
 */
export function funnelByCampaign(start: FunnelStart, deals: Map<string | null, DealDaySums>): Map<string | null, FunnelCounts> {
  const byCampaign = new Map<string | null, FunnelCounts>();
  const countsOf = (campaignId: string | null) =>
    byCampaign.get(campaignId) ?? byCampaign.set(campaignId, noFunnel()).get(campaignId)!;
  for (const row of start) countsOf(row.campaign_id)[row.step] = asNumber(row.total);
  for (const [campaignId, sums] of deals) {
    if (sums.offers === 0 && sums.deals_funded === 0) continue;
    const counts = countsOf(campaignId);
    counts.offers += sums.offers;
    counts.deals += sums.deals_funded;
  }
  return byCampaign;
}

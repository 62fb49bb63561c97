import { sql } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { asNumber, scopedDeals, type AnalyticsScope } from './analytics-scope';

export interface FunnelCounts {
  campaign_views: number;
  applications: number;
  offers: number;
  deals: number;
}

/**
 * The funnel's first four steps per campaign, each counted by when it happened in the range: readers of
 * the campaign's page (once per reader and day), applications sent, offers made (every deal starts as
 * one), and deals funded. Completions come with the deals' other figures.
 */
export async function funnelByCampaign(deps: ServiceDeps, scope: AnalyticsScope): Promise<Map<string | null, FunnelCounts>> {
  const { start, end, from, to } = scope.range;
  const campaignFilter = scope.campaignId === null ? sql`` : sql`and c.id = ${scope.campaignId}`;
  const { rows } = await sql<{ campaign_id: string | null; step: keyof FunnelCounts; total: string }>`
    select v.campaign_id, 'campaign_views' as step, count(*) as total
    from campaign_views v join campaigns c on c.id = v.campaign_id
    where c.brand_id = ${scope.brandId} ${campaignFilter} and v.day >= ${from}::date and v.day <= ${to}::date
    group by v.campaign_id
    union all
    select a.campaign_id, 'applications', count(*)
    from applications a join campaigns c on c.id = a.campaign_id
    where c.brand_id = ${scope.brandId} ${campaignFilter} and a.created_at >= ${start} and a.created_at < ${end}
    group by a.campaign_id
    union all
    select d.campaign_id, 'offers', count(*)
    from deals d where ${scopedDeals(scope)} and d.created_at >= ${start} and d.created_at < ${end}
    group by d.campaign_id
    union all
    select d.campaign_id, 'deals', count(*)
    from deals d where ${scopedDeals(scope)} and d.funded_at >= ${start} and d.funded_at < ${end}
    group by d.campaign_id`.execute(deps.db);
  const byCampaign = new Map<string | null, FunnelCounts>();
  for (const row of rows) {
    const counts = byCampaign.get(row.campaign_id) ?? { campaign_views: 0, applications: 0, offers: 0, deals: 0 };
    counts[row.step] = asNumber(row.total);
    byCampaign.set(row.campaign_id, counts);
  }
  return byCampaign;
}

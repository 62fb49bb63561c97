import { sql } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { asNumber, scopedDeals, type AnalyticsScope } from './analytics-scope';
import type { Grouped } from './roll-up';

type Gains = { views: number; engagements: number };

/**
 * What the live posts gained in the range, by campaign and by creator: for each post, its gains so far at
 * its last reading in the range, less those at its last reading before it. Each reading keeps what it
 * gained on the one before and so far (migration 0040), so a post live for months counts only what it
 * gained in the range, and a count the platform lowered takes nothing back. Each post also keeps its
 * first and latest reading and its gains so far (migration 0042): a post read only before the range is
 * skipped, a post first read in it has nothing before, and one whose latest reading is in it has its
 * gains at hand, so only a post read on both sides of an end of the range looks a reading up there.
 * A deliverable's id is a UUID (the offer's terms make it); the readings keep it as one.
 */
export async function postGains(deps: ServiceDeps, scope: AnalyticsScope): Promise<Grouped<Gains>> {
  const { start, end } = scope.range;
  const { rows } = await sql<{
    campaign_id: string | null;
    creator_id: string | null;
    by_campaign: boolean;
    views: string;
    engagements: string;
  }>`
    select d.campaign_id, d.creator_id, grouping(d.campaign_id) = 0 as by_campaign,
           sum(coalesce(upto.views_running, dd.views_running) - coalesce(before.views_running, 0)) as views,
           sum(coalesce(upto.engagements_running, dd.engagements_running) - coalesce(before.engagements_running, 0)) as engagements
    from deal_deliverables dd
    join deals d on d.id = dd.deal_id
    left join lateral (
      select m.views_running, m.engagements_running from deal_post_metrics m
      where dd.last_read_at >= ${end}
        and m.deal_id = dd.deal_id and m.deliverable_id = dd.id::uuid and m.read_at < ${end}
      order by m.read_at desc limit 1
    ) upto on true
    left join lateral (
      select m.views_running, m.engagements_running from deal_post_metrics m
      where dd.first_read_at < ${start}
        and m.deal_id = dd.deal_id and m.deliverable_id = dd.id::uuid and m.read_at < ${start}
      order by m.read_at desc limit 1
    ) before on true
    where ${scopedDeals(scope)} and dd.first_read_at < ${end} and dd.last_read_at >= ${start}
    group by grouping sets ((d.campaign_id), (d.creator_id))
    having sum(coalesce(upto.views_running, dd.views_running) - coalesce(before.views_running, 0)) > 0
        or sum(coalesce(upto.engagements_running, dd.engagements_running) - coalesce(before.engagements_running, 0)) > 0`.execute(
    deps.db,
  );
  const gains: Grouped<Gains> = { byCampaign: new Map(), byCreator: new Map() };
  for (const row of rows) {
    const sums = { views: asNumber(row.views), engagements: asNumber(row.engagements) };
    if (row.by_campaign) gains.byCampaign.set(row.campaign_id, sums);
    else gains.byCreator.set(row.creator_id!, sums);
  }
  return gains;
}

/** The same gains by week, from the brand's (or the campaign's) row a day. */
export async function postGainsByWeek(deps: ServiceDeps, scope: AnalyticsScope): Promise<Map<string, Gains>> {
  const days =
    scope.campaignId === null
      ? sql`brand_post_days where brand_id = ${scope.brandId}`
      : sql`campaign_post_days where campaign_id = ${scope.campaignId}`;
  const { rows } = await sql<{ week: string; views: string; engagements: string }>`
    select to_char(date_trunc('week', day), 'YYYY-MM-DD') as week, sum(views_gained) as views, sum(engagements_gained) as engagements
    from ${days} and day >= ${scope.range.from}::date and day <= ${scope.range.to}::date
    group by 1`.execute(deps.db);
  return new Map(rows.map((row) => [row.week, { views: asNumber(row.views), engagements: asNumber(row.engagements) }]));
}

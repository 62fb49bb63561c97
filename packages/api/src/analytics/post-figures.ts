import { sql } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { asNumber, scopedDeals, type AnalyticsScope, type PairKey } from './analytics-scope';

type Gains = { views: number; engagements: number };

/**
 * What the live posts gained in the range, by campaign and creator: for each post, its gains so far at
 * its last reading in the range, less those at its last reading before it. Each reading keeps what it
 * gained on the one before (the database sets it as the reading is written, migration 0040), so a post
 * live for months counts only what it gained in the range, and a count the platform lowered takes
 * nothing back. Two index lookups a post, however long the range. A deliverable's id is a UUID (the
 * offer's terms make it); the readings keep it as one.
 */
export async function postGainsByPair(deps: ServiceDeps, scope: AnalyticsScope): Promise<(PairKey & Gains)[]> {
  const { rows } = await sql<PairKey & { views: string; engagements: string }>`
    select d.campaign_id, d.creator_id,
           sum(upto.views_running - coalesce(before.views_running, 0)) as views,
           sum(upto.engagements_running - coalesce(before.engagements_running, 0)) as engagements
    from deal_deliverables dd
    join deals d on d.id = dd.deal_id
    cross join lateral (
      select m.views_running, m.engagements_running from deal_post_metrics m
      where m.deal_id = dd.deal_id and m.deliverable_id = dd.id::uuid and m.read_at < ${scope.range.end}
      order by m.read_at desc limit 1
    ) upto
    left join lateral (
      select m.views_running, m.engagements_running from deal_post_metrics m
      where m.deal_id = dd.deal_id and m.deliverable_id = dd.id::uuid and m.read_at < ${scope.range.start}
      order by m.read_at desc limit 1
    ) before on true
    where ${scopedDeals(scope)} and dd.live_url is not null
    group by d.campaign_id, d.creator_id
    having sum(upto.views_running - coalesce(before.views_running, 0)) > 0
        or sum(upto.engagements_running - coalesce(before.engagements_running, 0)) > 0`.execute(deps.db);
  return rows.map((row) => ({
    campaign_id: row.campaign_id,
    creator_id: row.creator_id,
    views: asNumber(row.views),
    engagements: asNumber(row.engagements),
  }));
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

/** Live posts whose link was first given in the range. */
export async function postsLiveByPair(deps: ServiceDeps, scope: AnalyticsScope) {
  const { rows } = await sql<PairKey & { posts: string }>`
    select d.campaign_id, d.creator_id, count(*) as posts
    from deal_deliverables dd
    join deals d on d.id = dd.deal_id
    where ${scopedDeals(scope)} and dd.live_at >= ${scope.range.start} and dd.live_at < ${scope.range.end}
    group by d.campaign_id, d.creator_id`.execute(deps.db);
  return rows.map((row) => ({ campaign_id: row.campaign_id, creator_id: row.creator_id, posts_live: asNumber(row.posts) }));
}

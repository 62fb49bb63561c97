import { sql } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { asNumber, scopedDeals, weekOf, type AnalyticsScope, type PairKey } from './analytics-scope';

/**
 * Each reading of a live post in the range, with what it gained on the reading before it: the one before
 * the range for the first (so a post live for months counts only what it gained in the range). A platform
 * that lowers a count (views it removed as spam) takes nothing back from what was counted.
 */
const gainsInRange = (scope: AnalyticsScope) => sql`
  with readings as (
    select m.deal_id, m.deliverable_id, m.read_at, d.campaign_id, d.creator_id,
           coalesce(m.views, 0) as views,
           coalesce(m.likes, 0) + coalesce(m.comments, 0) + coalesce(m.shares, 0) as engagements
    from deal_post_metrics m
    join deals d on d.id = m.deal_id
    where ${scopedDeals(scope)} and m.read_at >= ${scope.range.start} and m.read_at < ${scope.range.end}
  ),
  before_range as (
    select p.deal_id, p.deliverable_id, b.views, b.engagements
    from (select distinct deal_id, deliverable_id from readings) p
    left join lateral (
      select coalesce(e.views, 0) as views,
             coalesce(e.likes, 0) + coalesce(e.comments, 0) + coalesce(e.shares, 0) as engagements
      from deal_post_metrics e
      where e.deal_id = p.deal_id and e.deliverable_id = p.deliverable_id and e.read_at < ${scope.range.start}
      order by e.read_at desc
      limit 1
    ) b on true
  ),
  gains as (
    select r.campaign_id, r.creator_id, r.read_at,
           greatest(r.views - coalesce(lag(r.views) over post, b.views, 0), 0) as views,
           greatest(r.engagements - coalesce(lag(r.engagements) over post, b.engagements, 0), 0) as engagements
    from readings r
    join before_range b on b.deal_id = r.deal_id and b.deliverable_id = r.deliverable_id
    window post as (partition by r.deal_id, r.deliverable_id order by r.read_at)
  )`;

type Gains = { views: string; engagements: string };

export async function postGainsByPair(deps: ServiceDeps, scope: AnalyticsScope) {
  const { rows } = await sql<PairKey & Gains>`
    ${gainsInRange(scope)}
    select campaign_id, creator_id, sum(views) as views, sum(engagements) as engagements
    from gains group by campaign_id, creator_id`.execute(deps.db);
  return rows.map((row) => ({
    campaign_id: row.campaign_id,
    creator_id: row.creator_id,
    views: asNumber(row.views),
    engagements: asNumber(row.engagements),
  }));
}

export async function postGainsByWeek(deps: ServiceDeps, scope: AnalyticsScope) {
  const { rows } = await sql<{ week: string } & Gains>`
    ${gainsInRange(scope)}
    select ${weekOf(sql`read_at`)} as week, sum(views) as views, sum(engagements) as engagements
    from gains group by 1`.execute(deps.db);
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

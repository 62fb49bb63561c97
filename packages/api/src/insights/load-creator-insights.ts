import { INSIGHTS_LIMITS, type ConnectedPlatform, type CreatorInsights } from '@sponsorly/shared';
import { sql, type Database, type Kysely } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { monthsOf, resolveInsightsRange, weeksOf, type InsightsRangeBounds } from './insights-range';

type Db = Kysely<Database>;
const asNumber = (value: string | number | bigint | null) => (value === null ? null : Number(value));

/**
 * A creator's insights over a range of days: views of their page and search appearances by week, the
 * offers made to them and how many they accepted, what the ledger released to them by month, and their
 * verified live posts by views. Money is read from the ledger's own transfers, as the wallet's statements
 * read it, so each figure equals the ledger's (docs/insights.md).
 */
export async function loadCreatorInsights(
  deps: ServiceDeps,
  creatorId: string,
  input: { from?: string | undefined; to?: string | undefined },
): Promise<CreatorInsights> {
  const range = resolveInsightsRange(input, deps.now());
  const db = deps.db;
  // Independent reads: side by side where the pool allows, in turn on PGlite's one connection.
  const reads = [
    () => countsByWeek(db, 'creator_page_views', creatorId, range),
    () => countsByWeek(db, 'creator_search_appearances', creatorId, range),
    () => countOffers(db, creatorId, range),
    () => earningsByMonth(db, creatorId, range),
    () => topPosts(db, creatorId, range),
  ] as const;
  const [views, appearances, offers, earnings, posts] = deps.parallelStatements
    ? await Promise.all([reads[0](), reads[1](), reads[2](), reads[3](), reads[4]()])
    : [await reads[0](), await reads[1](), await reads[2](), await reads[3](), await reads[4]()];

  const weeks = weeksOf(range).map((week_start) => ({
    week_start,
    profile_views: views.get(week_start) ?? 0,
    search_appearances: appearances.get(week_start) ?? 0,
  }));
  const earnings_by_month = monthsOf(range).map((month) => ({ month, amount_minor: earnings.get(month) ?? 0 }));
  const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);
  return {
    from: range.from,
    to: range.to,
    currency: 'USD',
    totals: {
      profile_views: sum(views.values()),
      search_appearances: sum(appearances.values()),
      offers_received: offers.received,
      offers_accepted: offers.accepted,
      acceptance_rate: offers.received === 0 ? null : offers.accepted / offers.received,
      earnings_minor: sum(earnings.values()),
    },
    weeks,
    earnings_by_month,
    top_posts: posts,
  };
}

/** One of the day-by-day counts, by the Monday of its week. */
async function countsByWeek(
  db: Db,
  table: 'creator_page_views' | 'creator_search_appearances',
  creatorId: string,
  range: InsightsRangeBounds,
): Promise<Map<string, number>> {
  const { rows } = await sql<{ week: string; n: number }>`
    select to_char(date_trunc('week', day::timestamp), 'YYYY-MM-DD') as week, count(*)::int as n
    from ${sql.table(table)}
    where creator_id = ${creatorId}::uuid and day between ${range.from}::date and ${range.to}::date
    group by 1`.execute(db);
  return new Map(rows.map((r) => [r.week, Number(r.n)]));
}

/** Offers made to the creator in the range (only brands make them), and those of them accepted since. */
async function countOffers(db: Db, creatorId: string, range: InsightsRangeBounds) {
  const { rows } = await sql<{ received: number; accepted: number }>`
    select count(*)::int as received,
           count(*) filter (where exists (
             select 1 from deal_events e where e.deal_id = d.id and e.action = 'accept'))::int as accepted
    from deals d
    where d.creator_id = ${creatorId}::uuid and d.created_at >= ${range.start} and d.created_at < ${range.end}`.execute(db);
  return { received: Number(rows[0]?.received ?? 0), accepted: Number(rows[0]?.accepted ?? 0) };
}

/** What the ledger released to the creator (posts of a deal's price hold: approvals, a dispute's release or split), by month. */
async function earningsByMonth(db: Db, creatorId: string, range: InsightsRangeBounds): Promise<Map<string, number>> {
  const { rows } = await sql<{ month: string; amount: string }>`
    select to_char(date_trunc('month', t.created_at at time zone 'UTC'), 'YYYY-MM') as month, sum(t.amount)::text as amount
    from ledger_transfers t
    join ledger_accounts a on a.id = t.credit_account_id
    where a.user_id = ${creatorId}::uuid and a.kind = 'creator_clearing' and t.kind = 'post' and t.code = 'release_price'
      and t.created_at >= ${range.start} and t.created_at < ${range.end}
    group by 1`.execute(db);
  return new Map(rows.map((r) => [r.month, Number(r.amount)]));
}

/** The verified live posts with the most views, each by its latest read in the range, with the brand that paid for it. */
async function topPosts(db: Db, creatorId: string, range: InsightsRangeBounds): Promise<CreatorInsights['top_posts']> {
  const { rows } = await sql<{
    deal_id: string;
    deliverable_id: string;
    platform: string;
    url: string;
    brand_name: string;
    views: string | null;
    likes: string | null;
    comments: string | null;
    shares: string | null;
    read_at: Date | string;
  }>`
    select * from (
      select distinct on (m.deal_id, m.deliverable_id)
        m.deal_id, m.deliverable_id, m.platform, dd.live_url as url,
        coalesce(nullif(bp.company_name, ''), trim(u.first_name || ' ' || u.last_name)) as brand_name,
        m.views, m.likes, m.comments, m.shares, m.read_at
      from deal_post_metrics m
      join deals d on d.id = m.deal_id
      join deal_deliverables dd on dd.deal_id = m.deal_id and dd.id::text = m.deliverable_id::text
      join users u on u.id = d.brand_id
      left join brand_profiles bp on bp.user_id = d.brand_id
      where d.creator_id = ${creatorId}::uuid and dd.post_check = 'verified' and dd.live_url is not null
        and m.read_at >= ${range.start} and m.read_at < ${range.end}
      order by m.deal_id, m.deliverable_id, m.read_at desc
    ) latest
    where views is not null
    order by views desc, read_at desc
    limit ${INSIGHTS_LIMITS.topPosts}`.execute(db);
  return rows.map((r) => ({
    deal_id: r.deal_id,
    deliverable_id: r.deliverable_id,
    platform: r.platform as ConnectedPlatform,
    url: r.url,
    brand_name: r.brand_name,
    views: Number(r.views),
    likes: asNumber(r.likes),
    comments: asNumber(r.comments),
    shares: asNumber(r.shares),
    read_at: new Date(r.read_at).toISOString(),
  }));
}

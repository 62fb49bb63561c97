import { sql } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { asNumber, type AnalyticsScope } from './analytics-scope';
import type { Grouped } from './roll-up';

const COLUMNS = [
  'spent_minor',
  'offers',
  'deals_funded',
  'posts_live',
  'deals_completed',
  'approvals',
  'approval_hours',
  'deliverables_due',
  'on_time',
] as const;

/** What a campaign's or a creator's deals did in the range. */
export type DealDaySums = Record<(typeof COLUMNS)[number], number>;

type Row = Record<(typeof COLUMNS)[number], string> & {
  campaign_id: string | null;
  creator_id: string | null;
  week: string | null;
  by_campaign: boolean;
  by_creator: boolean;
};

/**
 * The brand's deals' figures over the range, by campaign, by creator, and the money spent by week, read
 * once from the rows the database keeps a day (migration 0042): what the ledger released from the brand's
 * balance (docs/analytics.md says why that is "spent"), offers made, deals funded, posts gone live,
 * deals completed with the approvals and the hours their review took, and first drafts due with those on
 * time. However long the range, it reads a row per campaign, creator and day with something in it, and
 * answers a row per campaign, creator and week.
 */
export async function dealDayFigures(deps: ServiceDeps, scope: AnalyticsScope) {
  const week = sql`to_char(date_trunc('week', day::timestamp), 'YYYY-MM-DD')`;
  const { rows } = await sql<Row>`
    select campaign_id, creator_id, ${week} as week,
      grouping(campaign_id) = 0 as by_campaign, grouping(creator_id) = 0 as by_creator,
      ${sql.join(COLUMNS.map((column) => sql`sum(${sql.ref(column)}) as ${sql.ref(column)}`))}
    from analytics_deal_days
    where brand_id = ${scope.brandId}
      ${scope.campaignId === null ? sql`` : sql`and campaign_id = ${scope.campaignId}`}
      and day >= ${scope.range.from}::date and day <= ${scope.range.to}::date
    group by grouping sets ((campaign_id), (creator_id), (${week}))`.execute(deps.db);
  const figures: Grouped<DealDaySums> = { byCampaign: new Map(), byCreator: new Map() };
  const spentByWeek = new Map<string, number>();
  for (const row of rows) {
    const sums = Object.fromEntries(COLUMNS.map((column) => [column, asNumber(row[column])])) as DealDaySums;
    if (row.by_campaign) figures.byCampaign.set(row.campaign_id, sums);
    else if (row.by_creator) figures.byCreator.set(row.creator_id!, sums);
    else spentByWeek.set(row.week!, sums.spent_minor);
  }
  return { ...figures, spentByWeek };
}

import type { AnalyticsTotals } from '@sponsorly/shared';
import { noFunnel, type FunnelCounts } from './funnel-figures';

/** Everything counted for one campaign (or none), one creator, or the whole range. */
export interface Sums {
  spent_minor: number;
  views: number;
  engagements: number;
  posts_live: number;
  deals_completed: number;
  approvals: number;
  approval_hours: number;
  deliverables_due: number;
  on_time: number;
}

/** Figures read once, summed by the database both by campaign (null: no campaign) and by creator. */
export interface Grouped<Row> {
  byCampaign: Map<string | null, Row>;
  byCreator: Map<string, Row>;
}

export const emptySums = (): Sums => ({
  spent_minor: 0,
  views: 0,
  engagements: 0,
  posts_live: 0,
  deals_completed: 0,
  approvals: 0,
  approval_hours: 0,
  deliverables_due: 0,
  on_time: 0,
});

const SUM_KEYS = Object.keys(emptySums()) as (keyof Sums)[];

/**
 * Whether a creator has anything for the tables: one whose deals in the range were only offered or funded
 * counts in the campaign's funnel, not as a row of its own. Every figure is a count or an amount that
 * only grows, so a sum is zero only when each of its parts is.
 */
const hasFigures = (sums: Sums) => SUM_KEYS.some((key) => sums[key] !== 0);

/** The price per unit, rounded to whole minor units; null when there is nothing to divide by. */
const per = (spent: number, units: number, scale = 1) => (units > 0 ? Math.round((spent * scale) / units) : null);

/** The figures a table row shows, from its sums. */
function shown(sums: Sums) {
  return {
    spent_minor: sums.spent_minor,
    deals_completed: sums.deals_completed,
    views: sums.views,
    engagements: sums.engagements,
    cpm_minor: per(sums.spent_minor, sums.views, 1000),
    on_time_rate: sums.deliverables_due > 0 ? sums.on_time / sums.deliverables_due : null,
  };
}

/** Higher spend first, then more views; the same figures in the order of their ids, so the order never wavers. */
const bySpentThenViews = <Row extends { spent_minor: number; views: number }>(
  [aKey, a]: [string | null, Row],
  [bKey, b]: [string | null, Row],
) => b.spent_minor - a.spent_minor || b.views - a.views || (aKey ?? '').localeCompare(bKey ?? '');

function add(into: Sums, row: Partial<Sums>): Sums {
  for (const column of SUM_KEYS) into[column] += row[column] ?? 0;
  return into;
}

/** Each key's sums over every source that has it. */
function merged<Key>(sources: Map<Key, Partial<Sums>>[]): Map<Key, Sums> {
  const sums = new Map<Key, Sums>();
  for (const source of sources) for (const [key, row] of source) add(sums.get(key) ?? sums.set(key, emptySums()).get(key)!, row);
  return sums;
}

/** The totals, each campaign (with its funnel) and each creator, from the same figures grouped two ways. */
export function rollUp(sources: Grouped<Partial<Sums>>[], funnel: Map<string | null, FunnelCounts>) {
  const byCampaign = merged(sources.map((source) => source.byCampaign));
  const byCreator = merged(sources.map((source) => source.byCreator));
  // Every figure belongs to exactly one campaign (or to none), so the campaigns add up to the totals.
  const total = [...byCampaign.values()].reduce(add, emptySums());
  const campaigns = new Map([...byCampaign].filter(([, sums]) => hasFigures(sums)));
  for (const campaignId of funnel.keys()) if (!campaigns.has(campaignId)) campaigns.set(campaignId, emptySums());
  const totals: Omit<AnalyticsTotals, 'budget_minor'> = {
    ...shown(total),
    posts_live: total.posts_live,
    cost_per_engagement_minor: per(total.spent_minor, total.engagements),
    deliverables_due: total.deliverables_due,
    average_approval_hours: total.approvals > 0 ? Math.round((total.approval_hours / total.approvals) * 10) / 10 : null,
  };
  return {
    totals,
    campaigns: [...campaigns]
      .sort(bySpentThenViews)
      .map(([campaign_id, sums]) => ({ campaign_id, ...shown(sums), ...(funnel.get(campaign_id) ?? noFunnel()) })),
    creators: [...byCreator]
      .filter(([, sums]) => hasFigures(sums))
      .sort(bySpentThenViews)
      .map(([creator_id, sums]) => ({ creator_id, ...shown(sums) })),
  };
}

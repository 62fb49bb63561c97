import type { AnalyticsTotals } from '@sponsorly/shared';
import type { PairKey } from './analytics-scope';
import type { FunnelCounts } from './funnel-figures';

/** Everything counted for one campaign (or none) and one creator, before it is summed up. */
export interface PairFigures extends PairKey {
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

type Sums = Omit<PairFigures, keyof PairKey>;

export const emptyPair = (key: PairKey): PairFigures => ({
  campaign_id: key.campaign_id,
  creator_id: key.creator_id,
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

const NO_FUNNEL: FunnelCounts = { campaign_views: 0, applications: 0, offers: 0, deals: 0 };

/** The price per unit, rounded to whole minor units; null when there is nothing to divide by. */
const per = (spent: number, units: number, scale = 1) => (units > 0 ? Math.round((spent * scale) / units) : null);

function add(into: Sums, row: Sums): Sums {
  for (const key of Object.keys(into) as (keyof Sums)[]) into[key] += row[key];
  return into;
}

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

const bySpentThenViews = <Row extends { spent_minor: number; views: number }>(a: Row, b: Row) =>
  b.spent_minor - a.spent_minor || b.views - a.views;

/** The totals, each campaign (with its funnel) and each creator, all summed from the same pairs. */
export function rollUp(pairs: PairFigures[], funnel: Map<string | null, FunnelCounts>) {
  const total = emptyPair({ campaign_id: null, creator_id: '' });
  const byCampaign = new Map<string | null, Sums>();
  const byCreator = new Map<string, Sums>();
  for (const pair of pairs) {
    add(total, pair);
    add(byCampaign.get(pair.campaign_id) ?? setNew(byCampaign, pair.campaign_id), pair);
    add(byCreator.get(pair.creator_id) ?? setNew(byCreator, pair.creator_id), pair);
  }
  for (const campaignId of funnel.keys()) if (!byCampaign.has(campaignId)) setNew(byCampaign, campaignId);
  const totals: Omit<AnalyticsTotals, 'budget_minor'> = {
    ...shown(total),
    posts_live: total.posts_live,
    cost_per_engagement_minor: per(total.spent_minor, total.engagements),
    deliverables_due: total.deliverables_due,
    average_approval_hours: total.approvals > 0 ? Math.round((total.approval_hours / total.approvals) * 10) / 10 : null,
  };
  return {
    totals,
    campaigns: [...byCampaign]
      .map(([campaign_id, sums]) => ({ campaign_id, ...shown(sums), ...(funnel.get(campaign_id) ?? NO_FUNNEL) }))
      .sort(bySpentThenViews),
    creators: [...byCreator].map(([creator_id, sums]) => ({ creator_id, ...shown(sums) })).sort(bySpentThenViews),
  };
}

function setNew<Key>(map: Map<Key, Sums>, key: Key): Sums {
  const { campaign_id: _campaign, creator_id: _creator, ...sums } = emptyPair({ campaign_id: null, creator_id: '' });
  map.set(key, sums);
  return sums;
}

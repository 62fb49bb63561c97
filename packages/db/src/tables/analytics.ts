import type { ColumnType } from 'kysely';

/** Written only by the database's triggers: read as sums. */
type Kept<T> = ColumnType<T, never, never>;

/**
 * What a brand's figures count, added up per brand, campaign (null: no campaign), creator and day (UTC)
 * by the database as it happens (migration 0042, docs/analytics.md).
 */
export interface AnalyticsDealDaysTable {
  brand_id: Kept<string>;
  campaign_id: Kept<string | null>;
  creator_id: Kept<string>;
  day: Kept<string | Date>;
  spent_minor: Kept<string | number>;
  offers: Kept<number>;
  deals_funded: Kept<number>;
  posts_live: Kept<number>;
  deals_completed: Kept<number>;
  approvals: Kept<number>;
  approval_hours: Kept<string | number>;
  deliverables_due: Kept<number>;
  on_time: Kept<number>;
}

export interface AnalyticsTables {
  analytics_deal_days: AnalyticsDealDaysTable;
}

import { sql, type RawBuilder } from '@sponsorly/db';
import type { AnalyticsRange } from './analytics-range';

/** Whose figures are read: one brand's deals, all or one campaign's, over a range. */
export interface AnalyticsScope {
  brandId: string;
  campaignId: string | null;
  range: AnalyticsRange;
}

/** The deals of the scope, as a condition on a query that names them `d`. */
export function scopedDeals(scope: AnalyticsScope): RawBuilder<unknown> {
  return scope.campaignId === null
    ? sql`d.brand_id = ${scope.brandId}`
    : sql`d.brand_id = ${scope.brandId} and d.campaign_id = ${scope.campaignId}`;
}

/** A bigint or numeric sum as the database sends it, as a number (counts and cents stay far below 2^53). */
export const asNumber = (value: string | number | bigint | null | undefined) => (value == null ? 0 : Number(value));

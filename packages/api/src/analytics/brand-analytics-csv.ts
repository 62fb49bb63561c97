import {
  ANALYTICS_CSV,
  ANALYTICS_MESSAGES,
  ERROR_CODES,
  brandAnalyticsInputSchema,
  type BrandAnalytics,
} from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import { csvMoney, csvText } from '../lib/csv-cells';
import type { ServiceDeps } from '../lib/deps';
import { parseInput } from '../lib/zod-errors';
import { loadBrandAnalytics } from './brand-analytics';

const { rows: kinds } = ANALYTICS_CSV;
const money = (cents: number | null) => (cents === null ? '' : csvMoney(cents));
const count = (value: number | null | undefined) => (value == null ? '' : String(value));
const share = (rate: number | null) => (rate === null ? '' : rate.toFixed(4));

/**
 * The figures as CSV, the same as the page's tables: money in major units with its currency beside it,
 * rates from 0 to 1, and every name a person typed quoted and kept from reading as a formula.
 */
export function brandAnalyticsCsv(analytics: BrandAnalytics): string {
  const { totals, currency } = analytics;
  const line = (cells: string[]) => cells.join(',');
  return `${[
    ANALYTICS_CSV.header,
    line([
      kinds.total,
      '',
      '',
      currency,
      money(totals.spent_minor),
      count(totals.deals_completed),
      count(totals.views),
      count(totals.engagements),
      money(totals.cpm_minor),
      share(totals.on_time_rate),
      count(totals.posts_live),
      '',
      '',
      '',
      '',
    ]),
    ...analytics.campaigns.map((row) =>
      line([
        kinds.campaign,
        row.campaign_id ?? '',
        csvText(row.title ?? ANALYTICS_MESSAGES.noCampaign),
        currency,
        money(row.spent_minor),
        count(row.deals_completed),
        count(row.views),
        count(row.engagements),
        money(row.cpm_minor),
        share(row.on_time_rate),
        '',
        count(row.campaign_views),
        count(row.applications),
        count(row.offers),
        count(row.deals),
      ]),
    ),
    ...analytics.creators.map((row) =>
      line([
        kinds.creator,
        row.creator_id,
        csvText(row.name),
        currency,
        money(row.spent_minor),
        count(row.deals_completed),
        count(row.views),
        count(row.engagements),
        money(row.cpm_minor),
        share(row.on_time_rate),
        '',
        '',
        '',
        '',
        '',
      ]),
    ),
  ].join('\n')}\n`;
}

/**
 * GET /analytics/brand.csv: the same figures as a file to save. Brands only (403 before the range is
 * read); a bad range or campaign is the same 400 or 404 as the JSON answer's.
 */
export async function openBrandAnalyticsCsv(
  deps: ServiceDeps,
  user: User,
  query: unknown,
): Promise<{ fileName: string; contentType: string; body: string }> {
  if (user.user_type !== 'brand') throw new AppError(403, ERROR_CODES.forbidden, ANALYTICS_MESSAGES.brandsOnly);
  const analytics = await loadBrandAnalytics(deps, user, parseInput(brandAnalyticsInputSchema, query));
  return {
    fileName: ANALYTICS_CSV.fileName(analytics.from, analytics.to),
    contentType: 'text/csv; charset=utf-8',
    body: brandAnalyticsCsv(analytics),
  };
}

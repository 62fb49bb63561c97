/** How far brand analytics reach (docs/analytics.md). */
export const ANALYTICS_LIMITS = {
  /** The range asked for when none is given: the last 30 days, today included. */
  defaultRangeDays: 30,
  /** The longest range one request reads: a leap year. */
  maxRangeDays: 366,
  /** The campaigns the funnel chart draws; the table below it lists every one. */
  funnelChartCampaigns: 6,
} as const;

/** The ranges the page offers; `custom` reads its two dates from the URL. */
export const ANALYTICS_RANGES = ['last_30_days', 'this_month', 'last_90_days', 'this_year', 'custom'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

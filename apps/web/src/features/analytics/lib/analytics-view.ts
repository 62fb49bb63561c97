import { ANALYTICS_RANGES, namedRangeDays, type AnalyticsRange } from '@sponsorly/shared';

/** What the page shows, as its address keeps it: `?range=custom&from=…&to=…&campaign=…`. */
export interface AnalyticsView {
  range: AnalyticsRange;
  from: string;
  to: string;
  campaignId: string | null;
}

/** Today as the API reads days: in UTC. */
export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** The two days of a named range, ending today. */
export const rangeDays = (range: Exclude<AnalyticsRange, 'custom'>, today: string) =>
  namedRangeDays(range, new Date(`${today}T00:00:00Z`));

const isRange = (value: string | null): value is AnalyticsRange => ANALYTICS_RANGES.includes(value as AnalyticsRange);

/**
 * The view the address names. A custom range keeps the days as typed (the API says what is wrong with
 * them); a missing day falls back to the last 30 days' own.
 */
export function readAnalyticsView(params: URLSearchParams, today: string): AnalyticsView {
  const asked = params.get('range');
  const range = isRange(asked) ? asked : 'last_30_days';
  const campaignId = params.get('campaign') || null;
  if (range !== 'custom') return { range, ...rangeDays(range, today), campaignId };
  const fallback = rangeDays('last_30_days', today);
  return { range, from: params.get('from') || fallback.from, to: params.get('to') || fallback.to, campaignId };
}

/** The address of a view: only what differs from the default is written. */
export function analyticsSearch(view: AnalyticsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.range !== 'last_30_days') params.set('range', view.range);
  if (view.range === 'custom') {
    params.set('from', view.from);
    params.set('to', view.to);
  }
  if (view.campaignId) params.set('campaign', view.campaignId);
  return params;
}

/** The API's input for a view; days that are not dates are sent as they are, for the API's message. */
export const analyticsInput = (view: AnalyticsView) => ({
  from: view.from,
  to: view.to,
  ...(view.campaignId ? { campaign_id: view.campaignId } : {}),
});

/** The CSV download of a view, through the REST door, with the same range and campaign. */
export function analyticsCsvUrl(view: AnalyticsView): string {
  const params = new URLSearchParams({ from: view.from, to: view.to });
  if (view.campaignId) params.set('campaign_id', view.campaignId);
  return `/api/analytics/brand.csv?${params}`;
}

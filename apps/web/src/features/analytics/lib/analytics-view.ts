import { ANALYTICS_LIMITS, ANALYTICS_RANGES, type AnalyticsRange } from '@sponsorly/shared';

const DAY_MS = 86_400_000;

/** What the page shows, as its address keeps it: `?range=custom&from=…&to=…&campaign=…`. */
export interface AnalyticsView {
  range: AnalyticsRange;
  from: string;
  to: string;
  campaignId: string | null;
}

/** Today as the API reads days: in UTC. */
export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);

const daysBefore = (day: string, days: number) => todayUtc(new Date(new Date(`${day}T00:00:00Z`).getTime() - days * DAY_MS));

/** The two days of a named range, ending today. */
export function rangeDays(range: Exclude<AnalyticsRange, 'custom'>, today: string): { from: string; to: string } {
  switch (range) {
    case 'this_month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'last_90_days':
      return { from: daysBefore(today, 89), to: today };
    case 'this_year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    default:
      return { from: daysBefore(today, ANALYTICS_LIMITS.defaultRangeDays - 1), to: today };
  }
}

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

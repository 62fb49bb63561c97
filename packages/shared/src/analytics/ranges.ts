import { ANALYTICS_LIMITS, type AnalyticsRange } from './limits';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The first and last day (YYYY-MM-DD, UTC, both included) of a named range that ends today: the one
 * meaning of "last 30 days" or "this year" for brand analytics and creator insights alike.
 */
export function namedRangeDays(range: Exclude<AnalyticsRange, 'custom'>, today: Date): { from: string; to: string } {
  const to = isoDay(today);
  const back = (days: number) =>
    isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - (days - 1) * DAY_MS));
  switch (range) {
    case 'this_month':
      return { from: `${to.slice(0, 7)}-01`, to };
    case 'last_90_days':
      return { from: back(90), to };
    case 'this_year':
      return { from: `${to.slice(0, 4)}-01-01`, to };
    default:
      return { from: back(ANALYTICS_LIMITS.defaultRangeDays), to };
  }
}

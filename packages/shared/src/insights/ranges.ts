import { INSIGHTS_LIMITS } from './limits';

/** The ranges the insights page offers, by the name its address carries (`?range=`). */
export const INSIGHTS_RANGE_LABELS = {
  last_30_days: 'Last 30 days',
  this_month: 'This month',
  last_90_days: 'Last 90 days',
  this_year: 'This year',
  custom: 'Custom',
} as const;
export type InsightsRange = keyof typeof INSIGHTS_RANGE_LABELS;
export const INSIGHTS_RANGES = Object.keys(INSIGHTS_RANGE_LABELS) as [InsightsRange, ...InsightsRange[]];

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The first and last day (YYYY-MM-DD, UTC, both included) of a named range that ends today. */
export function insightsRangeDays(range: Exclude<InsightsRange, 'custom'>, today: Date): { from: string; to: string } {
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
      return { from: back(INSIGHTS_LIMITS.defaultRangeDays), to };
  }
}

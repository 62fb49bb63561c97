import { INSIGHTS_RANGES, insightsRangeDays, type InsightsRange } from '@sponsorly/shared';

/** The range the address names (`?range=`, and `from`, `to` for a custom one); the last 30 days by default. */
export function rangeFromAddress(params: URLSearchParams, today: Date): { range: InsightsRange; from: string; to: string } {
  const asked = params.get('range');
  const range = (INSIGHTS_RANGES as readonly string[]).includes(asked ?? '') ? (asked as InsightsRange) : 'last_30_days';
  if (range === 'custom') {
    const fallback = insightsRangeDays('last_30_days', today);
    return { range, from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  }
  return { range, ...insightsRangeDays(range, today) };
}

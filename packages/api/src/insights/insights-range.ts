import { INSIGHTS_LIMITS, INSIGHTS_MESSAGES as m, insightsRangeDays } from '@sponsorly/shared';
import { badRequest } from '../lib/app-error';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** A range of whole UTC days, `from` and `to` included, with the instants that bound it (`end` excluded). */
export interface InsightsRangeBounds {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/**
 * The range asked for, or the last 30 days when none is. A range that ends before it starts or covers
 * more than INSIGHTS_LIMITS.maxRangeDays is refused with a 400 that says which.
 */
export function resolveInsightsRange(
  input: { from?: string | undefined; to?: string | undefined },
  now: Date,
): InsightsRangeBounds {
  const { from, to } = input.from && input.to ? { from: input.from, to: input.to } : insightsRangeDays('last_30_days', now);
  const start = dayStart(from);
  const end = new Date(dayStart(to).getTime() + DAY_MS);
  if (start >= end) throw badRequest(m.rangeBackwards, { from: m.rangeBackwards });
  if ((end.getTime() - start.getTime()) / DAY_MS > INSIGHTS_LIMITS.maxRangeDays) {
    throw badRequest(m.rangeTooLong, { from: m.rangeTooLong });
  }
  return { from, to, start, end };
}

/** The Monday of each week the range touches, oldest first (YYYY-MM-DD). */
export function weeksOf(range: InsightsRangeBounds): string[] {
  const first = new Date(range.start.getTime() - ((range.start.getUTCDay() + 6) % 7) * DAY_MS);
  const weeks: string[] = [];
  for (let d = first; d < range.end; d = new Date(d.getTime() + 7 * DAY_MS)) weeks.push(isoDay(d));
  return weeks;
}

/** Each month the range touches, oldest first (YYYY-MM). */
export function monthsOf(range: InsightsRangeBounds): string[] {
  const months: string[] = [];
  let d = new Date(Date.UTC(range.start.getUTCFullYear(), range.start.getUTCMonth(), 1));
  while (d < range.end) {
    months.push(d.toISOString().slice(0, 7));
    d = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
  }
  return months;
}

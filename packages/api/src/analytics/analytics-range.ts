import { ANALYTICS_LIMITS, ANALYTICS_MESSAGES as m, ERROR_CODES } from '@sponsorly/shared';
import { AppError } from '../lib/app-error';

const DAY_MS = 86_400_000;

/** The days a brand reads, both included, and the instants that bound them (UTC; `end` excluded). */
export interface AnalyticsRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);
const startOf = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * The range asked for, or the last 30 days to today. A range that runs backwards or is longer than a
 * year is refused with what to change, rather than read as something else.
 */
export function resolveRange(now: Date, from: string | undefined, to: string | undefined): AnalyticsRange {
  const lastDay = to ?? dayOf(now);
  const firstDay = from ?? dayOf(new Date(startOf(lastDay).getTime() - (ANALYTICS_LIMITS.defaultRangeDays - 1) * DAY_MS));
  const start = startOf(firstDay);
  const end = new Date(startOf(lastDay).getTime() + DAY_MS);
  if (end <= start) throw badRange(m.rangeBackwards, from ? 'from' : 'to');
  if ((end.getTime() - start.getTime()) / DAY_MS > ANALYTICS_LIMITS.maxRangeDays) throw badRange(m.rangeTooLong, 'from');
  return { from: firstDay, to: lastDay, start, end };
}

function badRange(message: string, field: 'from' | 'to') {
  return new AppError(400, ERROR_CODES.validation, message, { fields: { [field]: message } });
}

/** The Mondays of every week the range touches, as YYYY-MM-DD: the chart's axis, with empty weeks kept. */
export function weeksOf(range: AnalyticsRange): string[] {
  const first = range.start.getTime() - ((range.start.getUTCDay() + 6) % 7) * DAY_MS;
  const weeks: string[] = [];
  for (let monday = first; monday < range.end.getTime(); monday += 7 * DAY_MS) weeks.push(dayOf(new Date(monday)));
  return weeks;
}

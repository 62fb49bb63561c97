/*
 * Durations as every page and message says them: one formatter, so a timer never reads "0 hours" on one
 * page and "within an hour" on another (docs/product-decisions.md, "Durations in words").
 *
 * - A span ("the brand has 72 hours to fund"): under an hour in minutes ("less than a minute",
 *   "45 minutes"); up to three days in hours ("24 hours", "72 hours"), as deadlines are counted; beyond,
 *   in days ("14 days").
 * - A countdown ("the offer expires in 2 days"): "within an hour" under an hour; hours under two days
 *   ("in 5 hours"); days after ("in 3 days"). Never "in 0 hours".
 * - A number of days ("review within 1 day", "available in 3 days"; zero is "now").
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "1 day", "3 days". */
export function daysWords(days: number): string {
  return plural(days, 'day');
}

/** "now", "in 1 day", "in 3 days": when something happens, a number of days ahead. */
export function inDaysWords(days: number): string {
  return days <= 0 ? 'now' : `in ${daysWords(days)}`;
}

/** "less than a minute", "45 minutes", "1 hour", "72 hours", "14 days": how long a span lasts. */
export function durationWords(ms: number): string {
  const span = Math.max(0, ms);
  if (span < MINUTE) return 'less than a minute';
  if (span < HOUR) return plural(Math.round(span / MINUTE), 'minute');
  if (span <= 3 * DAY) return plural(Math.round(span / HOUR), 'hour');
  return plural(Math.round(span / DAY), 'day');
}

/** "within an hour", "in 5 hours", "in 3 days"; "now" once the moment has come. A countdown to a deadline. */
export function inDurationWords(ms: number): string {
  if (ms <= 0) return 'now';
  if (ms < HOUR) return 'within an hour';
  if (ms < 2 * DAY) return `in ${plural(Math.round(ms / HOUR), 'hour')}`;
  return `in ${plural(Math.round(ms / DAY), 'day')}`;
}

/** "less than a minute ago", "3 hours ago", "2 days ago": how long ago a moment was. */
export function agoDurationWords(ms: number): string {
  const span = Math.max(0, ms);
  if (span < MINUTE) return 'just now';
  if (span < HOUR) return `${plural(Math.floor(span / MINUTE), 'minute')} ago`;
  if (span < 2 * DAY) return `${plural(Math.floor(span / HOUR), 'hour')} ago`;
  return `${plural(Math.floor(span / DAY), 'day')} ago`;
}

import { agoDurationWords, inDurationWords } from '@sponsorly/shared';
import { zonedFormat } from '../../../lib/time-zone';

/*
 * Dates and deadlines as the deal pages say them. A due date is a calendar day (YYYY-MM-DD, no time
 * zone); a deadline is an instant, shown in the reader's own time.
 */

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const INSTANT: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };

/** "2026-03-20" -> "Fri, Mar 20, 2026". */
export function formatDueDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return dayFormat.format(new Date(Date.UTC(y, m - 1, d)));
}

/** An instant as "Mar 20, 3:15 PM" in the reader's time zone. */
export function formatInstant(iso: string): string {
  return zonedFormat('deal-instant', 'en-US', INSTANT).format(new Date(iso));
}

/** "in 2 days", "in 5 hours", "within an hour", "3 hours ago": how far an instant is from now (the shared duration words). */
export function fromNow(iso: string, now: number = Date.now()): string {
  const ms = new Date(iso).getTime() - now;
  return ms > 0 ? inDurationWords(ms) : agoDurationWords(-ms);
}

/** Today as the browser's calendar date, YYYY-MM-DD (the start of a new offer's due dates). */
export function todayDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

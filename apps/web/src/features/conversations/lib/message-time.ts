import { zonedFormat } from '../../../lib/time-zone';

const CLOCK: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DAY_AND_CLOCK: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' };
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' };

/** A message's time: the clock today ("10:42 AM"), the day and clock before ("12 Mar, 10:42 AM"), in the reader's zone. */
export function messageTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const day = zonedFormat('message-day', 'en', DAY);
  return day.format(then) === day.format(now)
    ? zonedFormat('message-clock', 'en', CLOCK).format(then)
    : zonedFormat('message-day-clock', 'en', DAY_AND_CLOCK).format(then);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const sameYear = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short' });
const otherYear = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' });
const full = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago", then the date ("12 Mar", or
 * "12 Mar 2025" in another year). A time slightly ahead of this clock is "just now".
 */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const ago = Math.max(0, now.getTime() - then.getTime());
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return (then.getFullYear() === now.getFullYear() ? sameYear : otherYear).format(then);
}

/** The exact moment, for a tooltip: "12 Mar 2026, 10:42". */
export function fullDateTime(iso: string): string {
  return full.format(new Date(iso));
}

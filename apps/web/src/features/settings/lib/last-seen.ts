const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const calendar = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * "Active now", "Active 5 minutes ago", "Active yesterday". The server notes activity to the minute
 * or so, so anything in the last two minutes is "now".
 */
export function describeLastSeen(lastSeenAt: string, now: Date = new Date()): string {
  const ago = Math.max(0, now.getTime() - new Date(lastSeenAt).getTime());
  if (ago < 2 * MINUTE) return 'Active now';
  if (ago < HOUR) return `Active ${relative.format(-Math.floor(ago / MINUTE), 'minute')}`;
  if (ago < DAY) return `Active ${relative.format(-Math.floor(ago / HOUR), 'hour')}`;
  return `Active ${relative.format(-Math.floor(ago / DAY), 'day')}`;
}

/** "Signed in 3 Jul 2026". */
export function describeSignedIn(createdAt: string): string {
  return `Signed in ${calendar.format(new Date(createdAt))}`;
}

const clock = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' });
const dayAndClock = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

/** A message's time: the clock today ("10:42 AM"), the day and clock before ("12 Mar, 10:42 AM"). */
export function messageTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  return then.toDateString() === now.toDateString() ? clock.format(then) : dayAndClock.format(then);
}

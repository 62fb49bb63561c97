import { TIME_ZONE_COOKIE, TIME_ZONE_COOKIE_MAX_AGE_SECONDS } from '@sponsorly/shared';

/**
 * The time zone instants are shown in. In the browser, the reader's own; while a page is rendered on the
 * server, the reader's as their browser last reported it (TIME_ZONE_COOKIE), so that the page the browser
 * hydrates says the same times it would have said itself.
 */

let renderingZone: string | undefined;

/** Runs a server render (synchronous: nothing else runs meanwhile) with instants in `zone`. */
export function renderedInTimeZone<T>(zone: string | undefined, render: () => T): T {
  renderingZone = zone;
  try {
    return render();
  } finally {
    renderingZone = undefined;
  }
}

/** The zone to show instants in: undefined means the runtime's own, which in a browser is the reader's. */
export function displayTimeZone(): string | undefined {
  return renderingZone;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** An `Intl.DateTimeFormat` for `options` in the display zone, made once per zone. */
export function zonedFormat(name: string, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const zone = displayTimeZone();
  const key = `${name}|${zone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, zone ? { ...options, timeZone: zone } : options);
    formats.set(key, format);
  }
  return format;
}

/**
 * Tells the server a logged-in reader's zone, for the pages it renders for them (the cookie policy lists
 * it); forgotten at logout.
 */
export function reportTimeZone(loggedIn: boolean): void {
  if (typeof document === 'undefined') return;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const maxAge = loggedIn && zone ? TIME_ZONE_COOKIE_MAX_AGE_SECONDS : 0;
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone ?? '')}; path=/; max-age=${maxAge}; samesite=lax`;
}

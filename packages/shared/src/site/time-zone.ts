/**
 * The one cookie a page sets itself: the reader's time zone (`Europe/Paris`), reported by the web app
 * once someone is logged in, so that the pages the server renders for them say times in their zone
 * (apps/web/src/lib/time-zone.ts). Not httpOnly: the page writes it. Lasts a year, renewed on each visit.
 */
export const TIME_ZONE_COOKIE = 'sponsorly_tz';
export const TIME_ZONE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

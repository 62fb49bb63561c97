import { DISCOVERY_LIMITS, centsToDollarText, formatCents, parseDollarsToCents } from '@sponsorly/shared';

/** What a range box holds once read: a bound (undefined when empty) or why it cannot be read. */
export type ReadBound = { ok: true; value: number | undefined } | { ok: false; message: string };

export const PRICE_TEXT_INVALID = 'Enter an amount in dollars, like 250 or 99.50.';
export const FOLLOWERS_TEXT_INVALID = 'Enter a number of followers, like 5000, 10k or 1.5m.';
const PRICE_TOO_HIGH = `Enter at most ${formatCents(DISCOVERY_LIMITS.priceMaxCents)}.`;
const FOLLOWERS_TOO_MANY = `Enter at most ${DISCOVERY_LIMITS.followersMax.toLocaleString('en-US')} followers.`;

/** "250", "$1,250.50" -> integer cents, the unit the search takes; an empty box sets no bound. */
export function readPriceText(text: string): ReadBound {
  if (text.trim() === '') return { ok: true, value: undefined };
  const cents = parseDollarsToCents(text);
  if (cents === null) return { ok: false, message: PRICE_TEXT_INVALID };
  if (cents > DISCOVERY_LIMITS.priceMaxCents) return { ok: false, message: PRICE_TOO_HIGH };
  return { ok: true, value: cents };
}

/** Cents back to what the box shows: 25000 -> "250", 9950 -> "99.50". */
export function priceText(cents: number | undefined): string {
  return cents === undefined ? '' : centsToDollarText(cents);
}

const MULTIPLIERS: Record<string, number> = { '': 1, k: 1_000, m: 1_000_000 };

/** "5000", "10,000", "10k", "1.5m" -> a whole number of followers; an empty box sets no bound. */
export function readFollowersText(text: string): ReadBound {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === '') return { ok: true, value: undefined };
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,3}))?\s*([km]?)$/.exec(trimmed);
  if (!match) return { ok: false, message: FOLLOWERS_TEXT_INVALID };
  const [, whole = '', fraction = '', unit = ''] = match;
  const multiplier = MULTIPLIERS[unit] ?? 1;
  // A fraction only makes sense with a unit ("1.5k"); whole digits and the fraction are scaled apart
  // so 1.1m is 1,100,000 exactly, not a float a hair below it.
  if (fraction && multiplier === 1) return { ok: false, message: FOLLOWERS_TEXT_INVALID };
  const value =
    Number(whole.replaceAll(',', '')) * multiplier + Math.round((Number(fraction || '0') * multiplier) / 10 ** fraction.length);
  if (!Number.isSafeInteger(value) || value > DISCOVERY_LIMITS.followersMax) return { ok: false, message: FOLLOWERS_TOO_MANY };
  return { ok: true, value };
}

/** Followers back to what the box shows: 10000 -> "10,000". */
export function followersText(followers: number | undefined): string {
  return followers === undefined ? '' : followers.toLocaleString('en-US');
}

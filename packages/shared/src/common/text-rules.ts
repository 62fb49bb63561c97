/**
 * Text fields refuse control characters (NUL, CR, LF, ...): PostgreSQL cannot store NUL, and a line
 * break in a name or address must never reach an email header. Passwords are exempt: any Unicode.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const hasNoControlCharacters = (value: string) => !/[\u0000-\u001F\u007F]/.test(value);
/** The same for multi-line text (bio, messages): line breaks and tabs are allowed there. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const hasNoControlExceptLines = (value: string) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(value);

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A website as people type it: "acme.com" and "www.acme.com/shop" are taken as https:// addresses; one
 * that names its scheme is kept as typed (and checked as a URL after). Blank stays blank.
 */
export function normalizeWebsite(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A calendar date as YYYY-MM-DD that exists (no 31 February). */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

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

/** Where login leads when nothing asked to come back elsewhere. */
export const HOME_AFTER_LOGIN = '/dashboard';

const PARSE_BASE = 'https://sponsorly.invalid';

/**
 * The page to come back to after login (`/login?next=...`), or null when `next` is not a page of this
 * site. Only a path starting with a single "/" is taken: a browser reads "//host" and "/\host" as
 * another site. The URL parser has the last word, since it also drops tabs and line breaks ("/\t/host").
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  try {
    const url = new URL(next, PARSE_BASE);
    return url.origin === PARSE_BASE ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

export const pathAfterLogin = (next: string | null | undefined): string => safeReturnPath(next) ?? HOME_AFTER_LOGIN;

/** The login page, told where to come back to; left out when that is where login leads anyway. */
export function loginPathReturningTo(path: string): string {
  return path === HOME_AFTER_LOGIN ? '/login' : `/login?next=${encodeURIComponent(path)}`;
}

import { AUTH_LIMITS } from '@sponsorly/shared';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]+/g;

/**
 * The User-Agent header as a session keeps it: it is whatever the client sent, so control characters
 * become spaces (nothing can break a log line or a page) and it is cut to AUTH_LIMITS.userAgentMax
 * characters. Missing or blank is null.
 */
export function cleanUserAgent(header: string | string[] | undefined): string | null {
  const raw = Array.isArray(header) ? header[0] : header;
  if (!raw) return null;
  const cleaned = raw.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  const bounded = [...cleaned].slice(0, AUTH_LIMITS.userAgentMax).join('').trim();
  return bounded || null;
}

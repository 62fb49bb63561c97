/** The platform refused the credentials (a code or token it no longer accepts): asking again will not help. */
export class PlatformRefused extends Error {}
/** The platform is down, slow or answered something unreadable: nothing is changed, a later try may work. */
export class PlatformUnavailable extends Error {}

/**
 * One call to a platform with a timeout. 400 and 401 from a token endpoint or an API mean the credentials
 * were refused; 5xx, a timeout, a network error or a body that is not JSON mean the platform is away.
 */
export async function callPlatform(
  url: string,
  init: { method?: 'GET' | 'POST'; form?: Record<string, string>; json?: unknown; bearer?: string },
  timeoutMs: number,
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(init.bearer ? { authorization: `Bearer ${init.bearer}` } : {}),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.form
        ? new URLSearchParams(init.form).toString()
        : init.json !== undefined
          ? JSON.stringify(init.json)
          : undefined,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    throw new PlatformUnavailable(`unreachable: ${(error as Error).name}`);
  }
  const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (response.status === 400 || response.status === 401 || response.status === 403) {
    throw new PlatformRefused(`refused with ${response.status}`);
  }
  if (!response.ok || !body || typeof body !== 'object') throw new PlatformUnavailable(`answered ${response.status}`);
  return body;
}

/** A count a platform sends as a number or a numeric string; anything else is unknown. */
export function countOf(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

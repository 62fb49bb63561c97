import type { LightMyRequestResponse } from 'fastify';
import type { TestServer } from './test-server';

/**
 * One browser as the server sees it: its own cookie jar, kept from answer to answer as a browser
 * would, and the site's own Origin on its calls. Two of them are two people, or two devices.
 */
export function testBrowser(server: Pick<TestServer, 'app' | 'deps'>, options: { remoteAddress?: string } = {}) {
  const jar = new Map<string, string>();
  const origin = new URL(server.deps.settings.appUrl).origin;

  function keepCookies(res: LightMyRequestResponse) {
    for (const cookie of res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const gone =
        cookie.value === '' || cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (gone) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    return res;
  }

  const send = async (options_: { method: 'GET' | 'POST'; url: string; payload?: unknown; headers?: Record<string, string> }) =>
    keepCookies(
      await server.app.inject({
        method: options_.method,
        url: options_.url,
        headers: {
          origin,
          ...(options_.payload !== undefined ? { 'content-type': 'application/json' } : {}),
          ...options_.headers,
        },
        ...(options_.payload !== undefined ? { payload: JSON.stringify(options_.payload) } : {}),
        cookies: Object.fromEntries(jar),
        ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      }),
    );

  return {
    cookies: jar,
    /** A tRPC mutation, as the web app sends it. */
    mutation: (path: string, input?: unknown) => send({ method: 'POST', url: `/trpc/${path}`, payload: input ?? {} }),
    /** A tRPC query (a GET). */
    query: (path: string, input?: unknown) =>
      send({
        method: 'GET',
        url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
      }),
    /** A REST call from the same browser. */
    rest: (method: 'GET' | 'POST', url: string, payload?: unknown) => send({ method, url, payload }),
  };
}

export type TestBrowser = ReturnType<typeof testBrowser>;

import type { PublicUser } from '@sponsorly/shared';
import type { DehydratedState } from '@tanstack/react-query';

/**
 * The answer to "who is logged in?" that the server wrote into the page it sent (a JSON data block,
 * apps/server/src/plugins/app-pages.ts), or null when the page carries none (a prerendered page, a
 * database that did not answer). It is the server's own `auth.me` answer for this request's cookie.
 */
export function readEmbeddedSession(doc: Document = document): { user: PublicUser | null } | null {
  const answer = readDataBlock<{ user?: PublicUser | null }>('session', doc);
  return answer?.user === undefined ? null : { user: answer.user };
}

/**
 * The query cache a page was rendered from on the server (apps/web/src/app/render-app-page.tsx), to start
 * the browser's cache with: hydration must render from the same data the server did.
 */
export function readEmbeddedQueryCache(doc: Document = document): DehydratedState | null {
  return readDataBlock<DehydratedState>('query-cache', doc);
}

/** Whether this page came rendered from the server, with the data it was rendered from (as old as the render). */
export function pageCameRendered(doc: Document = document): boolean {
  return doc.getElementById('query-cache') !== null;
}

function readDataBlock<T>(id: string, doc: Document): T | null {
  const block = doc.getElementById(id);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as T;
  } catch {
    return null;
  }
}

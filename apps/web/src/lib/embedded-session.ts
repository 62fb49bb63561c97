import type { PublicUser } from '@sponsorly/shared';

/**
 * The answer to "who is logged in?" that the server wrote into the page it sent (a JSON data block,
 * apps/server/src/plugins/app-pages.ts), or null when the page carries none (a prerendered page, a
 * database that did not answer). It is the server's own `auth.me` answer for this request's cookie.
 */
export function readEmbeddedSession(doc: Document = document): { user: PublicUser | null } | null {
  const block = doc.getElementById('session');
  if (!block?.textContent) return null;
  try {
    const answer = JSON.parse(block.textContent) as { user?: PublicUser | null };
    return answer.user === undefined ? null : { user: answer.user };
  } catch {
    return null;
  }
}

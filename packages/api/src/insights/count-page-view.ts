import { createHmac } from 'node:crypto';
import type { ServiceDeps } from '../lib/deps';

/** Who is looking at a creator's page: an account, or a visitor without one, known by address and browser. */
export type PageViewer = { userId: string } | { ip: string; userAgent: string | null };

/**
 * The viewer as the table keeps them: a keyed hash of the day and who they are. Keyed, so nobody can
 * test an address or an account against the table; with the day in it, so one viewer's visits on two
 * days cannot be linked. The address itself is never stored (decision 0031).
 */
export function viewerKey(secret: string, day: string, viewer: PageViewer): string {
  const key = createHmac('sha256', secret).update('sponsorly creator page viewers').digest();
  const who = 'userId' in viewer ? `account\n${viewer.userId}` : `visitor\n${viewer.ip}\n${viewer.userAgent ?? ''}`;
  return createHmac('sha256', key).update(`${day}\n${who}`).digest('base64url').slice(0, 32);
}

/**
 * One view of a creator's page for their insights, counted once per viewer and day: a reload, another tab
 * or a burst of calls adds nothing. The caller has decided the view counts (not the creator, not an admin).
 */
export async function countPageView(deps: ServiceDeps, creatorId: string, viewer: PageViewer): Promise<void> {
  const day = deps.now().toISOString().slice(0, 10);
  await deps.db
    .insertInto('creator_page_views')
    .values({ creator_id: creatorId, day, viewer: viewerKey(deps.settings.linkSecret, day, viewer) })
    .onConflict((oc) => oc.columns(['creator_id', 'day', 'viewer']).doNothing())
    .execute();
}

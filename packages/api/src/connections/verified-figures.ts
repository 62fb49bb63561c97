import type { Database, Transaction } from '@sponsorly/db';
import type { ConnectedPlatform } from '@sponsorly/shared';
import { sql } from 'kysely';

/**
 * A connected channel's followers replace the figure the creator typed for that platform, marked
 * verified with the date the platform confirmed it; a platform not yet in the creator's list is added
 * at its end. Search rows follow through the audience table's triggers (migration 0006).
 */
export async function applyVerifiedFigures(
  trx: Transaction<Database>,
  creatorId: string,
  platform: ConnectedPlatform,
  figures: { handle: string | null; followers: number | null; verifiedAt: Date },
): Promise<void> {
  // A channel that hides its count leaves the typed figure as it was: there is nothing to verify.
  if (figures.followers === null) return;
  const updated = await trx
    .updateTable('creator_audience')
    .set({
      followers: figures.followers,
      handle: sql<string | null>`coalesce(handle, ${figures.handle})`,
      source: 'verified',
      verified_at: figures.verifiedAt,
      updated_at: figures.verifiedAt,
    })
    .where('creator_id', '=', creatorId)
    .where('platform', '=', platform)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  const last = await trx
    .selectFrom('creator_audience')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
  await trx
    .insertInto('creator_audience')
    .values({
      creator_id: creatorId,
      platform,
      position: last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1,
      handle: figures.handle,
      followers: figures.followers,
      avg_views: null,
      engagement_rate_bp: null,
      source: 'verified',
      verified_at: figures.verifiedAt,
      updated_at: figures.verifiedAt,
    })
    .execute();
}

/** After the creator saves their audience list, the connected channels' figures are put back over the typed ones. */
export async function reapplyVerifiedFigures(trx: Transaction<Database>, creatorId: string): Promise<void> {
  const connections = await trx
    .selectFrom('platform_connections')
    .select(['platform', 'handle', 'followers', 'refreshed_at', 'connected_at'])
    .where('creator_id', '=', creatorId)
    .execute();
  for (const c of connections) {
    await applyVerifiedFigures(trx, creatorId, c.platform as ConnectedPlatform, {
      handle: c.handle,
      followers: c.followers === null ? null : Number(c.followers),
      verifiedAt: c.refreshed_at ?? c.connected_at,
    });
  }
}

/** A disconnected channel's figure is the creator's own again: it stays, no longer marked verified. */
export async function unverifyFigures(trx: Transaction<Database>, creatorId: string, platform: ConnectedPlatform) {
  await trx
    .updateTable('creator_audience')
    .set({ source: 'self_reported', verified_at: null })
    .where('creator_id', '=', creatorId)
    .where('platform', '=', platform)
    .execute();
}

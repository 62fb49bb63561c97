import {
  SELF_REPORTED,
  type AudienceEntryInput,
  type AudienceEntryView,
  type AudienceSource,
  type ProfilePlatform,
} from '@sponsorly/shared';
import type { Database, Kysely, Transaction } from '@sponsorly/db';
import { reapplyVerifiedFigures } from '../connections/verified-figures';

/** Engagement rates are stored as basis points (4.25 % is 425): integers, never floats. */
const toBasisPoints = (percent: number) => Math.round(percent * 100);
const toPercent = (basisPoints: number) => basisPoints / 100;
const toCount = (value: string | number | bigint | null) => (value === null ? null : Number(value));

/** A creator's audience figures, in the order the creator listed their platforms. */
export async function loadAudience(db: Kysely<Database>, creatorId: string): Promise<AudienceEntryView[]> {
  const rows = await db
    .selectFrom('creator_audience')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    platform: row.platform as ProfilePlatform,
    handle: row.handle,
    followers: toCount(row.followers),
    avg_views: toCount(row.avg_views),
    engagement_rate: row.engagement_rate_bp === null ? null : toPercent(row.engagement_rate_bp),
    source: row.source as AudienceSource,
    verified_at: row.source === 'verified' && row.verified_at ? row.verified_at.toISOString() : null,
  }));
}

/**
 * Replaces the creator's whole list with the one saved, inside the profile's transaction. Every figure
 * a creator types is self-reported, whatever the request says; a connected channel's verified figures
 * are then put back over it (connections/verified-figures.ts).
 */
export async function replaceAudience(
  trx: Transaction<Database>,
  creatorId: string,
  entries: AudienceEntryInput[],
  now: Date,
): Promise<void> {
  await trx.deleteFrom('creator_audience').where('creator_id', '=', creatorId).execute();
  if (entries.length > 0) await insertTyped(trx, creatorId, entries, now);
  await reapplyVerifiedFigures(trx, creatorId);
}

async function insertTyped(trx: Transaction<Database>, creatorId: string, entries: AudienceEntryInput[], now: Date) {
  await trx
    .insertInto('creator_audience')
    .values(
      entries.map((entry, position) => ({
        creator_id: creatorId,
        platform: entry.platform,
        position,
        handle: entry.handle,
        followers: entry.followers,
        avg_views: entry.avg_views,
        engagement_rate_bp: entry.engagement_rate === null ? null : toBasisPoints(entry.engagement_rate),
        source: SELF_REPORTED,
        updated_at: now,
      })),
    )
    .execute();
}

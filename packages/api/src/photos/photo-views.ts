import { imageView, PHOTO_LIMITS, type ImageView } from '@sponsorly/shared';
import type { Database, Kysely } from '@sponsorly/db';

/** The photo (or logo) view of a media id, or null for none: initials are shown then. */
export const photoView = (mediaId: string | null | undefined): ImageView | null =>
  mediaId ? imageView(mediaId, PHOTO_LIMITS.sizes) : null;

/** Each account's photo among these, by user id; an account without one is absent. */
export async function loadPhotos(db: Kysely<Database>, userIds: string[]): Promise<Map<string, ImageView>> {
  if (!userIds.length) return new Map();
  const rows = await db.selectFrom('profile_photos').select(['user_id', 'media_id']).where('user_id', 'in', userIds).execute();
  return new Map(rows.map((row) => [row.user_id, photoView(row.media_id)!]));
}

export async function loadPhoto(db: Kysely<Database>, userId: string): Promise<ImageView | null> {
  return (await loadPhotos(db, [userId])).get(userId) ?? null;
}

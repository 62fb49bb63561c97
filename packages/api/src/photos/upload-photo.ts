import { PHOTO_LIMITS, PHOTO_MESSAGES, type ImageView } from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { checkPicture, makePhotoSizes } from './image-sizes';
import { deleteMediaRows, discardMedia, recordMedia, writeMedia } from './media-store';
import { photoView } from './photo-views';
import { readPicture, type UploadPart } from './read-upload';

/**
 * A creator's profile photo or a brand's logo: the upload read (413 past 10 MB), checked to be a JPEG,
 * PNG or WebP by its bytes (415 otherwise), made into its square sizes with no metadata, and written to
 * storage before the transaction that makes it the account's photo; the photo it replaces is removed
 * after that commits. Nothing is kept of a refused or failed upload.
 */
export async function uploadPhoto(deps: ServiceDeps, user: User, part: UploadPart): Promise<ImageView> {
  const bytes = await readPicture(part, PHOTO_LIMITS.maxBytes, PHOTO_MESSAGES.tooLarge);
  await checkPicture(bytes, PHOTO_MESSAGES.notAnImage);
  const media = await writeMedia(deps, 'image', await makePhotoSizes(bytes));
  let replaced;
  try {
    replaced = await deps.db.transaction().execute(async (trx) => {
      await recordMedia(trx, deps, user.id, media);
      const old = await trx
        .selectFrom('profile_photos')
        .select('media_id')
        .where('user_id', '=', user.id)
        .forUpdate()
        .executeTakeFirst();
      await trx
        .insertInto('profile_photos')
        .values({ user_id: user.id, media_id: media.id, updated_at: deps.now() })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ media_id: media.id, updated_at: deps.now() }))
        .execute();
      return deleteMediaRows(trx, old ? [old.media_id] : []);
    });
  } catch (error) {
    await discardMedia(deps, [media]);
    throw error;
  }
  await discardMedia(deps, replaced);
  return photoView(media.id)!;
}

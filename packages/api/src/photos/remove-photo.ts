import type { User } from '@sponsorly/db';
import { z } from 'zod';
import type { ServiceDeps } from '../lib/deps';
import { authedProcedure } from '../trpc';
import { deleteMediaRows, discardMedia } from './media-store';
import { tags } from './photo-procedures';

/** Removes the account's photo or logo (initials are shown again); none to remove is not an error. */
export async function removePhoto(deps: ServiceDeps, user: User): Promise<void> {
  const removed = await deps.db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('profile_photos').where('user_id', '=', user.id).returning('media_id').executeTakeFirst();
    return deleteMediaRows(trx, row ? [row.media_id] : []);
  });
  await discardMedia(deps, removed);
}

/** DELETE /profile/photo. */
export const removePhotoProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/profile/photo',
      summary: 'Remove your photo or logo',
      description:
        'Removes the creator’s profile photo or the brand’s logo and every size of it; the initials are shown instead. Answers 204 also when there was none.',
      tags,
    },
    successStatus: 204,
  })
  .output(z.void())
  .mutation(({ ctx }) => removePhoto(ctx.deps, ctx.session.user));

import { ERROR_CODES, MESSAGES, type CreatorProfileView } from '@sponsorly/shared';
import { sql, type User } from '@sponsorly/db';
import { AppError, unauthorized } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { isAdmin } from '../auth/users';
import { isUuid } from '../lib/uuid';
import { toCreatorView } from './profile-views';

const notFound = () => new AppError(404, ERROR_CODES.notFound, MESSAGES.profile.creatorNotFound);

/**
 * What brands see of a creator: the profile without the email. Brands and admins may look, and the
 * creator at their own; anyone else is asked to log in. Only verified creators have a public page.
 * A view by a brand is counted, once per brand and day (the creator's dashboard shows the count).
 */
export async function getPublicCreator(deps: ServiceDeps, viewer: User | null, creatorId: string): Promise<CreatorProfileView> {
  if (!viewer) throw unauthorized(MESSAGES.profile.creatorLogIn);
  const isSelf = viewer.id === creatorId;
  if (viewer.user_type !== 'brand' && !isSelf && !isAdmin(viewer, deps.settings.adminEmails)) {
    throw new AppError(403, ERROR_CODES.forbidden, MESSAGES.profile.creatorForbidden);
  }
  if (!isUuid(creatorId)) throw notFound();
  const creator = await deps.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', creatorId)
    .where('user_type', '=', 'creator')
    .where('email_verified_at', 'is not', null)
    .executeTakeFirst();
  if (!creator) throw notFound();

  if (viewer.user_type === 'brand' && !isSelf) await countBrandView(deps, creatorId, viewer.id);
  const profile = await deps.db.selectFrom('creator_profiles').selectAll().where('user_id', '=', creatorId).executeTakeFirst();
  return toCreatorView(creator, profile, { includeEmail: false });
}

/**
 * A brand's views of one creator count once a day: reloading, or a batch of requests, cannot inflate a
 * creator's figure. The count and the day's row change together.
 */
async function countBrandView(deps: ServiceDeps, creatorId: string, brandId: string): Promise<void> {
  const day = deps.now().toISOString().slice(0, 10);
  await deps.db.transaction().execute(async (trx) => {
    const firstToday = await trx
      .insertInto('creator_profile_views')
      .values({ creator_id: creatorId, brand_id: brandId, day })
      .onConflict((oc) => oc.columns(['creator_id', 'brand_id', 'day']).doNothing())
      .returning('day')
      .executeTakeFirst();
    if (firstToday) {
      await trx.updateTable('creator_profiles').set({ profile_views: sql`profile_views + 1` }).where('user_id', '=', creatorId).execute();
    }
  });
}

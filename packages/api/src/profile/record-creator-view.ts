import { ERROR_CODES, PROFILE_MESSAGES, creatorIdSchema } from '@sponsorly/shared';
import { z } from 'zod';
import { sql, type User } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { isAdmin } from '../auth/users';
import { isUuid } from '../lib/uuid';
import { authedProcedure } from '../trpc';
import { tags } from './profile-procedures';

const notFound = () => new AppError(404, ERROR_CODES.notFound, PROFILE_MESSAGES.creatorNotFound);

/**
 * Counts a brand's view of a creator's page. It is its own call (a POST), never a side effect of
 * reading the profile, so a prefetch, a crawler or a cross-site GET counts nothing. Only brands count:
 * for a creator (the owner or another) or an admin it succeeds and changes nothing, so the page can
 * call it for whoever is looking.
 */
export async function recordCreatorView(deps: ServiceDeps, viewer: User, creatorId: string): Promise<void> {
  if (viewer.user_type !== 'brand' || isAdmin(viewer, deps.settings.adminEmails)) return;
  if (!isUuid(creatorId)) throw notFound();
  const creator = await deps.db
    .selectFrom('users')
    .select('id')
    .where('id', '=', creatorId)
    .where('user_type', '=', 'creator')
    .where('email_verified_at', 'is not', null)
    .executeTakeFirst();
  if (!creator) throw notFound();
  await countBrandView(deps, creatorId, viewer.id);
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
      await trx
        .updateTable('creator_profiles')
        .set({ profile_views: sql`profile_views + 1` })
        .where('user_id', '=', creatorId)
        .execute();
    }
  });
}

/**
 * The public creator page calls this once on load. Only a brand's view counts, once a day; for the
 * creator, other creators and admins it succeeds and counts nothing (docs/profiles.md).
 */
export const recordCreatorViewProcedure = authedProcedure
  .meta({
    openapi: { method: 'POST', path: '/creators/{id}/views', summary: 'Count a brand’s view of a creator’s page', tags },
    successStatus: 204,
    refusals: ['not_found'],
  })
  .input(creatorIdSchema)
  .output(z.void())
  .mutation(({ ctx, input }) => recordCreatorView(ctx.deps, ctx.session.user, input.id));

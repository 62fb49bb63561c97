import { ERROR_CODES, PROFILE_MESSAGES, creatorIdSchema } from '@sponsorly/shared';
import { z } from 'zod';
import { sql, type User } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { isAdmin } from '../auth/users';
import { isUuid } from '../lib/uuid';
import { publicProcedure } from '../trpc';
import { countPageView, type PageViewer } from '../insights/count-page-view';
import { tags } from './profile-procedures';
import { isPublicPage } from './public-pages';

const notFound = () => new AppError(404, ERROR_CODES.notFound, PROFILE_MESSAGES.creatorNotFound);

/**
 * Counts a view of a creator's page. It is its own call (a POST), never a side effect of reading the
 * profile, so a prefetch, a crawler or a cross-site GET counts nothing. Two counts: the profile's
 * `profile_views`, brands only, once a brand a day; and the creator's insights, every viewer once a day
 * (a brand, another creator, a visitor without an account on a public page). The creator at their own
 * page and admins count in neither: it succeeds and changes nothing, so the page can call it for
 * whoever is looking (docs/insights.md).
 */
export async function recordCreatorView(
  deps: ServiceDeps,
  viewer: User | null,
  creatorId: string,
  visitor: { ip: string; userAgent: string | null },
): Promise<void> {
  if (viewer && isAdmin(viewer, deps.settings.adminEmails)) return;
  if (!isUuid(creatorId)) throw notFound();
  const creator = await deps.db
    .selectFrom('users')
    .innerJoin('creator_profiles as p', 'p.user_id', 'users.id')
    .select(['users.id', 'p.searchable', 'p.page_visibility'])
    .where('users.id', '=', creatorId)
    .where('users.user_type', '=', 'creator')
    .where('users.email_verified_at', 'is not', null)
    .executeTakeFirst();
  if (!creator) throw notFound();
  if (viewer?.id === creatorId) return;
  // Whoever cannot read the page (a visitor or another creator at a page kept to brands) has not viewed it.
  if (viewer?.user_type !== 'brand' && !isPublicPage(creator)) return;
  const who: PageViewer = viewer ? { userId: viewer.id } : visitor;
  await countPageView(deps, creatorId, who);
  if (viewer?.user_type === 'brand') await countBrandView(deps, creatorId, viewer.id);
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
 * The public creator page calls this once on load, for whoever is looking. A brand's view counts in the
 * profile's figure and every viewer's in the creator's insights, once a day; for the creator and admins
 * it succeeds and counts nothing (docs/profiles.md, docs/insights.md).
 */
export const recordCreatorViewProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/creators/{id}/views',
      summary: 'Count a view of a creator’s page',
      description:
        'A brand’s view counts in the profile’s `profile_views` once a day; every viewer’s, a visitor without a session included, in the creator’s insights once a day. The creator and administrators count nothing; the answer is 204 either way.',
      tags,
      protect: false,
    },
    successStatus: 204,
    refusals: ['not_found'],
  })
  .input(creatorIdSchema)
  .output(z.void())
  .mutation(async ({ ctx, input }) => {
    const session = await ctx.getSession();
    await recordCreatorView(ctx.deps, session?.user ?? null, input.id, { ip: ctx.ip, userAgent: ctx.userAgent });
  });

import {
  ERROR_CODES,
  PROFILE_MESSAGES,
  creatorIdSchema,
  publicCreatorAnswerSchema,
  type CreatorProfileView,
} from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { AppError, unauthorized } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { isAdmin } from '../auth/users';
import { isUuid } from '../lib/uuid';
import { publicProcedure } from '../trpc';
import { tags } from './profile-procedures';
import { loadCreatorOffering, toCreatorView } from './profile-views';

const notFound = () => new AppError(404, ERROR_CODES.notFound, PROFILE_MESSAGES.creatorNotFound);

/**
 * What brands see of a creator: the profile, audience figures and rate card, without the email. Brands and admins may look, and the
 * creator at their own; anyone else is asked to log in. Only verified creators have a public page.
 * Reading counts nothing: the page counts a brand's view with its own call (record-creator-view.ts).
 */
export async function getPublicCreator(deps: ServiceDeps, viewer: User | null, creatorId: string): Promise<CreatorProfileView> {
  if (!viewer) throw unauthorized(PROFILE_MESSAGES.creatorLogIn);
  const isSelf = viewer.id === creatorId;
  if (viewer.user_type !== 'brand' && !isSelf && !isAdmin(viewer, deps.settings.adminEmails)) {
    throw new AppError(403, ERROR_CODES.forbidden, PROFILE_MESSAGES.creatorForbidden);
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

  const profile = await deps.db.selectFrom('creator_profiles').selectAll().where('user_id', '=', creatorId).executeTakeFirst();
  return toCreatorView(creator, profile, await loadCreatorOffering(deps.db, creatorId), { own: false });
}

/**
 * Brands and admins may look, and the creator at their own page; anyone else is asked to log in
 * (getPublicCreator). Built on publicProcedure for that 401's own message.
 */
export const getPublicCreatorProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/creators/{id}',
      summary: 'A creator’s public profile',
      description:
        'The profile, audience figures and rate card, without the email. Brands and administrators may look, and a creator at their own page; another creator gets 403 `forbidden`.',
      tags,
    },
    access: 'session',
    refusals: ['forbidden', 'not_found'],
  })
  .input(creatorIdSchema)
  .output(publicCreatorAnswerSchema)
  .query(async ({ ctx, input }) => {
    const session = await ctx.getSession();
    return { profile: await getPublicCreator(ctx.deps, session?.user ?? null, input.id) };
  });

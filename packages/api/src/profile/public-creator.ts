import {
  ERROR_CODES,
  PROFILE_MESSAGES,
  creatorHandleSchema,
  creatorIdSchema,
  publicCreatorAnswerSchema,
  type CreatorProfileView,
} from '@sponsorly/shared';
import type { CreatorProfile, User } from '@sponsorly/db';
import { AppError, unauthorized } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import type { RequestContext } from '../context';
import { isAdmin } from '../auth/users';
import { isUuid } from '../lib/uuid';
import { publicProcedure } from '../trpc';
import { tags } from './profile-procedures';
import { loadCreatorOffering, toCreatorView } from './profile-views';
import { isPublicPage } from './public-pages';

const notFound = () => new AppError(404, ERROR_CODES.notFound, PROFILE_MESSAGES.creatorNotFound);

/** How a creator's page is asked for: by its id (/creators/:id) or its handle (/c/:handle). */
export type CreatorPageKey = { id: string } | { handle: string };

/**
 * What a reader sees of a creator: the profile, audience figures and rate card, never the email.
 * A public page (verified, in search, `public`) is for anyone, logged in or not; a reader who is not
 * logged in gets no counters either. A page kept to brands is for brands and admins, and the creator at
 * their own; a visitor is asked to log in, another creator refused. Only verified creators have a page:
 * an unknown, malformed or unverified key is 404, the same answer in each case. Reading counts nothing:
 * the page counts a brand's view with its own call (record-creator-view.ts).
 */
export async function getPublicCreator(deps: ServiceDeps, viewer: User | null, key: CreatorPageKey): Promise<CreatorProfileView> {
  const found = await findVerifiedCreator(deps, key);
  if (!found) throw notFound();
  const { user: creator, profile } = found;
  if (!isPublicPage(profile)) {
    if (!viewer) throw unauthorized(PROFILE_MESSAGES.creatorPageLimited);
    const mayLook = viewer.user_type === 'brand' || viewer.id === creator.id || isAdmin(viewer, deps.settings.adminEmails);
    if (!mayLook) throw new AppError(403, ERROR_CODES.forbidden, PROFILE_MESSAGES.creatorForbidden);
  }
  const offering = await loadCreatorOffering(deps.db, creator.id);
  return toCreatorView(creator, profile, offering, { own: false, loggedIn: viewer !== null });
}

async function findVerifiedCreator(
  deps: ServiceDeps,
  key: CreatorPageKey,
): Promise<{ user: User; profile: CreatorProfile } | undefined> {
  if ('id' in key && !isUuid(key.id)) return undefined;
  let query = deps.db
    .selectFrom('creator_profiles')
    .innerJoin('users', 'users.id', 'creator_profiles.user_id')
    .selectAll('creator_profiles')
    .select('users.id as found_id')
    .where('users.user_type', '=', 'creator')
    .where('users.email_verified_at', 'is not', null)
    // A deleted account (docs/your-data.md) or a suspended one (docs/moderation.md) has no page, for anyone.
    .where('users.deleted_at', 'is', null)
    .where('users.suspended_at', 'is', null);
  query =
    'id' in key
      ? query.where('users.id', '=', key.id)
      : query.where((eb) => eb(eb.fn('lower', ['creator_profiles.handle']), '=', key.handle.toLowerCase()));
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const { found_id, ...profile } = row;
  const user = await deps.db.selectFrom('users').selectAll().where('id', '=', found_id).executeTakeFirstOrThrow();
  return { user, profile };
}

const readAnswer = async (ctx: Pick<RequestContext, 'deps' | 'getSession'>, key: CreatorPageKey) => {
  const session = await ctx.getSession();
  return { profile: await getPublicCreator(ctx.deps, session?.user ?? null, key) };
};

const pageRules =
  'Anyone may read a public page (a verified creator in search whose page is `public`), without a session, and then without the counters. A page kept to brands answers 401 `unauthorized` without a session and 403 `forbidden` to another creator; brands, administrators and the creator themself may read it.';

/** A creator's page by id; open to anyone when the page is public (getPublicCreator). */
export const getPublicCreatorProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/creators/{id}',
      summary: 'A creator’s public profile',
      description: `The profile, audience figures and rate card, never the email. ${pageRules}`,
      tags,
      protect: false,
    },
    refusals: ['unauthorized', 'forbidden', 'not_found'],
  })
  .input(creatorIdSchema)
  .output(publicCreatorAnswerSchema)
  .query(({ ctx, input }) => readAnswer(ctx, { id: input.id }));

/** A creator's page by its address, /c/:handle, whatever the case of the letters. */
export const getPublicCreatorByHandleProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/creator-pages/{handle}',
      summary: 'A creator’s public profile, by the handle of its address',
      description: `The page at /c/{handle}, the handle matched whatever its case: the same answer as \`GET /creators/{id}\`. ${pageRules}`,
      tags,
      protect: false,
    },
    refusals: ['unauthorized', 'forbidden', 'not_found'],
  })
  .input(creatorHandleSchema)
  .output(publicCreatorAnswerSchema)
  .query(({ ctx, input }) => readAnswer(ctx, { handle: input.handle }));

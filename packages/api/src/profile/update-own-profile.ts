import {
  ERROR_CODES,
  PROFILE_MESSAGES,
  brandProfileInputSchema,
  creatorProfileInputSchema,
  ownProfileAnswerSchema,
  profileUpdateInputSchema,
  type BrandProfileView,
  type CreatorProfileView,
} from '@sponsorly/shared';
import { sql, type User } from '@sponsorly/db';
import { isUniqueViolation } from '../auth/users';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { parseInput } from '../lib/zod-errors';
import { authedProcedure } from '../trpc';
import { replaceAudience } from './audience';
import { tags } from './profile-procedures';
import { loadOwnProfile } from './profile-views';

/**
 * Saves the logged-in user's own profile. The schema is chosen by the account's type on the server,
 * and it keeps only the fields a user may set: email, type, admin flag, ids and timestamps are dropped.
 * A creator's audience list is replaced as a whole when sent, in the same transaction as the profile.
 */
export async function updateOwnProfile(
  deps: ServiceDeps,
  user: User,
  input: unknown,
): Promise<CreatorProfileView | BrandProfileView> {
  const now = deps.now();
  if (user.user_type === 'brand') {
    const { first_name, last_name, ...brand } = parseInput(brandProfileInputSchema, input);
    await deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ first_name, last_name, updated_at: now }).where('id', '=', user.id).execute();
      await trx
        .insertInto('brand_profiles')
        .values({ user_id: user.id, ...brand, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...brand, updated_at: now }))
        .execute();
    });
  } else {
    const {
      first_name,
      last_name,
      categories,
      content_type,
      interests,
      languages,
      social_links,
      audience,
      searchable,
      handle,
      page_visibility,
      showcase,
      ...creator
    } = parseInput(creatorProfileInputSchema, input);
    if (handle !== undefined) await refuseTakenHandle(deps, user.id, handle);
    const row = {
      ...creator,
      // Left as they are when not sent, so a caller unaware of search never puts a creator back in it,
      // nor moves their page.
      ...(searchable === undefined ? {} : { searchable }),
      ...(handle === undefined ? {} : { handle }),
      ...(page_visibility === undefined ? {} : { page_visibility }),
      ...(showcase === undefined ? {} : { showcase }),
      categories: JSON.stringify(categories),
      content_type: JSON.stringify(content_type),
      interests: JSON.stringify(interests),
      languages: JSON.stringify(languages),
      social_links: JSON.stringify(social_links),
      updated_at: now,
    };
    await deps.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('users').set({ first_name, last_name, updated_at: now }).where('id', '=', user.id).execute();
        await trx
          .insertInto('creator_profiles')
          .values({ user_id: user.id, portfolio_items: '[]', ...row })
          .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
          .execute();
        if (audience) await replaceAudience(trx, user.id, audience, now);
      })
      // Another creator took the handle between the check and the write: the unique index refused it.
      .catch((error: unknown) => {
        throw handle !== undefined && isUniqueViolation(error) ? handleTaken() : error;
      });
  }
  const fresh = await deps.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
  return loadOwnProfile(deps.db, fresh);
}

const handleTaken = () =>
  new AppError(409, ERROR_CODES.conflict, PROFILE_MESSAGES.handleTaken, { fields: { handle: PROFILE_MESSAGES.handleTaken } });

/** A handle is one creator's whatever its case: `Maya` is taken when someone has `maya`. */
async function refuseTakenHandle(deps: ServiceDeps, creatorId: string, handle: string): Promise<void> {
  const holder = await deps.db
    .selectFrom('creator_profiles')
    .select('user_id')
    .where(sql<string>`lower(handle)`, '=', handle.toLowerCase())
    .where('user_id', '<>', creatorId)
    .executeTakeFirst();
  if (holder) throw handleTaken();
}

/** Validated on the server with the schema of the account's own type (never the type the input claims). */
export const updateOwnProfileProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/profile',
      summary: 'Save your own profile',
      description:
        'A creator’s `handle` (the page’s address, /c/{handle}) is unique whatever its case: one another creator has answers 409 `conflict` with `fields.handle`.',
      tags,
    },
    refusals: ['conflict'],
  })
  .input(profileUpdateInputSchema)
  .output(ownProfileAnswerSchema)
  .mutation(async ({ ctx, input }) => ({ profile: await updateOwnProfile(ctx.deps, ctx.session.user, input) }));

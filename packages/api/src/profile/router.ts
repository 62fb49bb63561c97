import { creatorIdSchema } from '@sponsorly/shared';
import { z } from 'zod';
import { authedProcedure, publicProcedure, router } from '../trpc';
import { ownProfileAnswerSchema, profileUpdateInputSchema, publicCreatorAnswerSchema } from './outputs';
import { getPublicCreator } from './public-creator';
import { recordCreatorView } from './record-creator-view';
import { loadOwnProfile } from './profile-views';
import { updateOwnProfile } from './update-own-profile';

const tags = ['Profiles'];

export const profileRouter = router({
  /** The logged-in user's own profile (creator or brand). */
  get: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/profile', summary: 'Your own profile', tags } })
    .output(ownProfileAnswerSchema)
    .query(async ({ ctx }) => ({ profile: await loadOwnProfile(ctx.deps.db, ctx.session.user) })),
  /** Validated on the server with the schema of the account's own type (never the type the input claims). */
  update: authedProcedure
    .meta({ openapi: { method: 'PUT', path: '/profile', summary: 'Save your own profile', tags } })
    .input(profileUpdateInputSchema)
    .output(ownProfileAnswerSchema)
    .mutation(async ({ ctx, input }) => ({ profile: await updateOwnProfile(ctx.deps, ctx.session.user, input) })),
});

export const creatorsRouter = router({
  get: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/creators/{id}', summary: 'A creator’s public profile', tags, protect: false } })
    .input(creatorIdSchema)
    .output(publicCreatorAnswerSchema)
    .query(async ({ ctx, input }) => {
      const session = await ctx.getSession();
      return { profile: await getPublicCreator(ctx.deps, session?.user ?? null, input.id) };
    }),

  /**
   * The public creator page calls this once on load. Only a brand's view counts, once a day; for the
   * creator, other creators and admins it succeeds and counts nothing (docs/profiles.md).
   */
  recordView: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/creators/{id}/views', summary: 'Count a brand’s view of a creator’s page', tags },
      successStatus: 204,
    })
    .input(creatorIdSchema)
    .output(z.void())
    .mutation(({ ctx, input }) => recordCreatorView(ctx.deps, ctx.session.user, input.id)),
});

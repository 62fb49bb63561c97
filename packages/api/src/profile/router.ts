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
  /**
   * Brands and admins may look, and the creator at their own page; anyone else is asked to log in
   * (public-creator.ts). Built on publicProcedure for that 401's own message.
   */
  get: publicProcedure
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
    }),

  /**
   * The public creator page calls this once on load. Only a brand's view counts, once a day; for the
   * creator, other creators and admins it succeeds and counts nothing (docs/profiles.md).
   */
  recordView: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/creators/{id}/views', summary: 'Count a brand’s view of a creator’s page', tags },
      successStatus: 204,
      refusals: ['not_found'],
    })
    .input(creatorIdSchema)
    .output(z.void())
    .mutation(({ ctx, input }) => recordCreatorView(ctx.deps, ctx.session.user, input.id)),
});

import { creatorIdSchema, type BrandProfileInput, type CreatorProfileInput } from '@sponsorly/shared';
import { z } from 'zod';
import { authedProcedure, publicProcedure, router } from '../trpc';
import { getPublicCreator } from './public-creator';
import { loadOwnProfile } from './profile-views';
import { updateOwnProfile } from './update-own-profile';

export const profileRouter = router({
  /** The logged-in user's own profile (creator or brand). */
  get: authedProcedure.query(({ ctx }) => loadOwnProfile(ctx.deps.db, ctx.session.user)),
  /**
   * Typed for the client as either form; validated on the server with the schema of the account's own
   * type (never the type the input claims).
   */
  update: authedProcedure
    .input(z.custom<CreatorProfileInput | BrandProfileInput>((value) => typeof value === 'object' && value !== null))
    .mutation(({ ctx, input }) => updateOwnProfile(ctx.deps, ctx.session.user, input)),
});

export const creatorsRouter = router({
  get: publicProcedure.input(creatorIdSchema).query(async ({ ctx, input }) => {
    const session = await ctx.getSession();
    return getPublicCreator(ctx.deps, session?.user ?? null, input.id);
  }),
});

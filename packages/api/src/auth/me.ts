import { maybeUserAnswerSchema } from '@sponsorly/shared';
import { publicProcedure } from '../trpc';
import { currentUser } from './current-user';

/** The logged-in user, or null: the web app asks this on every page load. */
export const meProcedure = publicProcedure.output(maybeUserAnswerSchema).query(async ({ ctx }) => {
  const session = await ctx.getSession();
  return { user: session ? currentUser(ctx.deps, session) : null };
});

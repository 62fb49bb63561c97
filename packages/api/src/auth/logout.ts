import { loggedOutSchema } from '@sponsorly/shared';
import type { ServiceDeps } from '../lib/deps';
import { publicProcedure } from '../trpc';
import { tags } from './auth-procedures';
import { endSession } from './sessions';

export async function logOut(deps: ServiceDeps, token: string | undefined): Promise<void> {
  if (token) await endSession(deps.db, token);
}

/** POST /auth/logout: ends the session the request carries, and clears the browser's cookie. */
export const logoutProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/logout',
      summary: 'End the current session',
      description: 'Ends the session the request carries (its token or cookie); without one it answers the same.',
      tags,
      protect: false,
    },
    successStatus: 204,
  })
  .output(loggedOutSchema)
  .mutation(async ({ ctx }) => {
    await logOut(ctx.deps, ctx.sessionToken);
    ctx.clearSessionCookie();
    return { ok: true as const };
  });

import { z } from 'zod';
import type { ServiceDeps } from '../lib/deps';
import { authedProcedure } from '../trpc';
import { tags } from './auth-procedures';
import { endOtherSessions, type ActiveSession } from './sessions';

/** Logs out every session of the account except the one making the request. */
export async function logOutOtherSessions(deps: ServiceDeps, current: ActiveSession): Promise<void> {
  await endOtherSessions(deps.db, current.user.id, current.sessionId);
}

/** POST /auth/sessions/revoke-others: every session but this one ends. */
export const logOutOtherSessionsProcedure = authedProcedure
  .meta({
    openapi: { method: 'POST', path: '/auth/sessions/revoke-others', summary: 'Log out every other session', tags },
    successStatus: 204,
  })
  .output(z.void())
  .mutation(({ ctx }) => logOutOtherSessions(ctx.deps, ctx.session));

import { sessionIdSchema } from '@sponsorly/shared';
import { z } from 'zod';
import type { ServiceDeps } from '../lib/deps';
import { isUuid } from '../lib/uuid';
import { wakeUserStreams } from '../notifications/publish-user-event';
import { authedProcedure } from '../trpc';
import { tags } from './auth-procedures';
import { sessionNotFound } from './session-not-found';
import type { ActiveSession } from './sessions';

/**
 * Logs out one session of the caller's account. Another account's session is "not found", the same
 * answer as an unknown id, so ids cannot be probed. Returns whether it was the caller's own session.
 */
export async function logOutSession(
  deps: ServiceDeps,
  current: ActiveSession,
  sessionId: string,
): Promise<{ wasCurrent: boolean }> {
  if (!isUuid(sessionId)) throw sessionNotFound();
  const ended = await deps.db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', current.user.id)
    .returning('id')
    .executeTakeFirst();
  if (!ended) throw sessionNotFound();
  await wakeUserStreams(deps.db, current.user.id);
  return { wasCurrent: sessionId === current.sessionId };
}

/** DELETE /auth/sessions/{id}: logging out the current session also clears its cookie. */
export const logOutSessionProcedure = authedProcedure
  .meta({
    openapi: { method: 'DELETE', path: '/auth/sessions/{id}', summary: 'Log out one session', tags },
    successStatus: 204,
    refusals: ['not_found'],
  })
  .input(sessionIdSchema)
  .output(z.void())
  .mutation(async ({ ctx, input }) => {
    const { wasCurrent } = await logOutSession(ctx.deps, ctx.session, input.id);
    if (wasCurrent) ctx.clearSessionCookie();
  });

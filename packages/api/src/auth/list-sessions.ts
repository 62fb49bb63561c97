import { AUTH_DURATIONS, accountSessionListSchema, type AccountSession } from '@sponsorly/shared';
import type { ServiceDeps } from '../lib/deps';
import { authedProcedure } from '../trpc';
import { tags } from './auth-procedures';
import type { ActiveSession } from './sessions';

/**
 * The account's live sessions for its security page, the current one first, then the most recently
 * seen. The id is the row's own uuid: it names a session but cannot log anyone in, unlike the token.
 */
export async function listAccountSessions(deps: ServiceDeps, current: ActiveSession): Promise<{ items: AccountSession[] }> {
  const now = deps.now().getTime();
  const rows = await deps.db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'user_agent'])
    .where('user_id', '=', current.user.id)
    .where('expires_at', '>', new Date(now))
    .where('last_seen_at', '>=', new Date(now - AUTH_DURATIONS.sessionIdle))
    .orderBy('last_seen_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  const items = rows.map((row) => ({
    id: row.id,
    created_at: new Date(row.created_at).toISOString(),
    last_seen_at: new Date(row.last_seen_at).toISOString(),
    user_agent: row.user_agent,
    current: row.id === current.sessionId,
  }));
  return { items: [...items.filter((s) => s.current), ...items.filter((s) => !s.current)] };
}

/** The account security page (/settings/security): its sessions, each with the browser it started in. */
export const listSessionsProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/auth/sessions', summary: "The account's sessions", tags } })
  .output(accountSessionListSchema)
  .query(({ ctx }) => listAccountSessions(ctx.deps, ctx.session));

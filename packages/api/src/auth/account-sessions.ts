import { AUTH_DURATIONS, AUTH_MESSAGES, ERROR_CODES } from '@sponsorly/shared';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { isUuid } from '../lib/uuid';
import { wakeUserStreams } from '../notifications/publish-user-event';
import type { AccountSession } from './outputs';
import { endOtherSessions, type ActiveSession } from './sessions';

const sessionNotFound = () => new AppError(404, ERROR_CODES.notFound, AUTH_MESSAGES.account.sessionNotFound);

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

/** Logs out every session of the account except the one making the request. */
export async function logOutOtherSessions(deps: ServiceDeps, current: ActiveSession): Promise<void> {
  await endOtherSessions(deps.db, current.user.id, current.sessionId);
}

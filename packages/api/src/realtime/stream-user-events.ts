import { TRPCError, tracked } from '@trpc/server';
import {
  AUTH_DURATIONS,
  AUTH_MESSAGES,
  ERROR_CODES,
  LIMIT_MESSAGES,
  NOTIFICATION_MESSAGES,
  userEventSchema,
  userEventsInputSchema,
} from '@sponsorly/shared';
import { z } from 'zod';
import type { ActiveSession } from '../auth/sessions';
import { AppError, unauthorized } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { authedProcedure } from '../trpc';
import { USER_EVENTS_PAGE, UserEventReader } from './user-event-reader';

/**
 * Whether the stream's session is still good: not logged out, not past its absolute or idle limit. It
 * reads without touching `last_seen_at`: an open tab is not activity, so it does not keep a session alive.
 */
async function sessionIsLive(deps: ServiceDeps, sessionId: string): Promise<boolean> {
  const now = deps.now();
  const row = await deps.db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', sessionId)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>=', new Date(now.getTime() - AUTH_DURATIONS.sessionIdle))
    .executeTakeFirst();
  return row !== undefined;
}

/** Not retryable: the client stops instead of reconnecting with a dead session. */
const sessionEnded = () =>
  new TRPCError({ code: 'UNAUTHORIZED', message: AUTH_MESSAGES.session.unauthorized, cause: unauthorized() });
/** Retryable: the client reconnects, to another instance when there is one. */
const restarting = () =>
  new TRPCError({
    code: 'SERVICE_UNAVAILABLE',
    message: NOTIFICATION_MESSAGES.restarting,
    cause: new AppError(503, ERROR_CODES.unavailable, NOTIFICATION_MESSAGES.restarting),
  });

/** Not retryable either: newer tabs of the user (or the address) took this stream's place; the page polls instead. */
const replaced = () =>
  new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message: LIMIT_MESSAGES.streamReplaced,
    cause: new AppError(429, ERROR_CODES.rateLimited, LIMIT_MESSAGES.streamReplaced),
  });

/**
 * A user's events as a stream: first whatever came after `lastEventId` (a client resuming), then each
 * new event as it is written, each with its position as the SSE id. Without `lastEventId` it starts at
 * the newest event: a fresh page loads its data itself. The stream re-checks its session whenever it
 * wakes and at least every `sessionRecheckMs`, and ends when the session ends (logout, expiry), when the
 * request goes away, or when the server shuts down.
 *
 * Where it starts is read here, before the stream answers at all (tRPC sends its `connected` event once
 * this resolves): an event written after the client saw the stream open comes after that point and is
 * sent. Read inside the stream instead, such an event could land before the point and be skipped.
 */
export async function streamUserEvents(
  deps: ServiceDeps,
  session: ActiveSession,
  lastEventId: string | null | undefined,
  signal: AbortSignal | undefined,
  ip?: string,
) {
  const hub = deps.userEvents;
  if (!hub) throw restarting();
  // Follow first, then read: a NOTIFY arriving in between is kept and wakes the first wait at once.
  const follower = hub.follow(session.user.id, ip);
  try {
    const start = lastEventId ?? (await UserEventReader.latestId(deps.db, session.user.id));
    const reader = new UserEventReader(deps.db, session.user.id, start);
    return followUserEvents(deps, session, follower, reader, signal, hub.sessionRecheckMs);
  } catch (error) {
    follower.stop();
    throw error;
  }
}

async function* followUserEvents(
  deps: ServiceDeps,
  session: ActiveSession,
  follower: ReturnType<NonNullable<ServiceDeps['userEvents']>['follow']>,
  reader: UserEventReader,
  signal: AbortSignal | undefined,
  sessionRecheckMs: number,
) {
  const abort = signal ?? new AbortController().signal;
  try {
    for (;;) {
      const events = await reader.read();
      for (const { cursor, event } of events) yield tracked(cursor, userEventSchema.parse(event));
      if (events.length === USER_EVENTS_PAGE) continue;
      const reason = await follower.next(sessionRecheckMs, abort);
      if (reason === 'aborted') return;
      if (reason === 'closed') throw restarting();
      if (reason === 'replaced') throw replaced();
      if (!(await sessionIsLive(deps, session.sessionId))) throw sessionEnded();
    }
  } finally {
    follower.stop();
  }
}

/**
 * What the subscription returns: the stream itself. tRPC checks a subscription's output once, on the
 * stream, not on each value it yields, so this only says it is one; `streamUserEvents` checks each
 * event against `userEventSchema`.
 */
export const userEventStreamSchema = z.custom<Awaited<ReturnType<typeof streamUserEvents>>>(
  (value) => typeof value === 'object' && value !== null && Symbol.asyncIterator in value,
);

/**
 * The web app's real-time door: a subscription over server-sent events at `GET /trpc/realtime.events`.
 * The session comes from the cookie (or a bearer token) like any procedure; a client resuming sends
 * Last-Event-ID, which tRPC hands over as `lastEventId`. No REST face: SSE is the REST face.
 */
export const streamUserEventsProcedure = authedProcedure
  .input(userEventsInputSchema)
  .output(userEventStreamSchema)
  .subscription(({ ctx, input, signal }) => streamUserEvents(ctx.deps, ctx.session, input?.lastEventId, signal, ctx.ip));

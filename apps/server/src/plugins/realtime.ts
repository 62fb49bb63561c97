import { USER_EVENTS_CHANNEL, createUserEventHub, type ServiceDeps, type UserEventHub } from '@sponsorly/api';
import type { DatabaseHandle } from '@sponsorly/db';
import type { FastifyInstance } from 'fastify';

export interface RealtimeOptions {
  /** How often a quiet stream re-checks its session (tests shorten it). */
  sessionRecheckMs?: number;
}

/**
 * This process's one listener on the user events channel (a connection of its own on PostgreSQL,
 * PGlite's own session otherwise), handed to the services as `deps.userEvents`. The streams themselves
 * are tRPC subscriptions (packages/api/src/realtime). Before the server closes, every open stream is
 * ended, so closing never waits on a connection that would stay open for good; clients reconnect, to
 * another instance when there is one.
 */
export async function registerRealtime(
  app: FastifyInstance,
  deps: ServiceDeps,
  database: DatabaseHandle,
  options: RealtimeOptions = {},
): Promise<UserEventHub> {
  const hub = createUserEventHub({
    listen: (handlers) => database.listen(USER_EVENTS_CHANNEL, handlers),
    log: (message) => app.log.warn(message),
    caps: { perUser: deps.limiters.usage.streamsPerUser, perIp: deps.limiters.usage.streamsPerIp },
    ...options,
  });
  await hub.start();
  deps.userEvents = hub;
  app.addHook('preClose', () => hub.close());
  return hub;
}

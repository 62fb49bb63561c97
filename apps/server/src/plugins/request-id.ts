import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy or client may hand us: short, and nothing a log line or a header could be broken with. */
const WELL_FORMED = /^[A-Za-z0-9._-]{1,64}$/;

/** The request's id: the caller's `X-Request-Id` when well formed (so one id follows it through the proxy), else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user's id, once a route has looked up the session (for the request's log line). */
    userId: string | undefined;
  }
}

/** Every answer says its request id, which the log lines of the request carry too. */
export function registerRequestId(app: FastifyInstance): void {
  app.decorateRequest('userId', undefined);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}

import type { FastifyInstance } from 'fastify';

/** A request slower than this is logged at info, with its timing, whatever its status. */
export const SLOW_REQUEST_MS = 500;

/**
 * One log line per request that needs a look: a server failure (5xx) or a slow answer, at info.
 * Every other request is logged only at debug. Fastify's own logging writes two lines for every
 * request, which at our request rates is a good part of each request's cost and buries the lines
 * that matter; the proxy in front keeps the access log.
 */
export function registerRequestLog(app: FastifyInstance): void {
  const logsEveryRequest = app.log.level === 'debug' || app.log.level === 'trace';
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime);
    if (status >= 500 || ms >= SLOW_REQUEST_MS) {
      request.log.info({ req: request, status, ms }, status >= 500 ? 'request failed' : 'slow request');
    } else if (logsEveryRequest) {
      request.log.debug({ req: request, status, ms }, 'request');
    }
  });
}

import { timingSafeEqual } from 'node:crypto';
import type { ServiceDeps, UserEventHub } from '@sponsorly/api';
import { ERROR_CODES, HTTP_MESSAGES } from '@sponsorly/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Loopback (a scraper beside the process) or the configured token as a bearer token; nobody else. */
function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  // The proxy-aware address (TRUST_PROXY): a request a proxy on this host forwards from outside is not loopback.
  if (LOOPBACK.has(request.ip)) return true;
  const header = request.headers.authorization;
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics in Prometheus' text format: request durations by route and status, open event streams,
 * emails waiting in the outbox, and the process's own metrics (memory, event loop lag, CPU).
 */
export function registerMetrics(
  app: FastifyInstance,
  opts: { deps: ServiceDeps; hub: UserEventHub; token: string | undefined },
): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'sponsorly_event_streams_open',
    help: 'Real-time event streams open in this process.',
    registers: [registry],
    collect() {
      this.set(opts.hub.openStreams());
    },
  });
  new Gauge({
    name: 'sponsorly_outbox_pending',
    help: 'Emails waiting in the outbox to be sent.',
    registers: [registry],
    async collect() {
      const row = await opts.deps.db
        .selectFrom('email_outbox')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('status', '=', 'pending')
        .executeTakeFirst();
      this.set(Number(row?.n ?? 0));
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // Unmatched addresses share one label, so a scan cannot grow the series without bound.
    const route = request.routeOptions.url ?? 'unmatched';
    durations.observe({ route, method: request.method, status: reply.statusCode }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', async (request, reply) => {
    if (!mayScrape(request, opts.token))
      return reply.code(404).send({ message: HTTP_MESSAGES.notFound, code: ERROR_CODES.notFound });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return registry;
}

import { timingSafeEqual } from 'node:crypto';
import { readBacklog, WATCHED_TIMERS, type ServiceDeps, type UserEventHub } from '@sponsorly/api';
import type { ConnectionPool } from '@sponsorly/db';
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
 * the database connections' use and wait, what the outbox, the timers and the payment provider have left
 * to do, and the process's own metrics (memory, event loop lag, CPU). docs/operations.md lists them.
 */
export function registerMetrics(
  app: FastifyInstance,
  opts: { deps: ServiceDeps; hub: UserEventHub; pool: ConnectionPool; token: string | undefined },
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
  registerPoolMetrics(registry, opts.pool);
  const refreshBacklog = registerBacklogMetrics(registry, opts.deps);

  app.addHook('onResponse', async (request, reply) => {
    // Unmatched addresses share one label, so a scan cannot grow the series without bound.
    const route = request.routeOptions.url ?? 'unmatched';
    durations.observe({ route, method: request.method, status: reply.statusCode }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', async (request, reply) => {
    if (!mayScrape(request, opts.token))
      return reply.code(404).send({ message: HTTP_MESSAGES.notFound, code: ERROR_CODES.notFound });
    // The queues are read once per scrape, by one round of index scans, rather than once per gauge. With
    // the database away the scrape still answers, with the process's own metrics and the last queues read.
    await refreshBacklog().catch((error: unknown) => request.log.warn({ err: error }, 'metrics: the queues could not be read'));
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return registry;
}

/** The connections queries take turns on: how many are lent, how many callers wait, and for how long. */
function registerPoolMetrics(registry: Registry, pool: ConnectionPool): void {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('sponsorly_db_pool_size', 'Database connections open (1 on the embedded database).', () => pool.stats().size);
  gauge('sponsorly_db_pool_in_use', 'Database connections lent to a query or transaction.', () => pool.stats().inUse);
  gauge('sponsorly_db_pool_waiting', 'Callers waiting for a database connection.', () => pool.stats().waiting);
  const waits = new Histogram({
    name: 'sponsorly_db_pool_wait_seconds',
    help: 'Time a query or transaction waited for its database connection.',
    buckets: [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  pool.onAcquire((seconds) => waits.observe(seconds));
}

/** The workers' queues; the answer refreshes them, to be called before each scrape is written. */
function registerBacklogMetrics(registry: Registry, deps: ServiceDeps): () => Promise<void> {
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] });
  const outboxPending = gauge('sponsorly_outbox_pending', 'Emails waiting in the outbox to be sent.');
  const outboxOldest = gauge('sponsorly_outbox_oldest_age_seconds', 'Age of the oldest email waiting in the outbox.');
  const timersDue = gauge('sponsorly_timers_due', 'Deadlines passed and not applied yet, by timer.', ['kind']);
  const timersLag = gauge('sponsorly_timers_oldest_lag_seconds', 'How long ago the oldest unapplied deadline passed, by timer.', [
    'kind',
  ]);
  const paymentsPending = gauge('sponsorly_payment_operations_pending', 'Payment operations the provider has not settled yet.');
  const paymentsOldest = gauge(
    'sponsorly_payment_operations_oldest_age_seconds',
    'Age of the oldest unsettled payment operation.',
  );
  return async () => {
    const backlog = await readBacklog(deps);
    outboxPending.set(backlog.outbox.count);
    outboxOldest.set(backlog.outbox.oldestSeconds);
    paymentsPending.set(backlog.payments.count);
    paymentsOldest.set(backlog.payments.oldestSeconds);
    for (const kind of WATCHED_TIMERS) {
      timersDue.set({ kind }, backlog.timers[kind].count);
      timersLag.set({ kind }, backlog.timers[kind].oldestSeconds);
    }
  };
}

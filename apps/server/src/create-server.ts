import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import {
  appRouter,
  createCallerFactory,
  currentUser,
  setStreamPingInterval,
  type OutboxWorker,
  type ServiceDeps,
  type TimerWorker,
} from '@sponsorly/api';
import { createDatabase, migrateToLatest, startEmbeddedUpkeep, type DatabaseHandle, type EmbeddedUpkeep } from '@sponsorly/db';
import { DELIVERABLE_LIMITS } from '@sponsorly/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildServiceDeps, type DepsOptions } from './build-deps';
import type { Config } from './config';
import { startDraining } from './draining';
import { apiDocs } from './plugins/api-docs';
import { registerErrorHandler } from './plugins/error-handler';
import { registerMetrics } from './plugins/metrics';
import { createReadiness, readinessRoute, type Readiness } from './plugins/readiness';
import { registerRealtime, type RealtimeOptions } from './plugins/realtime';
import { requestContextFor } from './plugins/request-context';
import { registerRequestId, requestIdOf } from './plugins/request-id';
import { RequestLog } from './plugins/request-log';
import { restApi } from './plugins/rest-api';
import { uploads } from './plugins/uploads';
import { mediaUploads } from './plugins/media-uploads';
import { registerSecurity } from './plugins/security';
import { registerSessionCookie } from './plugins/session-cookie';
import { registerTrpc } from './plugins/trpc';
import { registerWebApp } from './plugins/web-app';
import { accountExportRoute } from './rest/account-export-route';
import { analyticsCsvRoute } from './rest/analytics-csv-route';
import { connectionRoutes } from './rest/connection-routes';
import { moneyDocumentRoutes } from './rest/money-documents';
import { notificationsUnsubscribeRoute } from './rest/notifications-unsubscribe-route';
import { stripeWebhookRoute } from './rest/stripe-webhook-route';
import { verifyEmailRoute } from './rest/verify-email-route';

/** Request bodies above this size are refused with 413. */
const BODY_LIMIT = 100 * 1024;

export interface ServerOptions extends DepsOptions {
  /** Start the outbox and timer workers (tests drain the outbox and run due timers by hand instead). */
  startWorker?: boolean;
  /** Pass a database already opened (tests share one per file). */
  database?: DatabaseHandle;
  /** Serve the web app from another folder. */
  webRoot?: string;
  /** Where the log goes (tests read it to prove no secret is logged). */
  logStream?: { write(line: string): void };
  /** The real-time streams' settings (tests shorten the session re-check). */
  realtime?: RealtimeOptions;
}

export interface Server {
  app: FastifyInstance;
  deps: ServiceDeps;
  worker: OutboxWorker;
  timers: TimerWorker;
  database: DatabaseHandle;
  /** Whether this process should get traffic (GET /api/ready); draining turns it off. */
  readiness: Readiness;
  /**
   * Stops the way a deploy wants: readiness turns 503 at once, requests are still served for `delayMs`
   * so a proxy notices (one that retries elsewhere is told at once: draining.ts), then no new connection
   * is taken, requests in flight finish, event streams end (clients reconnect elsewhere), the workers stop
   * and everything closes.
   */
  drain(delayMs: number): Promise<void>;
  close(): Promise<void>;
}

const createCaller = createCallerFactory(appRouter);

/** The procedure at a tRPC path (`deals.get`) on a caller. */
function procedureAt(caller: ReturnType<typeof createCaller>, path: string): (input: unknown) => Promise<unknown> {
  const procedure = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  if (typeof procedure !== 'function') throw new Error(`No procedure at ${path}`);
  return procedure as (input: unknown) => Promise<unknown>;
}

export async function createServer(config: Config, options: ServerOptions = {}): Promise<Server> {
  const database = options.database ?? (await createDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  await migrateToLatest(database.db);
  setStreamPingInterval(config.realtimePingMs);

  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Links in requests carry tokens in their query; the log keeps only the path.
      serializers: {
        req: (req) => ({ method: req.method, url: String(req.url).split('?')[0], remoteAddress: req.ip }),
      },
    },
    // Believe exactly the configured number of proxies, counted from our side (the rightmost hops).
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    // Logs the requests worth a look instead of two lines for each (plugins/request-log.ts).
    logController: new RequestLog(config.logLevel === 'debug' || config.logLevel === 'trace'),
    bodyLimit: BODY_LIMIT,
    // Fastify would answer 503 to every request from the moment it starts closing, while it still listens
    // (its preClose hooks end the event streams first): a proxy may not send a POST answered so elsewhere.
    // Served instead; draining.ts says how the listener closes without losing a request.
    return503OnClosing: false,
    genReqId: requestIdOf,
    // tRPC batches put several procedure names in one path segment.
    routerOptions: { maxParamLength: 5000 },
  });
  const {
    deps,
    worker,
    timers,
    ready,
    redisConnected,
    close: closeDeps,
  } = buildServiceDeps(config, database, options, (msg) => app.log.warn(msg));

  registerRequestId(app);
  registerErrorHandler(app);
  // JSON is the only body the API takes; anything else is answered 415 instead of being guessed at.
  app.removeContentTypeParser('text/plain');
  // An empty JSON body is no body (the spec's test-email call POSTs one); anything else goes through
  // Fastify's own parser, which refuses malformed JSON and prototype poisoning.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body as string, done),
  );
  await registerSecurity(app, config.appUrl, config.captcha.provider);
  await app.register(cookie);
  registerSessionCookie(app, config.secureCookies);
  app.addHook('onSend', async (request, reply) => {
    // Stored pictures keep their year of caching: each address names one upload (plugins/media-uploads.ts).
    if (request.url.startsWith('/api/media/') && reply.statusCode === 200) return;
    if (request.url.startsWith('/api/') || request.url.startsWith('/trpc/')) reply.header('Cache-Control', 'no-store');
  });
  const hub = await registerRealtime(app, deps, database, options.realtime);
  registerMetrics(app, { deps, hub, pool: database.pool, token: config.metricsToken });
  const readiness = createReadiness({ db: deps.db, redisConnected, listenerConnected: () => hub.connected() });
  await registerTrpc(app, deps, config.secureCookies);
  await app.register(
    async (api) => {
      // Multipart bodies, for drafts sent as files (plugins/uploads.ts); each upload sets its own limits.
      await api.register(multipart, { limits: { fileSize: DELIVERABLE_LIMITS.fileMaxBytes, files: 1 } });
      await api.register(uploads, { deps, secureCookies: config.secureCookies });
      await api.register(mediaUploads, { deps, secureCookies: config.secureCookies });
      await api.register(restApi, { deps, secureCookies: config.secureCookies });
      await api.register(verifyEmailRoute, { deps });
      await api.register(stripeWebhookRoute, { deps });
      await api.register(moneyDocumentRoutes, { deps, secureCookies: config.secureCookies });
      await api.register(accountExportRoute, { deps, secureCookies: config.secureCookies });
      await api.register(analyticsCsvRoute, { deps, secureCookies: config.secureCookies });
      await api.register(notificationsUnsubscribeRoute, { deps });
      await api.register(connectionRoutes, { deps, secureCookies: config.secureCookies });
      await api.register(readinessRoute, { readiness });
      await api.register(apiDocs, { appUrl: config.appUrl, contactEmail: config.contact.email });
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, options.webRoot, {
    db: deps.db,
    appUrl: config.appUrl,
    sessionUser: async (request, reply) => {
      const session = await requestContextFor(deps, config.secureCookies, request, reply, 'trpc').getSession();
      return session ? currentUser(deps, session) : null;
    },
    callsFor: (request, reply) => {
      const caller = createCaller(requestContextFor(deps, config.secureCookies, request, reply, 'trpc'));
      return (path, input) => procedureAt(caller, path)(input);
    },
  });
  // Limits shared through Redis count across instances only once it is connected.
  await ready;

  // The embedded database has no autovacuum: the server keeps its tables up itself (embedded-upkeep.ts).
  let upkeep: EmbeddedUpkeep | undefined;
  if (options.startWorker !== false) {
    worker.start();
    timers.start();
    if (database.kind === 'pglite') upkeep = startEmbeddedUpkeep(database.db, { log: (msg) => app.log.warn(msg) });
  }

  const close = async () => {
    await upkeep?.stop();
    await timers.stop();
    await worker.stop();
    await app.close();
    closeDeps();
    if (!options.database) await database.close();
  };

  return {
    app,
    deps,
    worker,
    timers,
    database,
    readiness,
    drain: async (delayMs) => {
      readiness.drain();
      const draining = startDraining(app.server);
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      await draining.stopListening();
      await close();
    },
    close,
  };
}

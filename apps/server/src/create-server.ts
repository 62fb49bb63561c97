import cookie from '@fastify/cookie';
import { createAltchaCaptcha, createOutboxWorker, createRateLimiters, createSiteverifyCaptcha, type OutboxWorker, type ServiceDeps } from '@sponsorly/api';
import { createDatabase, migrateToLatest, type DatabaseHandle } from '@sponsorly/db';
import { createConsoleTransport, createMailgunTransport, type EmailTransport } from '@sponsorly/email';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurity } from './plugins/security';
import { registerTrpc } from './plugins/trpc';
import { registerWebApp } from './plugins/web-app';
import { authRoutes } from './rest/auth-routes';
import { adminRoutes } from './rest/admin-routes';
import { profileRoutes } from './rest/profile-routes';
import { publicFormRoutes } from './rest/public-form-routes';
import { systemRoutes } from './rest/system-routes';

/** Request bodies above this size are refused with 413. */
const BODY_LIMIT = 100 * 1024;

export interface ServerOptions {
  /** Replace the clock (tests move time forward). */
  now?: () => Date;
  /** Replace the email transport chosen from the configuration. */
  transport?: EmailTransport;
  /** Start the outbox worker's timer (tests drain it by hand instead). */
  startWorker?: boolean;
  /** Faster retries for tests of the outbox. */
  outbox?: Partial<ServiceDeps['settings']['outbox']>;
  /** Pass a database already opened (tests share one per file). */
  database?: DatabaseHandle;
  /** Serve the web app from another folder. */
  webRoot?: string;
  /** Prefix of rate-limit keys (in Redis): instances of one deployment share it. */
  rateLimitPrefix?: string;
  /** Where the log goes (tests read it to prove no secret is logged). */
  logStream?: { write(line: string): void };
}

export interface Server {
  app: FastifyInstance;
  deps: ServiceDeps;
  worker: OutboxWorker;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export async function createServer(config: Config, options: ServerOptions = {}): Promise<Server> {
  const database = options.database ?? (await createDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  await migrateToLatest(database.db, database.schema);

  const redis = config.redisUrl ? new Redis(config.redisUrl, { enableOfflineQueue: false, lazyConnect: false }) : undefined;
  redis?.on('error', () => {});

  const transport =
    options.transport ??
    (config.mailgun ? createMailgunTransport(config.mailgun) : createConsoleTransport());

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
    bodyLimit: BODY_LIMIT,
    // tRPC batches put several procedure names in one path segment.
    routerOptions: { maxParamLength: 5000 },
  });

  const now = options.now ?? (() => new Date());
  const captcha =
    config.captcha.provider === 'altcha'
      ? createAltchaCaptcha({ db: database.db, secret: config.secret, now })
      : createSiteverifyCaptcha({
          provider: config.captcha.provider,
          siteKey: config.captcha.siteKey!,
          secret: config.captcha.secret!,
          verifyUrl: config.captcha.verifyUrl,
          db: database.db,
          now,
        });
  const deps: ServiceDeps = {
    db: database.db,
    settings: {
      appUrl: config.appUrl,
      mailFrom: config.mailFrom,
      adminEmails: config.adminEmails,
      contact: config.contact,
      outbox: { maxAttempts: 8, backoffBaseMs: 60_000, backoffMaxMs: 60 * 60_000, pollIntervalMs: 2_000, ...options.outbox },
    },
    limiters: createRateLimiters({ factor: config.rateLimitFactor, redis, prefix: options.rateLimitPrefix }),
    transport,
    now,
    captcha,
    // Called only after start-up, when the worker below exists.
    notifyOutbox: () => worker.nudge(),
  };
  const worker = createOutboxWorker(deps, (msg) => app.log.warn(msg));

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
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/trpc/')) reply.header('Cache-Control', 'no-store');
  });
  await registerTrpc(app, deps, config.secureCookies);
  await app.register(
    async (api) => {
      await api.register(authRoutes, { deps, secureCookies: config.secureCookies });
      await api.register(systemRoutes, { deps });
      await api.register(profileRoutes, { deps });
      await api.register(publicFormRoutes, { deps, captcha });
      await api.register(adminRoutes, { deps });
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, options.webRoot);

  if (options.startWorker !== false) worker.start();

  return {
    app,
    deps,
    worker,
    database,
    async close() {
      await worker.stop();
      await app.close();
      redis?.disconnect();
      if (!options.database) await database.close();
    },
  };
}

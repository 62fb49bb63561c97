import {
  createAltchaCaptcha,
  createLocalFileStorage,
  createS3FileStorage,
  createOutboxWorker,
  applyProviderEvents,
  createPaymentProviders,
  createRateLimiters,
  createSiteverifyCaptcha,
  createTimerWorker,
  deriveTokenKey,
  outboxSettings,
  type OutboxWorker,
  type ServiceDeps,
  type TimerWorker,
} from '@sponsorly/api';
import type { DatabaseHandle } from '@sponsorly/db';
import { createConsoleTransport, createMailgunTransport, type EmailTransport } from '@sponsorly/email';
import { Redis } from 'ioredis';
import type { Config } from './config';

export interface DepsOptions {
  /** Replace the clock (tests move time forward). */
  now?: () => Date;
  /** Replace the email transport chosen from the configuration. */
  transport?: EmailTransport;
  /** Faster retries for tests of the outbox. */
  outbox?: Partial<ServiceDeps['settings']['outbox']>;
  /** Prefix of rate-limit keys (in Redis): instances of one deployment share it. */
  rateLimitPrefix?: string;
}

export interface BuiltDeps {
  deps: ServiceDeps;
  worker: OutboxWorker;
  /** The deadlines of offers and deals (packages/api/src/timers). */
  timers: TimerWorker;
  /**
   * Resolves once the Redis connection is ready (at once without REDIS_URL), or when its first attempt
   * fails or has not ended within REDIS_CONNECT_WAIT_MS: until it is ready, every limit is counted by
   * this process alone.
   */
  ready: Promise<void>;
  /** Whether Redis answers now; undefined without REDIS_URL (readiness). */
  redisConnected: (() => boolean) | undefined;
  /** Closes what the dependencies opened (the Redis connection). */
  close(): void;
}

/** How long a starting server waits for Redis before it serves with limits counted in memory. */
const REDIS_CONNECT_WAIT_MS = 5_000;

function redisReady(redis: Redis, log: (msg: string) => void): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = (problem?: string) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      redis.off('error', onError);
      if (problem) log(`Redis ${problem}: rate limits are counted in this process until it connects.`);
      resolve();
    };
    const onReady = () => done();
    // A refused connection fails at once; the client keeps retrying in the background.
    const onError = (error: Error) => done(`unreachable (${error.message})`);
    const timer = setTimeout(() => done(`not ready after ${REDIS_CONNECT_WAIT_MS / 1000} s`), REDIS_CONNECT_WAIT_MS);
    timer.unref();
    redis.once('ready', onReady);
    redis.once('error', onError);
  });
}

/** Everything the services need, built from the validated configuration: one place, for the server and its tests. */
export function buildServiceDeps(
  config: Config,
  database: DatabaseHandle,
  options: DepsOptions,
  log: (msg: string) => void,
): BuiltDeps {
  const redis = config.redisUrl ? new Redis(config.redisUrl, { enableOfflineQueue: false, lazyConnect: false }) : undefined;
  // The limiters fall back to memory while Redis is away; its errors need no other handling.
  redis?.on('error', () => {});

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
    parallelStatements: database.kind === 'postgres',
    settings: {
      appUrl: config.appUrl,
      linkSecret: config.secret,
      mailFrom: config.mailFrom,
      adminEmails: config.adminEmails,
      contact: config.contact,
      companyName: config.companyName,
      socialLinks: config.socialLinks,
      outbox: outboxSettings({ claimLeaseMs: config.outboxClaimLeaseMs, ...options.outbox }),
      platformFeePercent: config.platformFeePercent,
      clearingDays: config.clearingDays,
      platforms: config.platforms,
      platformTimeoutMs: config.platformTimeoutMs,
      tokenKey: deriveTokenKey(config.secret),
    },
    limiters: createRateLimiters({
      factor: config.rateLimitFactor,
      redis,
      prefix: options.rateLimitPrefix,
      usage: config.usageLimits,
    }),
    transport: options.transport ?? (config.mailgun ? createMailgunTransport(config.mailgun) : createConsoleTransport()),
    now,
    captcha,
    ...createPaymentProviders(config.paymentProvider, config.stripe),
    files: config.s3 ? createS3FileStorage(config.s3) : createLocalFileStorage(config.filesDir),
    // Called only after start-up, when the worker below exists.
    notifyOutbox: () => worker.nudge(),
    // A webhook is applied right after it is kept; one that fails waits for the timer worker's next round.
    notifyProviderEvents: () => void applyProviderEvents(deps, 10).catch((error) => log(`webhook events: ${String(error)}`)),
  };
  const worker = createOutboxWorker(deps, log);
  const timers = createTimerWorker(deps, log);
  const ready = redis ? redisReady(redis, log) : Promise.resolve();
  return {
    deps,
    worker,
    timers,
    ready,
    redisConnected: redis ? () => redis.status === 'ready' : undefined,
    close: () => redis?.disconnect(),
  };
}

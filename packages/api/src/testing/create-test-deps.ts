import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalFileStorage } from '../files/file-storage';
import { createTestDatabase, type DatabaseHandle } from '@sponsorly/db';
import { createAltchaCaptcha, type AltchaCaptcha } from '../captcha/altcha-captcha';
import type { ServiceDeps, ServiceSettings } from '../lib/deps';
import { createRateLimiters } from '../lib/rate-limits';
import { outboxSettings, type OutboxSettings } from '../outbox/outbox-settings';
import type { PaymentProvider } from '../payments/provider';
import { createSandboxProvider } from '../payments/sandbox-provider';
import { createOutboxWorker, type OutboxWorker } from '../outbox/outbox-worker';
import { solveCaptcha } from './captcha';
import { createCapturingTransport, type CapturingTransport } from './capturing-transport';
import { createFakeClock, type FakeClock } from './fake-clock';

export interface TestDepsOptions {
  /** Settings to change from the test defaults below. */
  settings?: Partial<Omit<ServiceSettings, 'outbox'>> & { outbox?: Partial<OutboxSettings> };
  /** Multiplies every rate limit, as RATE_LIMIT_FACTOR does. */
  rateLimitFactor?: number;
  /** Where the fake clock starts (by default, now). */
  startAt?: Date;
  /** The payment provider (by default the sandbox), for tests that need one to fail or stall. */
  payments?: PaymentProvider;
}

/** Real service dependencies, plus what a test needs to drive and inspect them. */
export interface TestDeps extends ServiceDeps {
  captcha: AltchaCaptcha;
  database: DatabaseHandle;
  clock: FakeClock;
  /** The transport of `deps.transport`: what the outbox delivered, and a switch to make it fail. */
  mail: CapturingTransport;
  worker: OutboxWorker;
  /** How many times a service asked for delivery after a commit. */
  readonly outboxNudges: number;
  /** What the outbox worker logged (failed attempts). */
  outboxLog: string[];
  /** Delivers every message due now, through `mail`; resolves when none is left. */
  deliverEmail(): Promise<void>;
  /** A solved ALTCHA challenge, the token a public form submits. */
  solveCaptcha(): Promise<string>;
  close(): Promise<void>;
}

/**
 * Builds the dependencies the server gives its services, for a service test without HTTP: a fresh
 * database migrated to the latest schema (PGlite in memory, or a database of its own on the PostgreSQL
 * named by DATABASE_URL), a fake clock, a capturing email transport behind the real outbox worker,
 * in-memory rate limiters with the product's rules, and the ALTCHA verifier. Call close() when done.
 */
export async function createTestDeps(options: TestDepsOptions = {}): Promise<TestDeps> {
  const database = await createTestDatabase();
  const clock = createFakeClock(options.startAt);
  const mail = createCapturingTransport();
  const { outbox, ...settings } = options.settings ?? {};
  const captcha = createAltchaCaptcha({ db: database.db, secret: randomBytes(32).toString('hex'), now: clock.now });
  let outboxNudges = 0;
  const outboxLog: string[] = [];

  const deps: ServiceDeps = {
    db: database.db,
    parallelStatements: database.kind === 'postgres',
    settings: {
      appUrl: 'http://localhost:3000',
      linkSecret: randomBytes(32).toString('hex'),
      mailFrom: 'Sponsorly <no-reply@sponsorly.test>',
      adminEmails: [],
      contact: { email: 'team@sponsorly.test', phone: '+1 (555) 010-2022', address: '100 Market Street, San Francisco' },
      companyName: 'Sponsorly Inc.',
      ...settings,
      outbox: outboxSettings(outbox),
    },
    limiters: createRateLimiters({ factor: options.rateLimitFactor ?? 1 }),
    transport: mail,
    now: clock.now,
    captcha,
    payments: options.payments ?? createSandboxProvider(),
    files: createLocalFileStorage(mkdtempSync(join(tmpdir(), 'sponsorly-files-'))),
    // Delivery is driven by the test (deliverEmail), so a nudge is only counted.
    notifyOutbox: () => {
      outboxNudges++;
    },
  };
  const worker = createOutboxWorker(deps, (line) => outboxLog.push(line));

  return {
    ...deps,
    captcha,
    database,
    clock,
    mail,
    worker,
    get outboxNudges() {
      return outboxNudges;
    },
    outboxLog,
    deliverEmail: () => worker.drain(),
    solveCaptcha: () => solveCaptcha(captcha),
    async close() {
      await worker.stop();
      await database.close();
    },
  };
}

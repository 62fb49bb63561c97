import { randomBytes } from 'node:crypto';
import { createTestDatabase } from '@sponsorly/db';
import type { TimerRound } from '@sponsorly/api';
import { createMailgunTransport } from '@sponsorly/email';
import { loadConfig } from '../config';
import { createServer, type Server, type ServerOptions } from '../create-server';
import { MailgunFake } from './mailgun-fake';
import { checkAnswersAgainstDocument } from './openapi-conformance';

export interface TestServer extends Server {
  mail: MailgunFake;
  clock: { now: Date; advance(ms: number): void };
  /** Delivers the outbox now and returns when it is empty. */
  deliverEmail(): Promise<void>;
  /** Applies every deadline due at the test clock's time (offer expiry, funding, reminders). */
  runDueTimers(): Promise<TimerRound>;
  baseUrl: string;
  rateLimitPrefix: string;
}

/**
 * A real server on a fresh database for one test file, with mail going through mailgun.js to a local
 * fake and a clock the test can move. Every REST answer a test gets through `app.inject` must be one
 * the API document describes (openapi-conformance.ts). Call close() in afterAll.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: ServerOptions & { listen?: boolean } = {},
): Promise<TestServer> {
  const mail = new MailgunFake();
  await mail.start();
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: 'memory://',
    APP_URL: 'http://localhost:3000',
    ...env,
  });
  const ownDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  const rateLimitPrefix = options.rateLimitPrefix ?? `test-${randomBytes(4).toString('hex')}`;
  const server = await createServer(config, {
    transport: createMailgunTransport({ apiKey: 'key-test', domain: 'mg.test', url: mail.url, timeoutMs: 2000 }),
    now: () => clock.now,
    startWorker: false,
    outbox: { backoffBaseMs: 1, backoffMaxMs: 5, pollIntervalMs: 50 },
    ...options,
    rateLimitPrefix,
    database,
  });
  checkAnswersAgainstDocument(server.app);
  let baseUrl = '';
  if (options.listen) baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ...server,
    mail,
    clock,
    baseUrl,
    rateLimitPrefix,
    deliverEmail: () => server.worker.drain(),
    runDueTimers: () => server.timers.runDueTimers(),
    async close() {
      await server.close();
      if (ownDatabase) await database.close();
      await mail.stop();
    },
  };
}

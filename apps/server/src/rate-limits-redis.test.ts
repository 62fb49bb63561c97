import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type DatabaseHandle } from '@sponsorly/db';
import { Redis } from 'ioredis';
import { createVerifiedAccount } from './testing/accounts';
import { startTestServer, type TestServer } from './testing/test-server';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let redisUp = false;
let database: DatabaseHandle;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false });
  redisUp = await probe.connect().then(
    () => true,
    () => false,
  );
  probe.disconnect();
  if (!redisUp) return;
  // Two server instances on one database and one Redis, as behind a load balancer.
  database = await createTestDatabase();
  const env = { REDIS_URL };
  a = await startTestServer(env, { database, rateLimitPrefix: `test-${randomBytes(4).toString('hex')}` });
  b = await startTestServer(env, { database, rateLimitPrefix: a.rateLimitPrefix });
});
afterAll(async () => {
  if (!redisUp) return;
  await a.close();
  await b.close();
  await database.close();
});

describe('rate limits with REDIS_URL', () => {
  it('are shared by every instance', async (ctx) => {
    if (!redisUp) ctx.skip();
    const account = await createVerifiedAccount(a);
    for (let i = 0; i < 10; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: `bad-${i}-pass` },
      });
      expect(res.statusCode).toBe(401);
    }
    const blockedOnB = await b.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(blockedOnB.statusCode).toBe(429);
    const blockedOnA = await a.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(blockedOnA.statusCode).toBe(429);
  });
});

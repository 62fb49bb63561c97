import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type DatabaseHandle } from '@sponsorly/db';
import { LIMIT_MESSAGES } from '@sponsorly/shared';
import { Redis } from 'ioredis';
import { bearer, createVerifiedAccount } from './testing/accounts';
import { insertCreator } from './testing/creators';
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
  // Two server instances on one database and one Redis, as behind a load balancer; a prefix of this run's own.
  database = await createTestDatabase();
  const env = { REDIS_URL, LIMIT_FIRST_CONTACTS_PER_DAY_NEW_BRAND: '3', LIMIT_MESSAGES_PER_MINUTE: '100' };
  a = await startTestServer(env, { database, rateLimitPrefix: `usage-${randomBytes(4).toString('hex')}` });
  b = await startTestServer(env, { database, rateLimitPrefix: a.rateLimitPrefix });
});
afterAll(async () => {
  if (!redisUp) return;
  await a.close();
  await b.close();
  await database.close();
});

describe('usage limits with REDIS_URL', () => {
  it('count a brand’s first contacts across every instance', async (ctx) => {
    if (!redisUp) ctx.skip();
    const brand = await createVerifiedAccount(a, 'brand');
    const write = async (server: TestServer) => {
      const creatorId = await insertCreator(database.db, { first: 'Shared', last: randomBytes(3).toString('hex') });
      return server.app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: bearer(brand.sessionToken),
        payload: { creator_id: creatorId, body: 'Hello' },
      });
    };
    expect((await write(a)).statusCode).toBe(201);
    expect((await write(b)).statusCode).toBe(201);
    expect((await write(a)).statusCode).toBe(201);
    const refusedOnB = await write(b);
    expect(refusedOnB.statusCode).toBe(429);
    expect(refusedOnB.json().message).toBe(LIMIT_MESSAGES.firstContacts(3, refusedOnB.json().retry_after));
    expect((await write(a)).statusCode).toBe(429);
  });
});

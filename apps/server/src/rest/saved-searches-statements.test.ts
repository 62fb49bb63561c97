import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOVERY_LIMITS, DISCOVERY_MESSAGES } from '@sponsorly/shared';
import type { KyselyPlugin } from '@sponsorly/db';
import { bearer, createVerifiedAccount } from '../testing/accounts';
import { insertCreator } from '../testing/creators';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '20' });
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** The statements the server sends to the database while `run` runs. */
async function statementsDuring(run: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      count++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const original = server.deps.db;
  server.deps.db = original.withPlugin(counter);
  try {
    await run();
  } finally {
    server.deps.db = original;
  }
  return count;
}

describe('saved searches', () => {
  it('are read with their new creators counted in one statement, however many there are', async () => {
    const brand = (await createVerifiedAccount(server, 'brand')).sessionToken;
    const list = async () => {
      const res = await call('GET', '/api/saved-searches', brand);
      expect(res.statusCode).toBe(200);
      return res.json().searches as { name: string; new_count: number }[];
    };
    const withNone = await statementsDuring(list);
    const verticals = ['foodie', 'travel', 'comedy', 'beauty', 'gaming'];
    for (const vertical of verticals) {
      expect(
        (await call('POST', '/api/saved-searches', brand, { name: vertical, query: `vertical=${vertical}` })).statusCode,
      ).toBe(201);
    }
    await insertCreator(server.database.db, { first: 'Fay', last: 'Food', vertical: 'foodie' });
    await insertCreator(server.database.db, { first: 'Tom', last: 'Trip', vertical: 'travel' });
    await insertCreator(server.database.db, { first: 'Tia', last: 'Trek', vertical: 'travel' });

    let searches: Awaited<ReturnType<typeof list>> = [];
    const withFive = await statementsDuring(async () => (searches = await list()));
    expect(withFive).toBe(withNone + 1);
    expect(Object.fromEntries(searches.map((s) => [s.name, s.new_count]))).toEqual({
      foodie: 1,
      travel: 2,
      comedy: 0,
      beauty: 0,
      gaming: 0,
    });
  });

  it(`stay at ${DISCOVERY_LIMITS.savedSearchesMax} even when the last ones are saved at once`, async () => {
    const account = await createVerifiedAccount(server, 'brand');
    const max = DISCOVERY_LIMITS.savedSearchesMax;
    await server.database.db
      .insertInto('saved_searches')
      .values(
        Array.from({ length: max - 2 }, (_, i) => ({
          user_id: account.user.id,
          name: `Search ${i}`,
          query: `q=word${i}`,
          created_at: new Date(),
          last_seen_at: new Date(),
        })),
      )
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('POST', '/api/saved-searches', account.sessionToken, { name: `At once ${i}`, query: `q=once${i}` }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().message).toBe(DISCOVERY_MESSAGES.savedSearchesFull);
    const { n } = await server.database.db
      .selectFrom('saved_searches')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', account.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(max);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '@sponsorly/api';
import { startTestServer, type TestServer } from '../testing/test-server';
import { seedSampleData } from './accounts';
import { seedMarketplace } from './marketplace';
import { SAMPLE_BRANDS, SAMPLE_CREATORS } from './people';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the sample marketplace', () => {
  // A whole marketplace through the API: about 20 s on PGlite on a busy machine.
  it('makes full profiles, open campaigns and a deal in every state, through the API, with a balanced ledger', {
    timeout: 120_000,
  }, async () => {
    const accounts = await seedSampleData(server.deps.db, server.clock.now);
    expect(accounts).toMatchObject({ creators: SAMPLE_CREATORS.length, brands: SAMPLE_BRANDS.length });
    expect(await seedMarketplace(server, server.clock.now)).toEqual({ campaigns: 4, deals: 9 });

    const db = server.deps.db;
    const statuses = (await db.selectFrom('deals').select('status').execute()).map((d) => d.status).sort();
    expect(statuses).toEqual(
      [
        'awaiting_funding',
        'canceled',
        'completed',
        'completed',
        'declined',
        'delivered',
        'disputed',
        'in_progress',
        'offered',
      ].sort(),
    );
    const open = await db.selectFrom('campaigns').select('status').where('status', '=', 'open').execute();
    expect(open).toHaveLength(4);
    // Every creator is findable, with an audience and a package on the rate card.
    const searchable = await db.selectFrom('creator_profiles').select('user_id').where('searchable', '=', true).execute();
    expect(searchable).toHaveLength(SAMPLE_CREATORS.length);
    expect(await db.selectFrom('creator_packages').select('id').execute()).toHaveLength(SAMPLE_CREATORS.length);
    expect((await db.selectFrom('deal_reviews').select('deal_id').execute()).length).toBe(2);
    // The seed's own sessions are gone; the money it moved balances.
    expect(await db.selectFrom('sessions').select('id').execute()).toEqual([]);
    expect((await checkLedger(db, server.clock.now)).problems).toEqual([]);
  });

  it('leaves a seeded marketplace as it is when run again', async () => {
    const before = await server.deps.db.selectFrom('deals').select('id').execute();
    expect(await seedSampleData(server.deps.db, server.clock.now)).toMatchObject({ creators: 0, brands: 0 });
    expect(await seedMarketplace(server, server.clock.now)).toBeNull();
    expect(await server.deps.db.selectFrom('deals').select('id').execute()).toHaveLength(before.length);
  });
});

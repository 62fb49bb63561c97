import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_LIMITS, DEAL_MESSAGES } from '@sponsorly/shared';
import { dealAccounts, dealCall, offerBody, versionShown, type Account } from '../testing/deals';
import { startTestServer, type TestServer } from '../testing/test-server';

const ADMIN = 'deals-views-chief@example.com';
let server: TestServer;
let call: ReturnType<typeof dealCall>;
let brand: Account;
let creator: Account;
let otherBrand: Account;
let otherCreator: Account;
let admin: Account;
const ids: string[] = [];
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_FACTOR: '50' });
  call = dealCall(server);
  ({ brand, creator, otherBrand, otherCreator, admin } = await dealAccounts(server, ADMIN));
  // Five offers a second apart, the last two declined and countered; and one between other parties.
  for (let i = 0; i < 5; i++) {
    const made = await call(
      'POST',
      '/api/deals',
      brand.sessionToken,
      offerBody(server, creator.user.id, { price_cents: 10_000 + i }),
    );
    ids.push(made.json().deal.id);
    server.clock.advance(1000);
  }
  await call('POST', `/api/deals/${ids[3]}/decline`, creator.sessionToken);
  await call('POST', `/api/deals/${ids[4]}/counter`, creator.sessionToken, {
    version: await versionShown(server, ids[4]!),
    price_cents: 20_000,
    message: 'More',
  });
  await call('POST', '/api/deals', otherBrand.sessionToken, offerBody(server, otherCreator.user.id));
});
afterAll(() => server.close());

type Item = { id: string; status: string };
const listIds = async (token: string, query = '') => {
  const res = await call('GET', `/api/deals${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return {
    ids: res.json().items.map((d: Item) => d.id) as string[],
    next: res.json().next_cursor as string | null,
    items: res.json().items,
  };
};

describe('GET /api/deals', () => {
  it('lists the reader’s own deals, newest first, with the current terms as each side sees them', async () => {
    const mine = await listIds(brand.sessionToken);
    expect(mine.ids).toEqual([...ids].reverse());
    expect(mine.next).toBeNull();
    const countered = mine.items[0];
    expect(countered).toMatchObject({
      status: 'offered',
      awaiting: 'brand',
      counterpart: { name: 'Maya Lopez' },
      terms: { version: 2, price_cents: 20_000, fee_cents: 2_000, total_cents: 22_000 },
    });
    expect(countered).not.toHaveProperty('versions');

    const theirs = await listIds(creator.sessionToken);
    expect(theirs.ids).toEqual([...ids].reverse());
    expect(JSON.stringify(theirs.items)).not.toMatch(/fee_cents|total_cents/);
    // Strangers see none of them.
    expect((await listIds(otherCreator.sessionToken)).ids).not.toContain(ids[0]);
    expect((await listIds(otherBrand.sessionToken)).ids).toHaveLength(1);
  });

  it('keeps the states asked for, given once, repeated or comma-separated', async () => {
    expect((await listIds(brand.sessionToken, '?status=declined')).ids).toEqual([ids[3]]);
    expect((await listIds(brand.sessionToken, '?status=declined&status=withdrawn')).ids).toEqual([ids[3]]);
    expect((await listIds(creator.sessionToken, '?status=offered,declined')).ids).toHaveLength(5);
    expect((await listIds(creator.sessionToken, '?status=awaiting_funding')).ids).toEqual([]);
    const bad = await call('GET', '/api/deals?status=pending', brand.sessionToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(DEAL_MESSAGES.invalidStatus);
  });

  it('pages by cursor without skipping or repeating a deal, even when deals change between pages', async () => {
    const first = await listIds(brand.sessionToken, '?limit=2');
    expect(first.ids).toEqual([ids[4], ids[3]]);
    // A deal changing meanwhile keeps its place: the order is by creation.
    await call('POST', `/api/deals/${ids[0]}/withdraw`, brand.sessionToken);
    const second = await listIds(brand.sessionToken, `?limit=2&cursor=${first.next}`);
    expect(second.ids).toEqual([ids[2], ids[1]]);
    const third = await listIds(brand.sessionToken, `?limit=2&cursor=${second.next}`);
    expect(third).toMatchObject({ ids: [ids[0]], next: null });
    for (const [query, message] of [
      ['?cursor=garbage', DEAL_MESSAGES.invalidCursor],
      [`?cursor=${Buffer.from('["2026-01-01","x"]').toString('base64url')}`, DEAL_MESSAGES.invalidCursor],
      // The right shape but no instant: refused, never handed to the database (which would answer 500).
      [
        `?cursor=${Buffer.from(JSON.stringify(['2026-13-45T99:99:99.000000Z', ids[0]])).toString('base64url')}`,
        DEAL_MESSAGES.invalidCursor,
      ],
      [
        `?cursor=${Buffer.from(JSON.stringify(['0000-01-01 00:00:00Z', ids[0]])).toString('base64url')}`,
        DEAL_MESSAGES.invalidCursor,
      ],
      [
        `?cursor=${Buffer.from(JSON.stringify(['2026-13-45 99:99:99Z', ids[0]])).toString('base64url')}`,
        DEAL_MESSAGES.invalidCursor,
      ],
      [`?limit=${DEAL_LIMITS.pageSizeMax + 1}`, DEAL_MESSAGES.invalidLimit],
      ['?limit=0', DEAL_MESSAGES.invalidLimit],
    ]) {
      const res = await call('GET', `/api/deals${query}`, brand.sessionToken);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('lists every deal for an admin, and nothing for anonymous callers', async () => {
    const all = await listIds(admin.sessionToken, '?limit=50');
    expect(all.ids).toEqual(expect.arrayContaining(ids));
    expect(all.ids.length).toBeGreaterThanOrEqual(6);
    expect(all.items[0]).toMatchObject({ your_side: null, counterpart: null });
    expect(all.items.find((d: Item) => d.id === ids[1]).terms).toHaveProperty('fee_cents');
    expect((await call('GET', '/api/deals')).statusCode).toBe(401);
  });
});

describe('GET /api/deals/:id', () => {
  it('shows a party the deal with its terms, every version with what changed, every step, and what comes next', async () => {
    const { deal } = (await call('GET', `/api/deals/${ids[4]}`, brand.sessionToken)).json();
    expect(deal).toMatchObject({
      id: ids[4],
      status: 'offered',
      awaiting: 'brand',
      your_side: 'brand',
      counterpart: { id: creator.user.id, name: 'Maya Lopez' },
      next_step: 'Accept, counter or decline the creator’s terms before they expire.',
      actions: ['accept', 'decline', 'counter'],
      versions: [
        { version: 1, proposed_by: 'brand', price_cents: 10_004, fee_cents: 1_000, changed: [] },
        { version: 2, proposed_by: 'creator', price_cents: 20_000, fee_cents: 2_000, message: 'More', changed: ['price_cents'] },
      ],
      events: [
        { actor: 'brand', action: 'offer', from_status: null, to_status: 'offered', version: 1 },
        { actor: 'creator', action: 'counter', from_status: 'offered', to_status: 'offered', version: 2 },
      ],
    });
    // The pair's one conversation, the same from either side, and the one the conversations answer reads.
    const conversation = await server.deps.db
      .selectFrom('conversations')
      .select('id')
      .where('brand_id', '=', brand.user.id)
      .where('creator_id', '=', creator.user.id)
      .executeTakeFirstOrThrow();
    expect(deal.conversation_id).toBe(conversation.id);
    expect((await call('GET', `/api/deals/${ids[4]}`, creator.sessionToken)).json().deal.conversation_id).toBe(conversation.id);
    expect((await call('GET', `/api/conversations/${conversation.id}`, creator.sessionToken)).statusCode).toBe(200);
  });

  it('lets an admin read any deal, and answers anyone else 404 as for a deal that does not exist', async () => {
    const asAdmin = await call('GET', `/api/deals/${ids[4]}`, admin.sessionToken);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().deal).toMatchObject({
      your_side: null,
      counterpart: null,
      conversation_id: null,
      actions: [],
      next_step: 'Waiting for the brand to answer the offer.',
      terms: { fee_cents: 2_000 },
    });
    const missing = await call('GET', '/api/deals/00000000-0000-4000-8000-000000000000', otherBrand.sessionToken);
    for (const token of [otherBrand.sessionToken, otherCreator.sessionToken]) {
      const res = await call('GET', `/api/deals/${ids[4]}`, token);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(missing.body);
    }
    expect((await call('GET', '/api/deals/not-an-id', brand.sessionToken)).statusCode).toBe(404);
    expect((await call('GET', `/api/deals/${ids[4]}`)).statusCode).toBe(401);
  });
});

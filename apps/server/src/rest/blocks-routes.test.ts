import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_MESSAGES } from '@sponsorly/shared';
import { bearer, createVerifiedAccount } from '../testing/accounts';
import { application, publishedCampaign, setCreatorProfile } from '../testing/campaigns';
import { acceptLatest, dealCall, offerBody, versionShown, type Account } from '../testing/deals';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let call: ReturnType<typeof dealCall>;
let brand: Account;
let creator: Account;
let otherBrand: Account;
let otherCreator: Account;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '50' });
  call = dealCall(server);
  [brand, creator, otherBrand, otherCreator] = await Promise.all([
    createVerifiedAccount(server, 'brand'),
    createVerifiedAccount(server, 'creator', { firstName: 'Maya', lastName: 'Lopez' }),
    createVerifiedAccount(server, 'brand'),
    createVerifiedAccount(server, 'creator'),
  ]);
  // Alike, so each is in the other's "more like this".
  for (const id of [creator.user.id, otherCreator.user.id])
    await setCreatorProfile(server.database.db, id, { vertical: 'foodie', categories: ['Vegan baking'] });
  await server.database.db
    .updateTable('brand_profiles')
    .set({ company_name: 'Acme Labs' })
    .where('user_id', '=', brand.user.id)
    .execute();
});
afterAll(() => server.close());
// A test that fails midway leaves no block behind for the next.
afterEach(() => server.database.db.deleteFrom('blocks').execute());

const BLOCKED = { code: 'blocked', message: BLOCK_MESSAGES.blocked };
const del = (url: string, token?: string) => server.app.inject({ method: 'DELETE', url, headers: token ? bearer(token) : {} });
const block = (token: string, userId: string) => call('POST', '/api/blocks', token, { user_id: userId });
const unblock = (token: string, userId: string) => del(`/api/blocks/${userId}`, token);
const searchIds = async (token: string) =>
  ((await call('GET', '/api/creators/search', token)).json().items as { id: string }[]).map((c) => c.id);

describe('blocking and unblocking', () => {
  it('blocks once however often asked (201 each time), lists the block, and lifts it (204, then 404)', async () => {
    const first = await block(creator.sessionToken, brand.user.id);
    expect(first.statusCode).toBe(201);
    expect(first.json().block).toEqual({
      user_id: brand.user.id,
      user_type: 'brand',
      name: 'Acme Labs',
      avatar_url: null,
      handle: null,
      blocked_at: expect.any(String),
    });
    const again = await block(creator.sessionToken, brand.user.id);
    expect(again.statusCode).toBe(201);
    expect(again.json().block.blocked_at).toBe(first.json().block.blocked_at);
    const rows = await server.database.db.selectFrom('blocks').selectAll().where('blocker_id', '=', creator.user.id).execute();
    expect(rows).toHaveLength(1);

    const listed = await call('GET', '/api/blocks', creator.sessionToken);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items.map((b: { user_id: string }) => b.user_id)).toEqual([brand.user.id]);
    // The other side's list is its own: the block is not shown to the one blocked.
    expect((await call('GET', '/api/blocks', brand.sessionToken)).json().items).toEqual([]);
    // Only the side that blocked lifts it.
    expect((await unblock(brand.sessionToken, creator.user.id)).statusCode).toBe(404);

    expect((await unblock(creator.sessionToken, brand.user.id)).statusCode).toBe(204);
    expect((await unblock(creator.sessionToken, brand.user.id)).statusCode).toBe(404);
    expect((await call('GET', '/api/blocks', creator.sessionToken)).json().items).toEqual([]);
  });

  it('answers 404 for nobody, oneself, an account of one’s own kind or a malformed id, and 401 without a session', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', creator.user.id, otherCreator.user.id, 'not-an-id']) {
      const refused = await block(creator.sessionToken, id);
      expect(refused.statusCode, id).toBe(404);
      expect(refused.json().code).toBe('not_found');
    }
    expect((await call('POST', '/api/blocks', undefined, { user_id: brand.user.id })).statusCode).toBe(401);
    expect((await call('GET', '/api/blocks')).statusCode).toBe(401);
    expect((await del(`/api/blocks/${brand.user.id}`)).statusCode).toBe(401);
    expect((await call('POST', '/api/blocks', creator.sessionToken, {})).statusCode).toBe(400);
    expect(await server.database.db.selectFrom('blocks').selectAll().execute()).toEqual([]);
  });
});

/** Everything the pair could start before the block: a conversation, an open offer, a campaign. */
async function pairSetUp() {
  const started = await call('POST', '/api/conversations', brand.sessionToken, { creator_id: creator.user.id, body: 'Hello!' });
  expect(started.statusCode).toBe(201);
  const offer = await call('POST', '/api/deals', brand.sessionToken, offerBody(server, creator.user.id));
  expect(offer.statusCode).toBe(201);
  const campaignId = await publishedCampaign(server, brand.sessionToken);
  return { conversationId: started.json().conversation_id as string, dealId: offer.json().deal.id as string, campaignId };
}

describe.each([
  { direction: 'the creator blocked the brand', blocker: () => creator, blocked: () => brand },
  { direction: 'the brand blocked the creator', blocker: () => brand, blocked: () => creator },
])('once $direction', ({ blocker, blocked }) => {
  it('refuses every door either way with 403 blocked and the same words, and unblocking opens them again', async () => {
    const { conversationId, dealId, campaignId } = await pairSetUp();
    const shortlist = (await call('GET', '/api/shortlists', brand.sessionToken)).json().shortlists[0].id as string;
    expect(
      (await call('POST', `/api/shortlists/${shortlist}/creators`, brand.sessionToken, { creator_id: creator.user.id }))
        .statusCode,
    ).toBe(200);
    expect(await searchIds(brand.sessionToken)).toContain(creator.user.id);
    const similarIds = async () =>
      (
        (await call('GET', `/api/creators/${otherCreator.user.id}/similar`, brand.sessionToken)).json().items as {
          creator: { id: string };
        }[]
      ).map((s) => s.creator.id);
    expect(await similarIds()).toContain(creator.user.id);
    const messagesBefore = await server.database.db
      .selectFrom('messages')
      .select('body')
      .where('conversation_id', '=', conversationId)
      .execute();

    expect((await block(blocker().sessionToken, blocked().user.id)).statusCode).toBe(201);

    const doors = {
      'brand writes first': () =>
        call('POST', '/api/conversations', brand.sessionToken, { creator_id: creator.user.id, body: 'Still there?' }),
      'brand sends a message': () =>
        call('POST', `/api/conversations/${conversationId}/messages`, brand.sessionToken, { body: 'Hi' }),
      'creator sends a message': () =>
        call('POST', `/api/conversations/${conversationId}/messages`, creator.sessionToken, { body: 'Hi' }),
      'brand makes an offer': () => call('POST', '/api/deals', brand.sessionToken, offerBody(server, creator.user.id)),
      'creator counters the offer': async () =>
        call('POST', `/api/deals/${dealId}/counter`, creator.sessionToken, {
          version: await versionShown(server, dealId),
          price_cents: 60_000,
          message: 'A little more, please.',
        }),
      'creator accepts the offer': () => acceptLatest(server, dealId, creator.sessionToken),
      'creator extends the offer': () => call('POST', `/api/deals/${dealId}/extend`, creator.sessionToken, {}),
      'brand invites the creator': () =>
        call('POST', `/api/campaigns/${campaignId}/invitations`, brand.sessionToken, { creator_id: creator.user.id }),
      'creator applies': () => call('POST', `/api/campaigns/${campaignId}/applications`, creator.sessionToken, application()),
      'brand saves the creator to a list': () =>
        call('POST', `/api/shortlists/${shortlist}/creators`, brand.sessionToken, { creator_id: creator.user.id }),
    };
    for (const [door, knock] of Object.entries(doors)) {
      const refused = await knock();
      expect(refused.statusCode, door).toBe(403);
      expect(refused.json(), door).toEqual(BLOCKED);
    }
    // The tRPC door of the same service says the same.
    const trpc = await server.app.inject({
      method: 'POST',
      url: '/trpc/conversations.send',
      headers: { ...bearer(creator.sessionToken), 'content-type': 'application/json' },
      payload: JSON.stringify({ id: conversationId, body: 'Over tRPC' }),
    });
    expect(trpc.statusCode).toBe(403);
    expect(trpc.json().error).toMatchObject({ message: BLOCK_MESSAGES.blocked, data: { appCode: 'blocked' } });

    const messages = await server.database.db
      .selectFrom('messages')
      .select('body')
      .where('conversation_id', '=', conversationId)
      .execute();
    expect(messages).toEqual(messagesBefore);
    const deal = await server.database.db
      .selectFrom('deals')
      .select(['status', 'current_version'])
      .where('id', '=', dealId)
      .executeTakeFirstOrThrow();
    expect(deal).toEqual({ status: 'offered', current_version: 1 });

    // Both see a conversation that takes no more messages; the way out of the open offer stays.
    for (const side of [brand, creator]) {
      expect((await call('GET', `/api/conversations/${conversationId}`, side.sessionToken)).json().conversation.blocked).toBe(
        true,
      );
    }
    // The creator leaves the brand's search, lists and "more like this".
    expect(await searchIds(brand.sessionToken)).not.toContain(creator.user.id);
    expect(await searchIds(otherBrand.sessionToken)).toContain(creator.user.id);
    const lists = (await call('GET', '/api/shortlists', brand.sessionToken)).json().shortlists;
    expect(lists[0].entries.map((e: { creator: { id: string } }) => e.creator.id)).not.toContain(creator.user.id);
    expect(await similarIds()).not.toContain(creator.user.id);
    expect((await call('POST', `/api/deals/${dealId}/decline`, creator.sessionToken, {})).statusCode).toBe(200);

    expect((await unblock(blocker().sessionToken, blocked().user.id)).statusCode).toBe(204);
    expect((await doors['brand sends a message']()).statusCode).toBe(201);
    expect((await doors['creator applies']()).statusCode).toBe(201);
    expect(await searchIds(brand.sessionToken)).toContain(creator.user.id);
    expect(await similarIds()).toContain(creator.user.id);
    const listsAfter = (await call('GET', '/api/shortlists', brand.sessionToken)).json().shortlists;
    expect(listsAfter[0].entries.map((e: { creator: { id: string } }) => e.creator.id)).toContain(creator.user.id);
  });
});

describe('a deal funded before the block', () => {
  it('goes on to its end: the draft is submitted and approved, while no new offer can be made', async () => {
    const made = await call(
      'POST',
      '/api/deals',
      brand.sessionToken,
      offerBody(server, creator.user.id, { revisions_included: 1 }),
    );
    const id = made.json().deal.id as string;
    await acceptLatest(server, id, creator.sessionToken);
    const funded = await call('POST', `/api/deals/${id}/fund`, brand.sessionToken, {});
    expect(funded.statusCode).toBe(200);
    const reel = funded.json().deal.work.deliverables[0].id as string;

    expect((await block(creator.sessionToken, brand.user.id)).statusCode).toBe(201);
    const sent = await call('POST', `/api/deals/${id}/deliverables/${reel}/submissions`, creator.sessionToken, {
      url: 'https://drive.example.com/reel',
      note: 'Cut 1',
    });
    expect(sent.statusCode).toBe(201);
    const approved = await call('POST', `/api/deals/${id}/approve`, brand.sessionToken, {});
    expect(approved.statusCode).toBe(200);
    expect(approved.json().deal.status).toBe('completed');
    expect((await call('POST', '/api/deals', brand.sessionToken, offerBody(server, creator.user.id))).json()).toEqual(BLOCKED);
    expect((await unblock(creator.sessionToken, brand.user.id)).statusCode).toBe(204);
  });

  it('an accepted offer awaiting its funding cannot be funded while blocked: nothing is charged', async () => {
    const made = await call('POST', '/api/deals', brand.sessionToken, offerBody(server, creator.user.id));
    const id = made.json().deal.id as string;
    expect((await acceptLatest(server, id, creator.sessionToken)).statusCode).toBe(200);
    expect((await block(brand.sessionToken, creator.user.id)).statusCode).toBe(201);
    const refused = await call('POST', `/api/deals/${id}/fund`, brand.sessionToken, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(BLOCKED);
    const operations = await server.database.db.selectFrom('payment_operations').select('id').where('deal_id', '=', id).execute();
    expect(operations).toEqual([]);
    expect((await unblock(brand.sessionToken, creator.user.id)).statusCode).toBe(204);
  });
});

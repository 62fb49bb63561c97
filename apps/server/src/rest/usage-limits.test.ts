import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '@sponsorly/shared';
import { createVerifiedAccount } from '../testing/accounts';
import { application, publishedCampaign } from '../testing/campaigns';
import { insertCreator } from '../testing/creators';
import { dealCall, offerBody, versionShown, type Account } from '../testing/deals';
import { startTestServer, type TestServer } from '../testing/test-server';

/** Small limits, so each test reaches one with a few calls (the defaults are in docs/limits.md). */
const LIMITS = {
  LIMIT_FIRST_CONTACTS_PER_DAY: '4',
  LIMIT_FIRST_CONTACTS_PER_DAY_NEW_BRAND: '2',
  LIMIT_MESSAGES_PER_MINUTE: '3',
  LIMIT_MESSAGES_PER_DAY: '5',
  LIMIT_APPLICATIONS_PER_DAY: '2',
  LIMIT_OFFERS_PER_DAY: '3',
};

let server: TestServer;
let call: ReturnType<typeof dealCall>;
let serial = 0;
beforeAll(async () => {
  server = await startTestServer(LIMITS);
  call = dealCall(server);
});
afterAll(() => server.close());

const newCreator = () => insertCreator(server.database.db, { first: 'Limit', last: `Creator${++serial}` });
const startConversation = (brand: Account, creatorId: string, body = 'Hello there') =>
  call('POST', '/api/conversations', brand.sessionToken, { creator_id: creatorId, body });
const offer = (brand: Account, creatorId: string) => call('POST', '/api/deals', brand.sessionToken, offerBody(server, creatorId));
const invite = (brand: Account, campaignId: string, creatorId: string) =>
  call('POST', `/api/campaigns/${campaignId}/invitations`, brand.sessionToken, { creator_id: creatorId });
const count = async (table: 'conversations' | 'deals' | 'messages' | 'applications', column: string, id: string) => {
  const row = await server.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(column as never, '=', id as never)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** A 429 a person can act on: when to try again in the message, the body and the header. */
function expectRefused(answer: Awaited<ReturnType<typeof call>>, message: (seconds: number) => string) {
  expect(answer.statusCode).toBe(429);
  const body = answer.json();
  expect(body.code).toBe('rate_limited');
  expect(body.retry_after).toBeGreaterThan(0);
  expect(answer.headers['retry-after']).toBe(String(body.retry_after));
  expect(body.message).toBe(message(body.retry_after));
  expect(body.message).toMatch(/Try again in \d+ (second|minute|hour)s?\./);
}

/** A brand at least a week old with a funded deal: no longer new. */
async function establish(brand: Account) {
  const db = server.database.db;
  await db
    .updateTable('users')
    .set({ created_at: new Date(server.clock.now.getTime() - 8 * 86_400_000) })
    .where('id', '=', brand.user.id)
    .execute();
  const creatorId = await newCreator();
  await db.insertInto('conversations').values({ brand_id: brand.user.id, creator_id: creatorId }).execute();
  const made = await offer(brand, creatorId);
  expect(made.statusCode).toBe(201);
  await db.updateTable('deals').set({ funded_at: server.clock.now }).where('id', '=', made.json().deal.id).execute();
}

describe("a brand's first contacts with creators", () => {
  it('share one budget between messages, offers and invitations: a new brand gets 2 here, the third is refused and changes nothing', async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    const campaignId = await publishedCampaign(server, brand.sessionToken);
    const [a, b, c] = [await newCreator(), await newCreator(), await newCreator()];
    expect((await startConversation(brand, a)).statusCode).toBe(201);
    expect((await offer(brand, b)).statusCode).toBe(201);

    const refusedInvite = await invite(brand, campaignId, c);
    expectRefused(refusedInvite, (s) => LIMIT_MESSAGES.firstContacts(2, s));
    expectRefused(await offer(brand, c), (s) => LIMIT_MESSAGES.firstContacts(2, s));
    expectRefused(await startConversation(brand, c), (s) => LIMIT_MESSAGES.firstContacts(2, s));
    // Nothing half made: no conversation, deal, invitation or message with the third creator.
    expect(await count('conversations', 'creator_id', c)).toBe(0);
    expect(await count('deals', 'creator_id', c)).toBe(0);
    const invitations = await server.database.db
      .selectFrom('campaign_invitations')
      .select('id')
      .where('creator_id', '=', c)
      .execute();
    expect(invitations).toEqual([]);

    // Contacts the brand already has are not first contacts: an offer and a message to them still go.
    expect((await offer(brand, a)).statusCode).toBe(201);
    expect((await startConversation(brand, b)).statusCode).toBe(201);
    expect((await invite(brand, campaignId, a)).statusCode).toBe(201);
  });

  it('gives an established brand the full budget: 4 here, the fifth refused', async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    await establish(brand);
    for (let i = 0; i < 4; i++) {
      expect((await startConversation(brand, await newCreator())).statusCode).toBe(201);
      // Spread over minutes: only first contacts are tested here.
      await server.deps.limiters.messagesPerMinute.delete(brand.user.id);
    }
    const fifth = await newCreator();
    expectRefused(await startConversation(brand, fifth), (s) => LIMIT_MESSAGES.firstContacts(4, s));
    expect(await count('conversations', 'creator_id', fifth)).toBe(0);
  });

  it('counts a brand a week old without a funded deal as new', async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    await server.database.db
      .updateTable('users')
      .set({ created_at: new Date(server.clock.now.getTime() - 30 * 86_400_000) })
      .where('id', '=', brand.user.id)
      .execute();
    for (let i = 0; i < 2; i++) expect((await startConversation(brand, await newCreator())).statusCode).toBe(201);
    expect((await startConversation(brand, await newCreator())).statusCode).toBe(429);
  });

  it('gives the point back when the action fails for another reason (a creator not in search)', async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    const unknown = '00000000-0000-4000-8000-000000000001';
    for (let i = 0; i < 3; i++) expect((await offer(brand, unknown)).statusCode).toBe(404);
    expect((await offer(brand, await newCreator())).statusCode).toBe(201);
    expect((await offer(brand, await newCreator())).statusCode).toBe(201);
  });
});

describe('messages', () => {
  it('are 3 a minute here per user: the fourth is refused and not kept', async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    const creatorId = await newCreator();
    const first = await startConversation(brand, creatorId, 'one');
    expect(first.statusCode).toBe(201);
    const conversationId = first.json().conversation_id as string;
    const send = (body: string) => call('POST', `/api/conversations/${conversationId}/messages`, brand.sessionToken, { body });
    expect((await send('two')).statusCode).toBe(201);
    expect((await send('three')).statusCode).toBe(201);
    const fourth = await send('four');
    expectRefused(fourth, (s) => LIMIT_MESSAGES.messagesPerMinute(3, s));
    expect(fourth.json().retry_after).toBeLessThanOrEqual(60);
    expect(await count('messages', 'conversation_id', conversationId)).toBe(3);
  });

  it('are 5 a day here per user, whichever conversation they go to', async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    const minute = server.deps.limiters.messagesPerMinute;
    const ids: string[] = [];
    for (const creatorId of [await newCreator(), await newCreator()]) {
      const started = await startConversation(brand, creatorId, 'hello');
      expect(started.statusCode).toBe(201);
      ids.push(started.json().conversation_id);
    }
    const send = (id: string, body: string) => call('POST', `/api/conversations/${id}/messages`, brand.sessionToken, { body });
    // Spread over minutes: only the day's count is tested here.
    await minute.delete(brand.user.id);
    expect((await send(ids[0]!, 'third')).statusCode).toBe(201);
    expect((await send(ids[1]!, 'fourth')).statusCode).toBe(201);
    await minute.delete(brand.user.id);
    expect((await send(ids[0]!, 'fifth')).statusCode).toBe(201);
    const sixth = await send(ids[1]!, 'sixth');
    expectRefused(sixth, (s) => LIMIT_MESSAGES.messagesPerDay(5, s));
    expect(sixth.json().message).toMatch(/Try again in \d+ hours?\./);
  });
});

describe('applications', () => {
  it('are 2 a day here per creator: the third is refused and not kept', async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    const creator = await createVerifiedAccount(server, 'creator');
    const campaigns = [];
    for (let i = 0; i < 3; i++) campaigns.push(await publishedCampaign(server, brand.sessionToken));
    const apply = (id: string) => call('POST', `/api/campaigns/${id}/applications`, creator.sessionToken, application());
    expect((await apply(campaigns[0]!)).statusCode).toBe(201);
    expect((await apply(campaigns[1]!)).statusCode).toBe(201);
    expectRefused(await apply(campaigns[2]!), (s) => LIMIT_MESSAGES.applications(2, s));
    expect(await count('applications', 'creator_id', creator.user.id)).toBe(2);
  });
});

describe('offers and counter-offers', () => {
  it('are 3 a day here per account, counters included: the fourth is refused and changes nothing', async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    await establish(brand); // one offer made
    const creatorId = await newCreator();
    const made = await offer(brand, creatorId);
    expect(made.statusCode).toBe(201);
    const dealId = made.json().deal.id as string;
    // As if the creator had countered: the brand's counter is its third.
    await server.database.db.updateTable('deals').set({ awaiting: 'brand' }).where('id', '=', dealId).execute();
    const counter = (price: number) =>
      call('POST', `/api/deals/${dealId}/counter`, brand.sessionToken, {
        version: 1,
        price_cents: price,
        message: 'How about this?',
      });
    const before = await versionShown(server, dealId);
    expect(before).toBe(1);
    const third = await counter(50_000);
    expect(third.statusCode).toBe(200);
    const fourth = await offer(brand, await newCreator());
    expectRefused(fourth, (s) => LIMIT_MESSAGES.offers(3, s));
    expect(await versionShown(server, dealId)).toBe(2);
  });
});

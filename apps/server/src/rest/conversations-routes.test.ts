import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES, HTTP_MESSAGES, LIMIT_MESSAGES } from '@sponsorly/shared';
import { bearer, createVerifiedAccount } from '../testing/accounts';
import { insertCreator } from '../testing/creators';
import { startTestServer, type TestServer } from '../testing/test-server';

type Account = Awaited<ReturnType<typeof createVerifiedAccount>>;

let server: TestServer;
let brand: Account;
let otherBrand: Account;
let creator: Account;
let otherCreator: Account;
let conversationId: string;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '20' });
  brand = await createVerifiedAccount(server, 'brand', { firstName: 'Ben', lastName: 'Okafor' });
  otherBrand = await createVerifiedAccount(server, 'brand');
  creator = await createVerifiedAccount(server, 'creator', { firstName: 'Maya', lastName: 'Lopez' });
  otherCreator = await createVerifiedAccount(server, 'creator');
  await server.database.db
    .updateTable('brand_profiles')
    .set({ company_name: 'Acme Snacks', logo: 'https://acme.example/logo.png' })
    .where('user_id', '=', brand.user.id)
    .execute();
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  server.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const start = (token: string, creatorId: string, body = 'Hi! Would you make a reel for us?') =>
  call('POST', '/api/conversations', token, { creator_id: creatorId, body });
const send = (token: string, id: string, body: string) => call('POST', `/api/conversations/${id}/messages`, token, { body });
const list = async (token: string) => (await call('GET', '/api/conversations', token)).json().items;

describe('starting a conversation', () => {
  it('lets a brand write first to a creator in search: 201, the conversation and the message', async () => {
    const answer = await start(brand.sessionToken, creator.user.id);
    expect(answer.statusCode).toBe(201);
    const { conversation_id, message } = answer.json();
    conversationId = conversation_id;
    expect(message).toEqual({
      id: expect.any(String),
      conversation_id,
      sender_id: brand.user.id,
      body: 'Hi! Would you make a reel for us?',
      created_at: expect.any(String),
      read_at: null,
      warning: false,
    });
  });

  it('writes again to the same conversation: one per pair, whoever asks', async () => {
    const again = await start(brand.sessionToken, creator.user.id, 'Following up');
    expect(again.statusCode).toBe(201);
    expect(again.json().conversation_id).toBe(conversationId);
    const rows = await server.database.db
      .selectFrom('conversations')
      .select('id')
      .where('brand_id', '=', brand.user.id)
      .where('creator_id', '=', creator.user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a creator who writes to a brand out of nothing (403), and anonymous callers (401)', async () => {
    const refused = await start(creator.sessionToken, brand.user.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'forbidden', message: CONVERSATION_MESSAGES.creatorsCannotStart });
    expect((await start(creator.sessionToken, otherCreator.user.id)).statusCode).toBe(403);
    expect((await call('POST', '/api/conversations', undefined, { creator_id: creator.user.id, body: 'x' })).statusCode).toBe(
      401,
    );
    const { count } = await server.database.db
      .selectFrom('conversations')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('brand_id', '=', brand.user.id)
      .where('creator_id', '=', creator.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(1);
  });

  it('answers 404 for a creator out of search, hidden by the brand, a brand, or no one', async () => {
    const unverified = await insertCreator(server.database.db, { first: 'Nuno', last: 'Pending', verified: false });
    const leftSearch = await insertCreator(server.database.db, { first: 'Rui', last: 'Gone', searchable: false });
    const hidden = await insertCreator(server.database.db, { first: 'Hugo', last: 'Hidden' });
    expect((await call('POST', `/api/creators/${hidden}/hide`, otherBrand.sessionToken)).statusCode).toBe(204);
    for (const id of [unverified, leftSearch, hidden, brand.user.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const answer = await start(otherBrand.sessionToken, id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(CONVERSATION_MESSAGES.creatorNotFound);
    }
    // Hidden by one brand only: another may write.
    expect((await start(brand.sessionToken, hidden)).statusCode).toBe(201);
  });

  it('limits the new conversations a brand opens each day, but never a reply in one it has', async () => {
    const limited = await startTestServer({ LIMIT_FIRST_CONTACTS_PER_DAY_NEW_BRAND: '2' });
    try {
      const b = await createVerifiedAccount(limited, 'brand');
      const creators = await Promise.all(
        ['A', 'B', 'C'].map((first) => insertCreator(limited.database.db, { first, last: 'Limit' })),
      );
      const post = (creatorId: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/conversations',
          headers: bearer(b.sessionToken),
          payload: { creator_id: creatorId, body: 'Hello' },
        });
      expect((await post(creators[0]!)).statusCode).toBe(201);
      expect((await post(creators[1]!)).statusCode).toBe(201);
      const third = await post(creators[2]!);
      expect(third.statusCode).toBe(429);
      const retryAfter = Number(third.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(third.json()).toEqual({
        code: 'rate_limited',
        message: LIMIT_MESSAGES.firstContacts(2, retryAfter),
        retry_after: retryAfter,
      });
      expect((await post(creators[0]!)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('the conversation list', () => {
  it('shows each side the other’s name and picture, the last message and the unread count, newest first', async () => {
    await send(creator.sessionToken, conversationId, 'Yes, happy to!');
    await send(brand.sessionToken, conversationId, 'Great, sending the brief.');
    const [forCreator] = await list(creator.sessionToken);
    expect(forCreator).toMatchObject({
      id: conversationId,
      counterpart: { id: brand.user.id, user_type: 'brand', name: 'Acme Snacks', avatar_url: 'https://acme.example/logo.png' },
      last_message: { sender_id: brand.user.id, preview: 'Great, sending the brief.', warning: false },
      unread_count: 3,
    });
    const forBrand = (await list(brand.sessionToken)).find((c: { id: string }) => c.id === conversationId);
    expect(forBrand).toMatchObject({
      counterpart: { id: creator.user.id, user_type: 'creator', name: 'Maya Lopez' },
      unread_count: 1,
    });
    expect(JSON.stringify(forBrand)).not.toContain(creator.email);
  });

  it('orders by the last message, lists a conversation with no message yet, and walks pages without repeats', async () => {
    const quiet = await insertCreator(server.database.db, { first: 'Quiet', last: 'One' });
    await server.database.db.insertInto('conversations').values({ brand_id: brand.user.id, creator_id: quiet }).execute();
    const busy = await insertCreator(server.database.db, { first: 'Busy', last: 'One' });
    const busyId = (await start(brand.sessionToken, busy)).json().conversation_id;
    const all = await list(brand.sessionToken);
    expect(all[0].id).toBe(busyId);
    expect(all.find((c: { counterpart: { id: string } }) => c.counterpart.id === quiet)).toMatchObject({
      last_message: null,
      unread_count: 0,
      last_message_at: null,
    });

    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { id: string }[]; next_cursor: string | null } = (
        await call('GET', `/api/conversations?limit=2${cursor ? `&cursor=${cursor}` : ''}`, brand.sessionToken)
      ).json();
      expect(page.items.length).toBeLessThanOrEqual(2);
      walked.push(...page.items.map((c) => c.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(walked).toEqual(all.map((c: { id: string }) => c.id));
    expect((await call('GET', '/api/conversations?cursor=garbage', brand.sessionToken)).statusCode).toBe(400);
    expect((await call('GET', '/api/conversations?limit=0', brand.sessionToken)).json().message).toBe(
      CONVERSATION_MESSAGES.invalidLimit,
    );
  });

  it('is each user’s own', async () => {
    expect(await list(otherCreator.sessionToken)).toEqual([]);
    expect((await call('GET', '/api/conversations')).statusCode).toBe(401);
  });
});

describe('messages', () => {
  it('lists newest first in keyset pages, and says what to show beside a warning', async () => {
    const first = await call('GET', `/api/conversations/${conversationId}/messages?limit=2`, creator.sessionToken);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.warning_text).toBe(CONVERSATION_MESSAGES.offPlatformWarning);
    expect(page.items.map((m: { body: string }) => m.body)).toEqual(['Great, sending the brief.', 'Yes, happy to!']);
    expect(Object.keys(page.items[0]).sort()).toEqual([
      'body',
      'conversation_id',
      'created_at',
      'id',
      'read_at',
      'sender_id',
      'warning',
    ]);
    const rest = (
      await call('GET', `/api/conversations/${conversationId}/messages?limit=2&cursor=${page.next_cursor}`, creator.sessionToken)
    ).json();
    expect(rest.items.map((m: { body: string }) => m.body)).toEqual(['Following up', 'Hi! Would you make a reel for us?']);
    expect(rest.next_cursor).toBeNull();
    expect(
      (await call('GET', `/api/conversations/${conversationId}/messages?cursor=bm9wZQ`, creator.sessionToken)).json().message,
    ).toBe(CONVERSATION_MESSAGES.invalidCursor);
  });

  it('refuses a cursor whose time has the right shape but is no instant (400, never a database error)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const at of ['2026-13-45T99:99:99.000000Z', '2026-02-30T10:00:00.000000Z', '0000-01-01T00:00:00.000000Z']) {
      const cursor = Buffer.from(JSON.stringify([at, id])).toString('base64url');
      for (const url of [
        `/api/conversations?cursor=${cursor}`,
        `/api/conversations/${conversationId}/messages?cursor=${cursor}`,
      ]) {
        const res = await call('GET', url, creator.sessionToken);
        expect(res.statusCode, `${url} ${at}`).toBe(400);
        expect(res.json().message).toBe(CONVERSATION_MESSAGES.invalidCursor);
      }
    }
  });

  it('keeps messages written in the same instant in the order they were written', async () => {
    const quick = await insertCreator(server.database.db, { first: 'Quick', last: 'Reader' });
    const id = (await start(brand.sessionToken, quick, 'm0')).json().conversation_id;
    for (let i = 1; i < 8; i++) await send(brand.sessionToken, id, `m${i}`);
    const bodies = (await call('GET', `/api/conversations/${id}/messages`, brand.sessionToken))
      .json()
      .items.map((m: { body: string }) => m.body);
    expect(bodies).toEqual(['m7', 'm6', 'm5', 'm4', 'm3', 'm2', 'm1', 'm0']);
  });

  it('takes text up to 2,000 characters, trimmed, with line breaks and nothing else out of the ordinary', async () => {
    const kept = await send(creator.sessionToken, conversationId, '  Line one\r\nLine two\n\n\tIndented  ');
    expect(kept.statusCode).toBe(201);
    expect(kept.json().message.body).toBe('Line one\nLine two\n\n\tIndented');
    expect((await send(creator.sessionToken, conversationId, 'x'.repeat(CONVERSATION_LIMITS.messageMax))).statusCode).toBe(201);
    const cases: [unknown, string][] = [
      ['', CONVERSATION_MESSAGES.bodyRequired],
      ['   \n  ', CONVERSATION_MESSAGES.bodyRequired],
      [undefined, CONVERSATION_MESSAGES.bodyRequired],
      [42, CONVERSATION_MESSAGES.bodyRequired],
      ['x'.repeat(CONVERSATION_LIMITS.messageMax + 1), CONVERSATION_MESSAGES.bodyTooLong],
      ['bell\u0007', HTTP_MESSAGES.controlCharacters],
      ['nul\u0000', HTTP_MESSAGES.controlCharacters],
    ];
    for (const [body, message] of cases) {
      const answer = await call('POST', `/api/conversations/${conversationId}/messages`, creator.sessionToken, { body });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(message);
    }
  });

  it('marks a message with contact or payment details, and keeps them out of the notification', async () => {
    const flagged = await send(creator.sessionToken, conversationId, 'Easier by email: maya.lopez@gmail.com or PayPal');
    expect(flagged.json().message.warning).toBe(true);
    expect(
      (await send(creator.sessionToken, conversationId, 'My rate is $500 per reel, due 2024-05-01')).json().message.warning,
    ).toBe(false);
    const notifications = (await call('GET', '/api/notifications', brand.sessionToken)).json().items;
    const note = notifications.find(
      (n: { kind: string; link: string }) => n.kind === 'new_message' && n.link === `/messages/${conversationId}`,
    );
    expect(note.title).toBe('Maya Lopez sent you a message');
    expect(JSON.stringify(notifications)).not.toContain('maya.lopez@gmail.com');
    const [latest] = (await call('GET', `/api/conversations/${conversationId}/messages?limit=2`, brand.sessionToken))
      .json()
      .items.slice(1);
    expect(latest).toMatchObject({ warning: true, body: 'Easier by email: maya.lopez@gmail.com or PayPal' });
  });

  it('marks the other side’s messages read, and the conversation’s notification with them', async () => {
    const before = (await list(creator.sessionToken)).find((c: { id: string }) => c.id === conversationId);
    expect(before.unread_count).toBeGreaterThan(0);
    const read = await call('POST', `/api/conversations/${conversationId}/read`, creator.sessionToken);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ marked_read: before.unread_count });
    expect((await list(creator.sessionToken)).find((c: { id: string }) => c.id === conversationId).unread_count).toBe(0);
    const messages = (await call('GET', `/api/conversations/${conversationId}/messages?limit=100`, brand.sessionToken)).json()
      .items;
    for (const m of messages) expect(m.read_at === null).toBe(m.sender_id === creator.user.id);
    const notes = (await call('GET', '/api/notifications', creator.sessionToken))
      .json()
      .items.filter((n: { link: string }) => n.link === `/messages/${conversationId}`);
    expect(notes.every((n: { read_at: string | null }) => n.read_at !== null)).toBe(true);
    // Again: nothing left to mark.
    expect((await call('POST', `/api/conversations/${conversationId}/read`, creator.sessionToken)).json()).toEqual({
      marked_read: 0,
    });
    // Reading the list changed nothing on its own.
    const unread = (await list(brand.sessionToken)).find((c: { id: string }) => c.id === conversationId).unread_count;
    await call('GET', `/api/conversations/${conversationId}/messages`, brand.sessionToken);
    expect((await list(brand.sessionToken)).find((c: { id: string }) => c.id === conversationId).unread_count).toBe(unread);
  });

  it('keeps one unread "new message" notification per conversation, the newest', async () => {
    const fresh = await insertCreator(server.database.db, { first: 'Nora', last: 'Notes' });
    const id = (await start(brand.sessionToken, fresh, 'first')).json().conversation_id;
    await send(brand.sessionToken, id, 'second');
    await send(brand.sessionToken, id, 'third');
    const rows = await server.database.db
      .selectFrom('notifications')
      .select(['body'])
      .where('user_id', '=', fresh)
      .where('read_at', 'is', null)
      .execute();
    expect(rows).toEqual([{ body: 'third' }]);
  });
});

describe('one conversation', () => {
  it('shows the pair’s deals with their state, what they are for and the current price', async () => {
    const db = server.database.db;
    const pkg = await db
      .insertInto('creator_packages')
      .values({
        creator_id: creator.user.id,
        position: 0,
        title: 'Two reels',
        description: null,
        deliverables: JSON.stringify([{ type: 'instagram_reel', quantity: 2 }]),
        price_cents: 50_000,
        currency: 'USD',
        delivery_days: 7,
        revisions_included: 2,
        usage_rights_kind: 'none',
        usage_rights_days: null,
        created_at: new Date(),
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const deal = await db
      .insertInto('deals')
      .values({
        brand_id: brand.user.id,
        creator_id: creator.user.id,
        package_id: pkg.id,
        status: 'offered',
        awaiting: 'creator',
        current_version: 2,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const version = (n: number, price: number) => ({
      deal_id: deal.id,
      version: n,
      proposed_by: 'brand',
      proposer_id: brand.user.id,
      deliverables: JSON.stringify([]),
      price_cents: price,
      fee_cents: price / 10,
      currency: 'USD',
      revisions_included: 2,
      review_days: 3,
      usage_rights: JSON.stringify({ kind: 'none', duration_days: null }),
    });
    await db
      .insertInto('deal_versions')
      .values([version(1, 40_000), version(2, 45_000)])
      .execute();
    // Another pair's deal is not shown.
    await db
      .insertInto('deals')
      .values({ brand_id: otherBrand.user.id, creator_id: creator.user.id, status: 'declined', awaiting: null })
      .execute();

    const answer = await call('GET', `/api/conversations/${conversationId}`, creator.sessionToken);
    expect(answer.statusCode).toBe(200);
    const { conversation } = answer.json();
    expect(conversation).toMatchObject({
      id: conversationId,
      counterpart: { name: 'Acme Snacks' },
      unread_count: expect.any(Number),
    });
    expect(conversation.deals).toEqual([
      {
        id: deal.id,
        status: 'offered',
        title: 'Two reels',
        price_cents: 45_000,
        currency: 'USD',
        updated_at: expect.any(String),
      },
    ]);
  });
});

describe('only the pair', () => {
  it('answers 404 to anyone else, exactly as for a conversation that does not exist, and changes nothing', async () => {
    const before = await server.database.db
      .selectFrom('messages')
      .select('id')
      .where('conversation_id', '=', conversationId)
      .execute();
    for (const token of [otherBrand.sessionToken, otherCreator.sessionToken]) {
      for (const [method, path, payload] of [
        ['GET', ''],
        ['GET', '/messages'],
        ['POST', '/messages', { body: 'let me in' }],
        ['POST', '/read'],
      ] as const) {
        for (const id of [conversationId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
          const answer = await call(method, `/api/conversations/${id}${path}`, token, payload);
          expect(answer.statusCode).toBe(404);
          expect(answer.json()).toEqual({ code: 'not_found', message: CONVERSATION_MESSAGES.conversationNotFound });
        }
      }
    }
    const after = await server.database.db
      .selectFrom('messages')
      .select('id')
      .where('conversation_id', '=', conversationId)
      .execute();
    expect(after).toHaveLength(before.length);
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/messages'],
      ['POST', '/messages'],
      ['POST', '/read'],
    ] as const) {
      expect((await call(method, `/api/conversations/${conversationId}${path}`, undefined, {})).statusCode).toBe(401);
    }
  });

  it('is the same through the tRPC door', async () => {
    const trpc = (path: string, token: string, input: unknown) =>
      server.app.inject({
        method: 'GET',
        url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
        cookies: { sponsorly_session: token },
      });
    const mine = await trpc('conversations.messages', creator.sessionToken, { id: conversationId });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().result.data.items.length).toBeGreaterThan(0);
    const theirs = await trpc('conversations.messages', otherCreator.sessionToken, { id: conversationId });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe(CONVERSATION_MESSAGES.conversationNotFound);
  });
});

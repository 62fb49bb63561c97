import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_ACTIVITY_TITLES, DEAL_COUNTERED_TITLE, NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES } from '@sponsorly/shared';
import { bearer, createVerifiedAccount } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/test-server';

type Account = Awaited<ReturnType<typeof createVerifiedAccount>>;

let server: TestServer;
let maya: Account;
let ben: Account;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '20' });
  maya = await createVerifiedAccount(server, 'creator');
  ben = await createVerifiedAccount(server, 'brand');
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  server.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** Notifications written as a service would, one clock step apart so their order is known. */
async function notifyMany(userId: string, count: number, prefix: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    server.clock.advance(1000);
    const row = await server.database.db
      .insertInto('notifications')
      .values({
        user_id: userId,
        kind: 'offer_received',
        title: `${prefix} ${i}`,
        body: '',
        link: `/deals/${i}`,
        created_at: server.clock.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

describe('notifications', () => {
  let mayaIds: string[];
  let benIds: string[];

  beforeAll(async () => {
    mayaIds = await notifyMany(maya.user.id, 5, 'Maya');
    benIds = await notifyMany(ben.user.id, 2, 'Ben');
  });

  it('lists the user’s own, newest first, with the unread count', async () => {
    const answer = await call('GET', '/api/notifications', maya.sessionToken);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.unread_count).toBe(5);
    expect(body.items.map((n: { id: string }) => n.id)).toEqual([...mayaIds].reverse());
    expect(body.items[0]).toEqual({
      id: mayaIds[4],
      kind: 'offer_received',
      title: 'Maya 4',
      body: '',
      link: '/deals/4',
      created_at: expect.any(String),
      read_at: null,
    });
    expect(body.next_cursor).toBeNull();
  });

  it('walks keyset pages, and refuses a bad cursor or page size', async () => {
    const first = (await call('GET', '/api/notifications?limit=2', maya.sessionToken)).json();
    const second = (await call('GET', `/api/notifications?limit=2&cursor=${first.next_cursor}`, maya.sessionToken)).json();
    const third = (await call('GET', `/api/notifications?limit=2&cursor=${second.next_cursor}`, maya.sessionToken)).json();
    expect([...first.items, ...second.items, ...third.items].map((n: { id: string }) => n.id)).toEqual([...mayaIds].reverse());
    expect(third.next_cursor).toBeNull();
    const bad = await call('GET', '/api/notifications?cursor=WyJ4IiwieSJd', maya.sessionToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(NOTIFICATION_MESSAGES.invalidCursor);
    // The right shape, but no instant: refused, never handed to the database (which would answer 500).
    for (const at of ['2026-13-45T99:99:99.000000Z', '0000-01-01T00:00:00.000000Z']) {
      const cursor = Buffer.from(JSON.stringify([at, '00000000-0000-4000-8000-000000000000'])).toString('base64url');
      const res = await call('GET', `/api/notifications?cursor=${cursor}`, maya.sessionToken);
      expect(res.statusCode, at).toBe(400);
      expect(res.json().message).toBe(NOTIFICATION_MESSAGES.invalidCursor);
    }
    expect(
      (await call('GET', `/api/notifications?limit=${NOTIFICATION_LIMITS.pageSizeMax + 1}`, maya.sessionToken)).json().message,
    ).toBe(NOTIFICATION_MESSAGES.invalidLimit);
  });

  it('marks the named ones read, and leaves another user’s alone without a word', async () => {
    const answer = await call('POST', '/api/notifications/read', maya.sessionToken, { ids: [mayaIds[0], mayaIds[1], benIds[0]] });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ unread_count: 3 });
    const items = (await call('GET', '/api/notifications', maya.sessionToken)).json().items;
    expect(
      items
        .filter((n: { read_at: string | null }) => n.read_at)
        .map((n: { id: string }) => n.id)
        .sort(),
    ).toEqual([mayaIds[0], mayaIds[1]].sort());
    expect((await call('GET', '/api/notifications', ben.sessionToken)).json().unread_count).toBe(2);
    // Marking again changes nothing.
    expect((await call('POST', '/api/notifications/read', maya.sessionToken, { ids: [mayaIds[0]] })).json()).toEqual({
      unread_count: 3,
    });
  });

  it('marks all read', async () => {
    expect((await call('POST', '/api/notifications/read', maya.sessionToken, { all: true })).json()).toEqual({ unread_count: 0 });
    expect((await call('GET', '/api/notifications', ben.sessionToken)).json().unread_count).toBe(2);
  });

  it('takes ids or all, exactly one of them', async () => {
    const cases: [object, string][] = [
      [{}, NOTIFICATION_MESSAGES.markReadChoice],
      [{ ids: [mayaIds[0]], all: true }, NOTIFICATION_MESSAGES.markReadChoice],
      [{ ids: [] }, NOTIFICATION_MESSAGES.markReadChoice],
      [{ all: false }, NOTIFICATION_MESSAGES.markReadChoice],
      [{ ids: ['not-an-id'] }, NOTIFICATION_MESSAGES.invalidId],
      [{ ids: Array.from({ length: NOTIFICATION_LIMITS.markReadMax + 1 }, () => mayaIds[0]) }, NOTIFICATION_MESSAGES.tooManyIds],
    ];
    for (const [payload, message] of cases) {
      const answer = await call('POST', '/api/notifications/read', maya.sessionToken, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(message);
    }
  });

  it('is for logged-in users only', async () => {
    expect((await call('GET', '/api/notifications')).statusCode).toBe(401);
    expect((await call('POST', '/api/notifications/read', undefined, { all: true })).statusCode).toBe(401);
    expect((await call('GET', '/api/activity')).statusCode).toBe(401);
  });
});

describe('recent activity', () => {
  it('merges the user’s latest notifications and the deal steps they took, newest first, ten at most, with links', async () => {
    const db = server.database.db;
    const deal = await db
      .insertInto('deals')
      .values({ brand_id: ben.user.id, creator_id: maya.user.id, status: 'awaiting_funding', awaiting: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const step = async (actor: string | null, from: string | null, to: string) => {
      server.clock.advance(1000);
      await db
        .insertInto('deal_events')
        .values({
          deal_id: deal.id,
          actor_id: actor,
          actor_role: actor ? 'brand' : 'system',
          action: 'x',
          from_status: from,
          to_status: to,
          created_at: server.clock.now,
        })
        .execute();
    };
    await step(ben.user.id, null, 'offered');
    await step(maya.user.id, 'offered', 'offered');
    await step(ben.user.id, 'offered', 'awaiting_funding');
    // A timer's step is no one's own doing.
    await step(null, 'awaiting_funding', 'funding_expired');

    const benActivity = (await call('GET', '/api/activity', ben.sessionToken)).json().items;
    expect(benActivity.slice(0, 2)).toEqual([
      {
        id: expect.stringMatching(/^deal-event-/),
        source: 'deal_event',
        title: DEAL_ACTIVITY_TITLES.awaiting_funding,
        link: `/deals/${deal.id}`,
        created_at: expect.any(String),
      },
      {
        id: expect.stringMatching(/^deal-event-/),
        source: 'deal_event',
        title: DEAL_ACTIVITY_TITLES.offered,
        link: `/deals/${deal.id}`,
        created_at: expect.any(String),
      },
    ]);
    expect(
      benActivity
        .slice(2)
        .every((item: { source: string; title: string }) => item.source === 'notification' && item.title.startsWith('Ben')),
    ).toBe(true);

    const mayaActivity = (await call('GET', '/api/activity', maya.sessionToken)).json().items;
    expect(mayaActivity[0]).toMatchObject({ source: 'deal_event', title: DEAL_COUNTERED_TITLE });
    // Her five notifications and her one step.
    expect(mayaActivity).toHaveLength(6);

    await notifyMany(maya.user.id, 12, 'More');
    const capped = (await call('GET', '/api/activity', maya.sessionToken)).json().items;
    expect(capped).toHaveLength(NOTIFICATION_LIMITS.activityItems);
    expect(capped[0]).toMatchObject({ source: 'notification', title: 'More 11' });
  });
});

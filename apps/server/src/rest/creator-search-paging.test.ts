import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOVERY_LIMITS, DISCOVERY_MESSAGES, SEARCH_SORTS } from '@sponsorly/shared';
import { bearer, createVerifiedAccount } from '../testing/accounts';
import { hideCreator, insertCreator, type CreatorSpec } from '../testing/creators';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * Keyset pages: 24 by default, 1 to 50 on request, a total on every page, and a walk that shows every
 * creator exactly once, even when creators tie on the sort key, join between pages, or change the
 * figures the walk is sorted by.
 */
let server: TestServer;
let brand: string;
const original: string[] = [];

const joined = new Date(Date.UTC(2026, 1, 1));
/** Thirty creators alike in every sort key and in how well they match "pilates": only the id tells them apart. */
const twin = (n: number): CreatorSpec => ({
  first: 'Tia',
  last: `Twin${String.fromCharCode(97 + (n % 26))}`,
  vertical: 'athlete',
  categories: ['Pilates'],
  joinedAt: joined,
  audience: [{ platform: 'instagram', followers: 10_000 }],
  packages: [{ price_cents: 5_000, deliverables: ['instagram_reel'] }],
});
const others: CreatorSpec[] = [
  {
    first: 'Big',
    last: 'Audience',
    vertical: 'athlete',
    audience: [{ platform: 'youtube', followers: 2_000_000 }],
    joinedAt: new Date(Date.UTC(2026, 0, 1)),
  },
  { first: 'No', last: 'Ratecard', vertical: 'athlete', categories: ['Pilates'], joinedAt: new Date(Date.UTC(2026, 2, 1)) },
  {
    first: 'Cheap',
    last: 'Pilates',
    vertical: 'athlete',
    categories: ['Pilates'],
    packages: [{ price_cents: 100, deliverables: ['other'] }],
    available: false,
  },
  {
    first: 'Small',
    last: 'Start',
    vertical: 'athlete',
    audience: [{ platform: 'tiktok', followers: 10 }],
    joinedAt: new Date(Date.UTC(2025, 0, 1)),
  },
];

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '50' });
  const db = server.database.db;
  for (let n = 0; n < 30; n++) original.push(await insertCreator(db, twin(n)));
  for (const spec of others) original.push(await insertCreator(db, spec));
  const account = await createVerifiedAccount(server, 'brand');
  brand = account.sessionToken;
  // Never part of a walk, nor of its total.
  await insertCreator(db, { ...twin(0), first: 'Una', verified: false });
  await insertCreator(db, { ...twin(0), first: 'Lea', searchable: false });
  await hideCreator(db, account.user.id, await insertCreator(db, { ...twin(0), first: 'Hilda' }));
});
afterAll(() => server.close());

interface Page {
  items: { id: string; first_name: string }[];
  total: number;
  next_cursor: string | null;
}
const search = (query: string) =>
  server.app.inject({ method: 'GET', url: `/api/creators/search?${query}`, headers: bearer(brand) });
async function page(query: string): Promise<Page> {
  const res = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every id of a walk, page by page; `between` runs after each page, as other people's writes would. */
async function walk(
  query: string,
  between: (pageNumber: number, page: Page) => Promise<void> = async () => {},
): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pageNumber = 0;
  do {
    const body: Page = await page(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    seen.push(...body.items.map((c) => c.id));
    cursor = body.next_cursor;
    await between(++pageNumber, body);
  } while (cursor && pageNumber < 50);
  return seen;
}
const duplicates = (ids: string[]) => ids.filter((id, index) => ids.indexOf(id) !== index);

describe('page size and total', () => {
  it('gives 24 a page by default, the same total on every page, and no next cursor on the last page', async () => {
    const first = await page('vertical=athlete');
    expect(first.items).toHaveLength(DISCOVERY_LIMITS.pageSize);
    expect(first.total).toBe(34);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = await page(`vertical=athlete&cursor=${first.next_cursor}`);
    expect(second.items).toHaveLength(10);
    expect(second.total).toBe(34);
    expect(second.next_cursor).toBeNull();
  });

  it('gives up to 50 on request, and exactly as many as asked', async () => {
    const all = await page('vertical=athlete&limit=50');
    expect(all.items).toHaveLength(34);
    expect(all.next_cursor).toBeNull();
    const one = await page('vertical=athlete&limit=1');
    expect(one.items).toHaveLength(1);
    expect(one.total).toBe(34);
    const exact = await page('vertical=athlete&limit=34');
    expect(exact.items).toHaveLength(34);
    expect(exact.next_cursor).toBeNull();
  });
});

describe('walking every page', () => {
  it.each([...SEARCH_SORTS.map((sort) => `sort=${sort}`), 'q=pilates', 'q=tia%20twin'])(
    'shows each creator exactly once through ties on the sort key: %s',
    async (query) => {
      const expected = (await page(`${query}&limit=50`)).items.map((c) => c.id).sort();
      expect(expected.length).toBeGreaterThan(7);
      const seen = await walk(`${query}&limit=7`);
      expect(duplicates(seen)).toEqual([]);
      expect([...seen].sort()).toEqual(expected);
    },
  );

  it.each(SEARCH_SORTS)(
    'by %s, never repeats a creator whose followers and price change mid-walk, nor one who joins, and skips no one else',
    async (sort) => {
      const db = server.database.db;
      let changed: string | undefined;
      let joiners = 0;
      const seen = await walk(`sort=${sort}&limit=5`, async (pageNumber, body) => {
        // Newcomers who sort first, in the middle of the ties and last.
        for (const followers of [50_000_000, 10_000, 0]) {
          await insertCreator(db, {
            ...twin(joiners),
            first: `Joiner${sort}${joiners++}`,
            joinedAt: new Date(),
            audience: [{ platform: 'instagram', followers }],
            packages: [{ price_cents: followers === 0 ? 9_000_000 : 5_000, deliverables: ['other'] }],
          });
        }
        if (pageNumber !== 1) return;
        // The first creator shown loses nearly every follower, stops taking work and raises the price:
        // by any sort they now belong after the page the brand is on.
        changed = body.items[0]!.id;
        await db.updateTable('creator_audience').set({ followers: 1 }).where('creator_id', '=', changed).execute();
        await db.updateTable('creator_packages').set({ price_cents: 90_000_000 }).where('creator_id', '=', changed).execute();
        await db.updateTable('creator_profiles').set({ available_for_hire: false }).where('user_id', '=', changed).execute();
      });
      expect(changed).toBeDefined();
      expect(duplicates(seen)).toEqual([]);
      expect(seen.filter((id) => original.includes(id)).sort()).toEqual([...original].sort());
      // Restore the changed creator for the next sort's walk.
      await db.updateTable('creator_audience').set({ followers: 10_000 }).where('creator_id', '=', changed!).execute();
      await db.updateTable('creator_packages').set({ price_cents: 5_000 }).where('creator_id', '=', changed!).execute();
      await db.updateTable('creator_profiles').set({ available_for_hire: true }).where('user_id', '=', changed!).execute();
    },
  );
});

describe('cursors', () => {
  // A cursor is base64url JSON, [sort, key, id, …]: a real one with one part tampered with.
  const tampered = async (index: number, value: string) => {
    const parts = JSON.parse(
      Buffer.from((await page('sort=followers&limit=1')).next_cursor!, 'base64url').toString(),
    ) as unknown[];
    parts[index] = value;
    return Buffer.from(JSON.stringify(parts)).toString('base64url');
  };

  it.each([
    ['a key beyond any number', 1, '9999999999999999999'],
    ['a key below any number', 1, '-9999999999999999999'],
    ['a key that is not a number', 1, '1; drop table users'],
    ['an id that is not one', 2, 'nope'],
  ])('answers 400 "start again" for %s, never 500', async (_, index, value) => {
    const res = await search(`sort=followers&cursor=${await tampered(index, value)}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(DISCOVERY_MESSAGES.invalidCursor);
  });

  it.each([
    ['not base64 JSON', '%%%'],
    ['too long', 'a'.repeat(DISCOVERY_LIMITS.cursorMax + 1)],
  ])('answers 400 "start again" for a cursor %s', async (_, cursor) => {
    const res = await search(`sort=followers&cursor=${encodeURIComponent(cursor)}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(DISCOVERY_MESSAGES.invalidCursor);
  });

  it('accepts the untampered cursor', async () => {
    const first = await page('sort=followers&limit=1');
    expect((await page(`sort=followers&limit=1&cursor=${first.next_cursor}`)).items[0]?.id).not.toBe(first.items[0]?.id);
  });
});

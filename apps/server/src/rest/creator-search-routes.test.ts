import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOVERY_MESSAGES, EXPERTISE_LEVELS, PROFILE_PLATFORMS, TALENT_VERTICALS } from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import { bearer, createVerifiedAccount } from '../testing/accounts';
import { KNOWN_VISIBLE, hideCreator, insertCreator, insertKnownCreators, type KnownCreator } from '../testing/creators';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let brand: string;
let otherBrand: string;
let ids: Record<KnownCreator, string>;

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '20' });
  ids = await insertKnownCreators(server.database.db);
  const first = await createVerifiedAccount(server, 'brand');
  brand = first.sessionToken;
  otherBrand = (await createVerifiedAccount(server, 'brand')).sessionToken;
  // The first brand hid Vera; the other brand still finds her.
  await hideCreator(server.database.db, first.user.id, ids.vera);
});
afterAll(() => server.close());

const search = (query: string, token = brand) =>
  server.app.inject({ method: 'GET', url: `/api/creators/search?${query}`, headers: bearer(token) });
const namesOf = (body: { items: { first_name: string }[] }) => body.items.map((c) => c.first_name);
const found = async (query: string, token = brand) => {
  const res = await search(query, token);
  expect(res.statusCode, res.body).toBe(200);
  return namesOf(res.json()).sort();
};

describe('who may search', () => {
  it('asks anonymous callers to log in and refuses creators', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/creators/search' })).statusCode).toBe(401);
    const creator = await createVerifiedAccount(server, 'creator');
    // Out of search, so the known set below stays the known set.
    await server.database.db
      .updateTable('creator_profiles')
      .set({ searchable: false })
      .where('user_id', '=', creator.user.id)
      .execute();
    const refused = await search('', creator.sessionToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(DISCOVERY_MESSAGES.searchBrandsOnly);
  });

  it.each([
    ['sort=cheapest', DISCOVERY_MESSAGES.invalidSort],
    ['limit=0', DISCOVERY_MESSAGES.invalidLimit],
    ['limit=51', DISCOVERY_MESSAGES.invalidLimit],
    ['min_followers=-5', DISCOVERY_MESSAGES.wholeNumber],
    ['min_followers=10&max_followers=5', DISCOVERY_MESSAGES.followersRange],
    ['min_price_cents=900&max_price_cents=100', DISCOVERY_MESSAGES.priceRange],
    ['platform=myspace', DISCOVERY_MESSAGES.invalidChoice],
    ['available=maybe', DISCOVERY_MESSAGES.invalidBoolean],
    ['cursor=bm90LWEtY3Vyc29y', DISCOVERY_MESSAGES.invalidCursor],
  ])('answers 400 with a clear message for %s', async (query, message) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('what a search finds', () => {
  it('lists only verified creators in search and not hidden by this brand, without any email', async () => {
    const res = await search('sort=newest');
    expect(namesOf(res.json())).toEqual(['Amara', 'Jonah', 'Maria', 'Zoë']);
    expect(res.json().total).toBe(4);
    expect(res.body).not.toMatch(/email|@creators\.example/);
    expect(await found('', otherBrand)).toEqual(['Amara', 'Jonah', 'Maria', 'Vera', 'Zoë']);
    expect(await found('q=vegan')).not.toContain('Una');
  });

  it('gives each result the card fields, figures marked self-reported and the lowest price', async () => {
    const [jonah] = (await search('q=jonah')).json().items;
    expect(jonah).toEqual({
      id: ids.jonah,
      handle: expect.stringMatching(/^jonah-kim/),
      first_name: 'Jonah',
      last_name: 'Kim',
      profile_image: null,
      photo: null,
      cover: null,
      platform: 'youtube',
      talent_vertical: 'tech',
      location: 'Seoul, South Korea',
      categories: ['Gadgets'],
      followers: 900_000,
      followers_source: 'self_reported',
      followers_platform: 'youtube',
      followers_verified_at: null,
      price_from_cents: 300_000,
      currency: 'USD',
      available_for_hire: true,
    });
  });

  it.each([
    ['platform=tiktok', ['Jonah', 'Zoë']],
    ['platform=tiktok&platform=instagram', ['Amara', 'Jonah', 'Zoë']],
    ['vertical=foodie', ['Maria', 'Zoë']],
    ['vertical=foodie&vertical=travel', ['Amara', 'Maria', 'Zoë']],
    ['category=VEGAN', ['Amara', 'Zoë']],
    ['language=portugues', ['Maria', 'Zoë']],
    ['language=English&language=Korean', ['Amara', 'Jonah', 'Zoë']],
    ['expertise=advanced', ['Amara', 'Zoë']],
    ['deliverable=tiktok_video', ['Jonah', 'Zoë']],
    ['location=sao%20paulo', ['Maria']],
    ['location=lisbon', ['Amara', 'Zoë']],
    ['available=true', ['Amara', 'Jonah', 'Zoë']],
    ['available=false', ['Maria']],
    ['min_followers=50000', ['Amara', 'Jonah', 'Maria']],
    ['min_followers=20000&max_followers=300000', ['Amara', 'Maria']],
    ['max_price_cents=150000', ['Maria', 'Zoë']],
    ['min_price_cents=100000', ['Jonah', 'Maria']],
    ['vertical=foodie&available=true&platform=tiktok', ['Zoë']],
  ])('filters: %s', async (query, names) => {
    expect(await found(query)).toEqual(names);
  });

  it.each([
    ['q=vegan%20lisbon', ['Amara', 'Zoë']],
    ['q=Zoe%20Muller', ['Zoë']],
    ['q=m%C3%BCller', ['Zoë']],
    ['q=cafe', ['Zoë']],
    ['q=Marai', ['Maria']],
    ['q=Jonha%20Kim', ['Jonah']],
    ['q=%22cafe%20recipes%22', ['Zoë']],
    ['q=%22recipes%20cafe%22', []],
    ['q=food%20-vegan', ['Maria']],
    ['q=gadget%20or%20sourdough', ['Jonah', 'Maria']],
    ['q=seoul', ['Jonah']],
  ])('finds by text, accent-insensitive and typo tolerant on names: %s', async (query, names) => {
    expect(await found(query)).toEqual(names);
  });

  it('ranks a name match above a bio mention', async () => {
    const vegan = await insertCreator(server.database.db, {
      first: 'Ana',
      last: 'Bakes',
      bio: 'Mostly vegan dishes.',
      joinedAt: day(8),
    });
    const res = (await search('q=vegan', otherBrand)).json();
    expect(res.items[0].first_name).toBe('Vera');
    expect(res.items.map((c: { id: string }) => c.id)).toContain(vegan);
    await server.database.db.deleteFrom('users').where('id', '=', vegan).execute();
  });
});

describe('sorts', () => {
  it('orders by followers, lowest price (creators without a rate card last) and newest', async () => {
    expect(namesOf((await search('sort=followers')).json())).toEqual(['Jonah', 'Maria', 'Amara', 'Zoë']);
    expect(namesOf((await search('sort=price')).json())).toEqual(['Zoë', 'Maria', 'Jonah', 'Amara']);
    expect(namesOf((await search('sort=newest')).json())).toEqual(['Amara', 'Jonah', 'Maria', 'Zoë']);
  });

  it('puts an available, complete profile first among equals by relevance', async () => {
    const names = namesOf((await search('vertical=foodie')).json());
    expect(names).toEqual(['Zoë', 'Maria']);
  });
});

describe('facets', () => {
  it('counts each facet as if its own filter were not set', async () => {
    expect((await search('platform=tiktok&vertical=foodie')).json().total).toBe(1);
    const facets = await server.app.inject({
      method: 'GET',
      url: '/api/creators/search/facets?platform=tiktok&vertical=foodie',
      headers: bearer(brand),
    });
    expect(facets.statusCode, facets.body).toBe(200);
    const body = facets.json();
    // Platform counts keep the vertical filter but not the platform one: foodies on each platform.
    expect(body.facets.platform).toEqual([
      { value: 'tiktok', count: 1 },
      { value: 'youtube', count: 1 },
    ]);
    // Vertical counts keep the platform filter: TikTok creators per vertical.
    expect(body.facets.vertical).toEqual([
      { value: 'foodie', count: 1 },
      { value: 'tech', count: 1 },
    ]);
    expect(body.facets.expertise_level).toEqual([{ value: 'advanced', count: 1 }]);
    expect(body.facets.language).toEqual([
      { value: 'english', count: 1 },
      { value: 'portugues', count: 1 },
    ]);
  });

  it('come with a first page, the same counts as their own request, for words and for a browse', async () => {
    for (const query of [
      'platform=tiktok&vertical=foodie',
      'q=food&platform=tiktok',
      'q=maria',
      'language=english&expertise=advanced',
      'sort=price',
    ]) {
      const results = (await search(`${query}&limit=1`)).json();
      const alone = await server.app.inject({
        method: 'GET',
        url: `/api/creators/search/facets?${query}`,
        headers: bearer(brand),
      });
      expect(alone.statusCode, alone.body).toBe(200);
      expect(results.facets, query).toEqual(alone.json().facets);
    }
    // The counts are the search's: a total of one still counts the two foodies across platforms.
    const food = (await search('platform=tiktok&vertical=foodie')).json();
    expect(food.total).toBe(1);
    expect(food.facets.platform).toEqual([
      { value: 'tiktok', count: 1 },
      { value: 'youtube', count: 1 },
    ]);
  });

  it('are coded with every platform, vertical and level there is, and no other (search_facet_values)', async () => {
    const { rows } = await sql<{
      facet: string;
      value: string;
    }>`select facet, value from search_facet_values() order by bit_index`.execute(server.database.db);
    const valuesOf = (facet: string) => rows.filter((row) => row.facet === facet).map((row) => row.value);
    expect(valuesOf('platform')).toEqual([...PROFILE_PLATFORMS]);
    expect(valuesOf('vertical')).toEqual([...TALENT_VERTICALS]);
    expect(valuesOf('expertise_level')).toEqual([...EXPERTISE_LEVELS]);
    // One bigint holds them all.
    expect(rows.length).toBeLessThanOrEqual(63);
  });

  it('count languages as the creators typed them, folded, whatever the language', async () => {
    const klingon = await insertCreator(server.database.db, {
      first: 'Kor',
      last: 'Qapla',
      vertical: 'gaming',
      bio: 'Warrior streams.',
      languages: ['Klingon', 'Español', 'English'],
    });
    const esperanto = await insertCreator(server.database.db, {
      first: 'Zamenhof',
      last: 'Verda',
      vertical: 'gaming',
      bio: 'Warrior lore.',
      languages: ['Esperanto', 'klingon'],
    });
    try {
      const expected = [
        { value: 'klingon', count: 2 },
        { value: 'english', count: 1 },
        { value: 'espanol', count: 1 },
        { value: 'esperanto', count: 1 },
      ];
      const results = (await search('q=warrior')).json();
      expect(results.total).toBe(2);
      expect(results.facets.language).toEqual(expected);
      const alone = await server.app.inject({
        method: 'GET',
        url: '/api/creators/search/facets?vertical=gaming',
        headers: bearer(brand),
      });
      expect(alone.json().facets.language).toEqual(expect.arrayContaining(expected));
      // A language filter leaves the language counts whole and narrows the rest.
      const chosen = (await search('q=warrior&language=Klingon&language=esperanto')).json();
      expect(chosen.total).toBe(2);
      expect(chosen.facets.language).toEqual(expected);
      expect((await search('q=warrior&language=english')).json().facets.vertical).toEqual([{ value: 'gaming', count: 1 }]);
    } finally {
      await server.database.db.deleteFrom('users').where('id', 'in', [klingon, esperanto]).execute();
    }
  });

  it('are left out of later pages and when asked without', async () => {
    const first = (await search('sort=followers&limit=1')).json();
    expect(first.facets).not.toBeNull();
    const next = (await search(`sort=followers&limit=1&cursor=${first.next_cursor}`)).json();
    expect(next.items).toHaveLength(1);
    expect(next.facets).toBeNull();
    const without = (await search('q=food&facets=false')).json();
    expect(without.facets).toBeNull();
    expect(without.total).toBe((await search('q=food')).json().total);
    const bad = await search('facets=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(DISCOVERY_MESSAGES.invalidBoolean);
  });

  it('suggests which filter to drop when nothing matches, and how many that shows', async () => {
    const body = (await search('vertical=tech&location=lisbon')).json();
    expect(body.total).toBe(0);
    expect(body.items).toEqual([]);
    expect(body.suggestions).toEqual([
      { filter: 'vertical', count: 2 },
      { filter: 'location', count: 1 },
    ]);
  });
});

describe('pages', () => {
  it.each(['relevance', 'followers', 'price', 'newest'])(
    'walks every result once by %s, with creators joining between pages',
    async (sort) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let added = 0;
      do {
        const res = await search(`sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`, otherBrand);
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json();
        seen.push(...body.items.map((c: { id: string }) => c.id));
        cursor = body.next_cursor;
        // A new creator who sorts first arrives while the brand pages: no row is repeated or skipped.
        await insertCreator(server.database.db, {
          first: `New${sort}${added++}`,
          last: 'Joiner',
          audience: [{ platform: 'youtube', followers: 5_000_000 }],
          packages: [{ price_cents: 100, deliverables: ['other'] }],
          available: true,
          joinedAt: new Date(),
        });
      } while (cursor);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.filter((id) => Object.values(ids).includes(id)).sort()).toEqual(KNOWN_VISIBLE.map((k) => ids[k]).sort());
    },
  );

  it('refuses a cursor made for another sort', async () => {
    const first = (await search('sort=followers&limit=1')).json();
    const res = await search(`sort=price&limit=1&cursor=${first.next_cursor}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(DISCOVERY_MESSAGES.invalidCursor);
  });
});

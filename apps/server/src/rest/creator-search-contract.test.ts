import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOVERY_LIMITS, DISCOVERY_MESSAGES, HTTP_MESSAGES } from '@sponsorly/shared';
import { bearer, createVerifiedAccount } from '../testing/accounts';
import { emailsOf, insertCreator, insertKnownCreators, type KnownCreator } from '../testing/creators';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * What every answer of creator search promises whatever the filters: the exact fields, no email, never a
 * creator out of search or hidden by this brand (not in results, counts, suggestions nor "more like
 * this"), a 400 with the filter's own message for each bad value, and never a 500 for hostile text.
 */
let server: TestServer;
let brand: { token: string; id: string; email: string };
let otherBrand: { token: string; email: string };
let ids: Record<KnownCreator, string>;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '50' });
  ids = await insertKnownCreators(server.database.db);
  const first = await createVerifiedAccount(server, 'brand');
  brand = { token: first.sessionToken, id: first.user.id, email: first.email };
  const other = await createVerifiedAccount(server, 'brand');
  otherBrand = { token: other.sessionToken, email: other.email };
  // Hidden the way a brand hides a creator.
  const hidden = await server.app.inject({ method: 'POST', url: `/api/creators/${ids.vera}/hide`, headers: bearer(brand.token) });
  expect(hidden.statusCode, hidden.body).toBe(204);
});
afterAll(() => server.close());

const get = (url: string, token = brand.token) => server.app.inject({ method: 'GET', url, headers: bearer(token) });
async function search(query: string, token = brand.token) {
  const res = await get(`/api/creators/search?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function facetsOf(query: string, token = brand.token) {
  const res = await get(`/api/creators/search/facets?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().facets;
}
const namesOf = (items: { first_name: string }[]) => items.map((c) => c.first_name).sort();

describe('the answer’s fields', () => {
  it('has exactly items, total, facets, next_cursor, suggestions and did_you_mean, in snake_case; the facets request its counts', async () => {
    const body = await search('sort=followers&limit=2');
    expect(Object.keys(body).sort()).toEqual(['did_you_mean', 'facets', 'items', 'next_cursor', 'suggestions', 'total']);
    expect(Object.keys(body.facets).sort()).toEqual(['expertise_level', 'language', 'platform', 'verified', 'vertical']);
    const facets = await get('/api/creators/search/facets?sort=followers');
    expect(Object.keys(facets.json())).toEqual(['facets']);
    expect(Object.keys(facets.json().facets).sort()).toEqual(['expertise_level', 'language', 'platform', 'verified', 'vertical']);
    // No creator here connected a channel: the verified facet has no value to count.
    expect(facets.json().facets.verified).toEqual([]);
    for (const [facet, list] of Object.entries(facets.json().facets) as [string, object[]][]) {
      if (facet !== 'verified') expect(list.length).toBeGreaterThan(0);
      for (const entry of list) expect(Object.keys(entry).sort()).toEqual(['count', 'value']);
    }
    expect(Object.keys(body.items[0]).sort()).toEqual([
      'available_for_hire',
      'categories',
      'cover',
      'currency',
      'first_name',
      'followers',
      'followers_platform',
      'followers_source',
      'followers_verified_at',
      'handle',
      'id',
      'last_name',
      'location',
      'photo',
      'platform',
      'price_from_cents',
      'profile_image',
      'talent_vertical',
    ]);
    expect(body.items[0]).toMatchObject({
      id: ids.jonah,
      followers: 900_000,
      price_from_cents: 300_000,
      available_for_hire: true,
    });
    expect(body.next_cursor).toEqual(expect.any(String));
    expect((await search('sort=followers&limit=50')).next_cursor).toBeNull();
  });
});

describe('creators out of search and hidden by this brand', () => {
  it('are neither found, counted in the total or facets, nor suggested', async () => {
    // Vera (hidden by this brand), Una (unverified) and Lea (left search) are all vegan foodies.
    const mine = await search('category=vegan');
    expect(namesOf(mine.items)).toEqual(['Amara', 'Zoë']);
    expect(mine.total).toBe(2);
    const facets = await facetsOf('category=vegan');
    expect(facets.vertical).toEqual([
      { value: 'foodie', count: 1 },
      { value: 'travel', count: 1 },
    ]);
    expect(facets.platform).toEqual([
      { value: 'instagram', count: 1 },
      { value: 'tiktok', count: 1 },
    ]);
    expect((await facetsOf('category=vegan', otherBrand.token)).platform).toEqual([
      { value: 'instagram', count: 2 },
      { value: 'tiktok', count: 1 },
    ]);
    const none = await search('category=vegan&platform=twitch');
    expect(none.suggestions).toEqual([{ filter: 'platform', count: 2 }]);
    expect(namesOf((await search('q=vera%20vegan')).items)).toEqual([]);
    expect(namesOf((await search('q=una%20verified')).items)).toEqual([]);
    expect(namesOf((await search('q=lea%20left')).items)).toEqual([]);
  });

  it('are not "more like this", which lists at most 12, each with the shared terms rarest first', async () => {
    const res = await get(`/api/creators/${ids.zoe}/similar`);
    expect(res.statusCode).toBe(200);
    const items: { creator: { first_name: string }; shared_terms: { kind: string; value: string }[] }[] = res.json().items;
    expect(namesOf(items.map((i) => i.creator))).toEqual(['Amara', 'Maria']);
    // Two of the visible creators are in Lisbon, three are vegan; two write about food, three are foodies.
    expect(items.find((i) => i.creator.first_name === 'Amara')?.shared_terms).toEqual([
      { kind: 'location', value: 'lisbon, portugal' },
      { kind: 'category', value: 'vegan' },
    ]);
    expect(items.find((i) => i.creator.first_name === 'Maria')?.shared_terms).toEqual([
      { kind: 'category', value: 'food' },
      { kind: 'vertical', value: 'foodie' },
    ]);
    const others = (await get(`/api/creators/${ids.zoe}/similar`, otherBrand.token)).json().items;
    expect(namesOf(others.map((i: { creator: { first_name: string } }) => i.creator))).toEqual(['Amara', 'Maria', 'Vera']);

    const source = await insertCreator(server.database.db, { first: 'Sid', last: 'Source', categories: ['Sauerkraut'] });
    for (let n = 0; n < DISCOVERY_LIMITS.similarMax + 2; n++)
      await insertCreator(server.database.db, { first: `Kraut${n}`, last: 'Fan', categories: ['Sauerkraut'] });
    expect((await get(`/api/creators/${source}/similar`)).json().items).toHaveLength(DISCOVERY_LIMITS.similarMax);
  });
});

describe('emails', () => {
  it('appear in no answer: search, facets, "more like this", recent and saved searches', async () => {
    const emails = [...(await emailsOf(server.database.db, Object.values(ids))), brand.email, otherBrand.email];
    const domains = [...new Set(emails.map((e) => e.slice(e.indexOf('@'))))];
    // Searching by an email address finds no one: it is not part of what search reads.
    expect((await search(`q=${encodeURIComponent(emails[0]!)}`, otherBrand.token)).items).toEqual([]);
    expect((await search(`q=${encodeURIComponent(domains[0]!.slice(1))}`, otherBrand.token)).items).toEqual([]);

    await search('q=food&platform=tiktok');
    const kept = await server.app.inject({
      method: 'POST',
      url: '/api/creators/recent-searches',
      headers: bearer(brand.token),
      payload: { q: 'food', platform: ['tiktok'], total: 2 },
    });
    expect(kept.statusCode).toBe(201);
    const saved = await server.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: bearer(brand.token),
      payload: { name: 'Food', query: 'q=food' },
    });
    expect(saved.statusCode).toBe(201);
    const answers = [
      await get('/api/creators/search?sort=newest&limit=50'),
      await get('/api/creators/search?q=vegan'),
      await get(`/api/creators/${ids.zoe}/similar`),
      await get('/api/creators/recent-searches'),
      await get('/api/saved-searches'),
      await get('/api/creators/hidden'),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body.length).toBeGreaterThan(20);
      for (const text of [...emails, ...domains]) expect(res.body).not.toContain(text);
      expect(res.body).not.toContain('email');
    }
  });
});

describe('bad parameters', () => {
  const longText = (n: number) => 'a'.repeat(n);
  it.each([
    ['vertical=podcasts', DISCOVERY_MESSAGES.invalidChoice],
    ['expertise=guru', DISCOVERY_MESSAGES.invalidChoice],
    ['deliverable=billboard', DISCOVERY_MESSAGES.invalidChoice],
    ['platform=tiktok&platform=MySpace', DISCOVERY_MESSAGES.invalidChoice],
    [`q=${longText(DISCOVERY_LIMITS.queryMax + 1)}`, DISCOVERY_MESSAGES.queryTooLong],
    [`location=${longText(DISCOVERY_LIMITS.filterTextMax + 1)}`, DISCOVERY_MESSAGES.filterTextTooLong],
    [`category=${longText(DISCOVERY_LIMITS.filterTextMax + 1)}`, DISCOVERY_MESSAGES.filterTextTooLong],
    [
      Array.from({ length: DISCOVERY_LIMITS.filterValuesMax + 1 }, (_, i) => `language=l${i}`).join('&'),
      DISCOVERY_MESSAGES.tooManyValues,
    ],
    ['limit=abc', DISCOVERY_MESSAGES.invalidLimit],
    ['limit=2.5', DISCOVERY_MESSAGES.invalidLimit],
    ['limit=-1', DISCOVERY_MESSAGES.invalidLimit],
    ['max_price_cents=-1', DISCOVERY_MESSAGES.wholeNumber],
    ['min_followers=1e3', DISCOVERY_MESSAGES.wholeNumber],
    [`max_price_cents=${DISCOVERY_LIMITS.priceMaxCents + 1}`, DISCOVERY_MESSAGES.wholeNumber],
    ['available=yes', DISCOVERY_MESSAGES.invalidBoolean],
    ['sort=price%3B%20drop%20table%20users', DISCOVERY_MESSAGES.invalidSort],
    ['q=vegan%00', HTTP_MESSAGES.controlCharacters],
  ])('%s answers 400 with the filter’s message', async (query, message) => {
    const res = await get(`/api/creators/search?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it.each([
    `'; drop table users; --`,
    `" or 1=1 --`,
    `') or ('1'='1`,
    '\\',
    '%',
    '_',
    ':*',
    '!',
    '&|',
    '(((',
    ')',
    '-',
    '"',
    'or',
    '-"',
    '<->',
    'vegan & !',
    'a:*B',
    '\u202e',
    '😀',
    '<script>alert(1)</script>',
    '$1',
    '%s%s%s',
    'null',
    '[]',
    '{}',
  ])('never fails on hostile text: %s', async (text) => {
    const value = encodeURIComponent(text);
    for (const key of ['q', 'location', 'category', 'language']) await search(`${key}=${value}`);
    expect((await get(`/api/creators/${value}/similar`)).statusCode).toBe(404);
  });

  it('matches % and _ in a location as themselves, not as wildcards', async () => {
    expect((await search('location=%25')).items).toEqual([]);
    expect((await search('location=_')).items).toEqual([]);
    expect((await search('location=s_o%20paulo')).items).toEqual([]);
    // The hostile text above left every table as it was.
    expect(namesOf((await search('location=lisbon')).items)).toEqual(['Amara', 'Zoë']);
  });
});

describe('the tRPC door', () => {
  it('reads typed values and answers as the REST door does; refuses creators and anonymous callers', async () => {
    const filters = { platform: ['tiktok', 'youtube'], available: true, min_followers: 1_000 };
    const input = { ...filters, sort: 'followers', limit: 1 };
    const trpc = await get(`/trpc/search.creators?input=${encodeURIComponent(JSON.stringify(input))}`);
    expect(trpc.statusCode, trpc.body).toBe(200);
    const rest = await search('platform=tiktok&platform=youtube&available=true&min_followers=1000&sort=followers&limit=1');
    const answer = trpc.json().result.data;
    expect(answer.items).toEqual(rest.items);
    expect(answer.total).toBe(2);
    const trpcFacets = await get(`/trpc/search.facets?input=${encodeURIComponent(JSON.stringify(filters))}`);
    expect(trpcFacets.statusCode, trpcFacets.body).toBe(200);
    expect(trpcFacets.json().result.data.facets).toEqual(
      await facetsOf('platform=tiktok&platform=youtube&available=true&min_followers=1000'),
    );
    const creator = await createVerifiedAccount(server, 'creator');
    for (const procedure of ['search.creators', 'search.facets']) {
      expect((await get(`/trpc/${procedure}?input=%7B%7D`, creator.sessionToken)).statusCode).toBe(403);
      expect((await server.app.inject({ method: 'GET', url: `/trpc/${procedure}?input=%7B%7D` })).statusCode).toBe(401);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOVERY_LIMITS, DISCOVERY_MESSAGES } from '@sponsorly/shared';
import { bearer, createVerifiedAccount } from '../testing/accounts';
import { insertCreator } from '../testing/creators';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let brand: string;
let otherBrand: string;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '20' });
  brand = (await createVerifiedAccount(server, 'brand')).sessionToken;
  otherBrand = (await createVerifiedAccount(server, 'brand')).sessionToken;
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  server.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

describe('recent searches', () => {
  const keep = (token: string, search: object) => call('POST', '/api/creators/recent-searches', token, search);

  it('are not written by reading a search: a GET changes nothing', async () => {
    const fresh = (await createVerifiedAccount(server, 'brand')).sessionToken;
    expect((await call('GET', '/api/creators/search?q=potter', fresh)).statusCode).toBe(200);
    expect((await call('GET', '/api/creators/recent-searches', fresh)).json()).toEqual({ searches: [] });
  });

  it('keeps the last 20 searches the page posts, the same search once, newest first, as canonical query strings', async () => {
    for (let i = 0; i < DISCOVERY_LIMITS.recentSearchesKept + 3; i++) {
      expect((await keep(brand, { q: `baker${i}`, total: i })).statusCode).toBe(201);
    }
    // The same search with its lists in another order is the same search.
    await keep(brand, { vertical: ['travel'], platform: ['tiktok', 'instagram'], total: 4 });
    await keep(brand, { platform: ['instagram', 'tiktok'], vertical: ['travel'], total: 5 });
    // A search with no filter at all is not kept.
    await keep(brand, { total: 99 });
    const kept = await keep(brand, { sort: 'newest', total: 0 });
    expect(kept.statusCode).toBe(201);

    const { searches } = kept.json();
    expect(searches).toHaveLength(DISCOVERY_LIMITS.recentSearchesKept);
    expect(searches[0]).toMatchObject({ query: 'sort=newest', total: 0 });
    expect(searches[1]).toMatchObject({ query: 'platform=instagram&platform=tiktok&vertical=travel', total: 5 });
    expect(searches.map((s: { query: string }) => s.query)).not.toContain('q=baker2');
    expect((await call('GET', '/api/creators/recent-searches', brand)).json()).toEqual({ searches });
    expect((await call('GET', '/api/creators/recent-searches', otherBrand)).json()).toEqual({ searches: [] });
  });

  it('refuses a search the page could not have made (400) and anyone but a brand or an admin (403)', async () => {
    const bad = await keep(otherBrand, { platform: ['myspace'], total: 1 });
    expect(bad.statusCode).toBe(400);
    expect((await keep(otherBrand, { q: 'x', total: -1 })).statusCode).toBe(400);
    const creator = await createVerifiedAccount(server, 'creator');
    expect((await keep(creator.sessionToken, { q: 'x', total: 1 })).statusCode).toBe(403);
    expect((await call('GET', '/api/creators/recent-searches', otherBrand)).json()).toEqual({ searches: [] });
  });
});

describe('saved searches', () => {
  it('saves a search by name, says how many creators are new since it was last opened, and forgets them once opened', async () => {
    const saved = await call('POST', '/api/saved-searches', brand, {
      name: 'Lisbon food',
      query: 'location=Lisbon&vertical=foodie',
    });
    expect(saved.statusCode).toBe(201);
    const { search } = saved.json();
    expect(search).toMatchObject({ name: 'Lisbon food', query: 'vertical=foodie&location=Lisbon', new_count: 0 });

    await insertCreator(server.database.db, { first: 'Rita', last: 'Sousa', vertical: 'foodie', location: 'Lisbon, Portugal' });
    await insertCreator(server.database.db, { first: 'Tiago', last: 'Reis', vertical: 'travel', location: 'Lisbon, Portugal' });
    await insertCreator(server.database.db, {
      first: 'Nuno',
      last: 'Hidden',
      vertical: 'foodie',
      location: 'Lisbon',
      verified: false,
    });
    const listed = (await call('GET', '/api/saved-searches', brand)).json().searches;
    expect(listed).toEqual([expect.objectContaining({ id: search.id, new_count: 1 })]);

    const seen = await call('POST', `/api/saved-searches/${search.id}/seen`, brand);
    expect(seen.statusCode).toBe(200);
    expect((await call('GET', '/api/saved-searches', brand)).json().searches[0].new_count).toBe(0);
  });

  it('refuses a second search of the same name, a bad query and a missing name', async () => {
    const again = await call('POST', '/api/saved-searches', brand, { name: 'lisbon FOOD', query: 'q=anything' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DISCOVERY_MESSAGES.searchNameTaken);
    const bad = await call('POST', '/api/saved-searches', brand, { name: 'Odd', query: 'platform=myspace' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(DISCOVERY_MESSAGES.invalidChoice);
    const unnamed = await call('POST', '/api/saved-searches', brand, { name: '  ', query: 'q=x' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toBe(DISCOVERY_MESSAGES.searchNameRequired);
  });

  it('keeps each brand’s searches to itself: another brand’s ids answer 404', async () => {
    const { searches } = (await call('GET', '/api/saved-searches', brand)).json();
    const id = searches[0].id;
    expect((await call('GET', '/api/saved-searches', otherBrand)).json()).toEqual({ searches: [] });
    expect((await call('POST', `/api/saved-searches/${id}/seen`, otherBrand)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/saved-searches/${id}`, otherBrand)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/saved-searches/not-an-id', brand)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/saved-searches/${id}`, brand)).statusCode).toBe(204);
    expect((await call('GET', '/api/saved-searches', brand)).json()).toEqual({ searches: [] });
  });

  it('is for brands: creators are refused and anonymous callers asked to log in', async () => {
    const creator = await createVerifiedAccount(server, 'creator');
    expect((await call('GET', '/api/saved-searches', creator.sessionToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/creators/recent-searches', creator.sessionToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/saved-searches')).statusCode).toBe(401);
  });
});

describe('more like this', () => {
  it('suggests creators sharing the rarest terms first, with the shared terms as the reason', async () => {
    const db = server.database.db;
    const source = await insertCreator(db, {
      first: 'Sol',
      last: 'Source',
      vertical: 'lifestyle',
      categories: ['Vegan', 'Kombucha'],
      location: 'Porto, Portugal',
    });
    const kombucha = await insertCreator(db, { first: 'Kai', last: 'Brew', vertical: 'foodie', categories: ['Kombucha'] });
    const lifestyle = await insertCreator(db, { first: 'Lia', last: 'Life', vertical: 'lifestyle', categories: ['Yoga'] });
    for (let i = 0; i < 3; i++) await insertCreator(db, { first: `Common${i}`, last: 'Life', vertical: 'lifestyle' });
    const unverified = await insertCreator(db, { first: 'Una', last: 'Brew', categories: ['Kombucha'], verified: false });

    const res = await call('GET', `/api/creators/${source}/similar`, brand);
    expect(res.statusCode).toBe(200);
    const items: { creator: { id: string }; shared_terms: { kind: string; value: string }[] }[] = res.json().items;
    expect(items[0]).toMatchObject({ creator: { id: kombucha }, shared_terms: [{ kind: 'category', value: 'kombucha' }] });
    expect(items.map((i) => i.creator.id)).toContain(lifestyle);
    expect(items.map((i) => i.creator.id)).not.toContain(unverified);
    expect(items.map((i) => i.creator.id)).not.toContain(source);
    expect(res.body).not.toMatch(/email/);
  });

  it('is for those who may see the page', async () => {
    const creator = await createVerifiedAccount(server, 'creator');
    const other = await insertCreator(server.database.db, { first: 'Ola', last: 'Other' });
    expect((await call('GET', `/api/creators/${other}/similar`, creator.sessionToken)).statusCode).toBe(403);
    expect((await call('GET', `/api/creators/${creator.user.id}/similar`, creator.sessionToken)).statusCode).toBe(200);
    expect((await call('GET', `/api/creators/${other}/similar`)).statusCode).toBe(401);
    expect((await call('GET', '/api/creators/nope/similar', brand)).statusCode).toBe(404);
    expect((await call('GET', '/api/creators/00000000-0000-4000-8000-000000000000/similar', brand)).statusCode).toBe(404);
    const unverified = await insertCreator(server.database.db, { first: 'Una', last: 'Seen', verified: false });
    expect((await call('GET', `/api/creators/${unverified}/similar`, brand)).statusCode).toBe(404);
  });
});

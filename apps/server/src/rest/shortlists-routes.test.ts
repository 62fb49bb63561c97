import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHORTLIST_NAME, DISCOVERY_MESSAGES } from '@sponsorly/shared';
import { bearer, createVerifiedAccount } from '../testing/accounts';
import { insertCreator } from '../testing/creators';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let brand: string;
let otherBrand: string;
let creatorToken: string;
let rita: string;
let tiago: string;
let unverified: string;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '20' });
  brand = (await createVerifiedAccount(server, 'brand')).sessionToken;
  otherBrand = (await createVerifiedAccount(server, 'brand')).sessionToken;
  creatorToken = (await createVerifiedAccount(server, 'creator')).sessionToken;
  const db = server.database.db;
  rita = await insertCreator(db, { first: 'Rita', last: 'Sousa', vertical: 'foodie', location: 'Lisbon', categories: ['Vegan'] });
  tiago = await insertCreator(db, {
    first: 'Tiago',
    last: 'Reis',
    vertical: 'foodie',
    location: 'Lisbon',
    categories: ['Vegan'],
  });
  unverified = await insertCreator(db, { first: 'Nuno', last: 'Pending', vertical: 'foodie', verified: false });
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  server.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const lists = async (token: string) => (await call('GET', '/api/shortlists', token)).json().shortlists;
const savedList = async (token: string) => (await lists(token)).find((l: { is_default: boolean }) => l.is_default);

describe('shortlists', () => {
  it('gives every brand a "Saved" list from the start, empty', async () => {
    const answer = await lists(brand);
    expect(answer).toEqual([expect.objectContaining({ name: DEFAULT_SHORTLIST_NAME, is_default: true, entries: [] })]);
    // Reading twice does not make a second one.
    expect(await lists(brand)).toHaveLength(1);
  });

  it('saves a creator with a note; saving again is one entry with the new note', async () => {
    const saved = await savedList(brand);
    const first = await call('POST', `/api/shortlists/${saved.id}/creators`, brand, { creator_id: rita, note: 'Great reels' });
    expect(first.statusCode).toBe(200);
    expect(first.json().entry).toMatchObject({ creator: { id: rita, first_name: 'Rita' }, note: 'Great reels' });
    await call('POST', `/api/shortlists/${saved.id}/creators`, brand, { creator_id: rita, note: 'Ask about May' });
    // No note keeps the one there.
    await call('POST', `/api/shortlists/${saved.id}/creators`, brand, { creator_id: rita });
    const { entries } = await savedList(brand);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ creator: { id: rita }, note: 'Ask about May' });
    // An empty note clears it.
    const cleared = await call('POST', `/api/shortlists/${saved.id}/creators`, brand, { creator_id: rita, note: '' });
    expect(cleared.json().entry.note).toBeNull();
    await call('POST', `/api/shortlists/${saved.id}/creators`, brand, { creator_id: rita, note: 'Ask about May' });
    expect(JSON.stringify(entries)).not.toContain('@');
  });

  it('makes named lists, refuses a second of the same name, and keeps "Saved"', async () => {
    const made = await call('POST', '/api/shortlists', brand, { name: 'Summer launch' });
    expect(made.statusCode).toBe(201);
    const { shortlist } = made.json();
    expect(shortlist).toMatchObject({ name: 'Summer launch', is_default: false, entries: [] });
    const twice = await call('POST', '/api/shortlists', brand, { name: 'summer LAUNCH' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(DISCOVERY_MESSAGES.shortlistNameTaken);
    const blank = await call('POST', '/api/shortlists', brand, { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(DISCOVERY_MESSAGES.shortlistNameRequired);

    await call('POST', `/api/shortlists/${shortlist.id}/creators`, brand, { creator_id: rita });
    await call('POST', `/api/shortlists/${shortlist.id}/creators`, brand, { creator_id: tiago });
    const names = (await lists(brand)).map((l: { name: string; entries: unknown[] }) => [l.name, l.entries.length]);
    expect(names).toEqual([
      [DEFAULT_SHORTLIST_NAME, 1],
      ['Summer launch', 2],
    ]);
    // The dashboard counts each creator once, whatever the number of lists.
    expect((await call('GET', '/api/discovery/summary', brand)).json()).toMatchObject({ saved_creators: 2 });

    const saved = await savedList(brand);
    const keep = await call('DELETE', `/api/shortlists/${saved.id}`, brand);
    expect(keep.statusCode).toBe(409);
    expect(keep.json().message).toBe(DISCOVERY_MESSAGES.defaultShortlistKept);
    expect((await call('DELETE', `/api/shortlists/${shortlist.id}`, brand)).statusCode).toBe(204);
    expect(await lists(brand)).toHaveLength(1);
  });

  it('takes a creator off a list, and says which lists hold a creator', async () => {
    const saved = await savedList(brand);
    await call('POST', `/api/shortlists/${saved.id}/creators`, brand, { creator_id: tiago });
    expect((await call('GET', `/api/creators/${tiago}/standing`, brand)).json()).toEqual({
      hidden: false,
      shortlist_ids: [saved.id],
    });
    expect((await call('DELETE', `/api/shortlists/${saved.id}/creators/${tiago}`, brand)).statusCode).toBe(204);
    // Taking off again is already done.
    expect((await call('DELETE', `/api/shortlists/${saved.id}/creators/${tiago}`, brand)).statusCode).toBe(204);
    expect((await savedList(brand)).entries.map((e: { creator: { id: string } }) => e.creator.id)).toEqual([rita]);
  });

  it('refuses creators who are not in search, and unknown ids', async () => {
    const saved = await savedList(brand);
    for (const creator_id of [unverified, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const answer = await call('POST', `/api/shortlists/${saved.id}/creators`, brand, { creator_id });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(DISCOVERY_MESSAGES.creatorNotFound);
    }
    const long = await call('POST', `/api/shortlists/${saved.id}/creators`, brand, { creator_id: rita, note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(DISCOVERY_MESSAGES.noteTooLong);
  });

  it('keeps each brand’s lists to itself: another brand’s list ids answer 404 and change nothing', async () => {
    const saved = await savedList(brand);
    const before = JSON.stringify(await lists(brand));
    expect((await call('POST', `/api/shortlists/${saved.id}/creators`, otherBrand, { creator_id: tiago })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/shortlists/${saved.id}/creators/${rita}`, otherBrand)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/shortlists/${saved.id}`, otherBrand)).statusCode).toBe(404);
    expect(JSON.stringify(await lists(brand))).toBe(before);
    expect((await lists(otherBrand))[0].entries).toEqual([]);
  });

  it('is for brands only: creators 403, anonymous 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/shortlists'],
      ['POST', '/api/shortlists'],
      ['GET', '/api/discovery/summary'],
      ['POST', `/api/creators/${rita}/hide`],
    ] as const) {
      expect((await call(method, url, creatorToken, {})).statusCode).toBe(403);
      expect((await call(method, url, undefined, {})).statusCode).toBe(401);
    }
  });
});

describe('hiding creators', () => {
  const searchIds = async (token: string) =>
    (await call('GET', '/api/creators/search?vertical=foodie', token)).json().items.map((c: { id: string }) => c.id);

  it('hides a creator from this brand’s results only, lists them, and shows them again', async () => {
    expect(await searchIds(brand)).toEqual(expect.arrayContaining([rita, tiago]));
    expect((await call('POST', `/api/creators/${tiago}/hide`, brand)).statusCode).toBe(204);
    expect((await call('POST', `/api/creators/${tiago}/hide`, brand)).statusCode).toBe(204);
    expect(await searchIds(brand)).not.toContain(tiago);
    expect(await searchIds(otherBrand)).toContain(tiago);
    expect((await call('GET', '/api/creators/hidden', brand)).json().items.map((c: { id: string }) => c.id)).toEqual([tiago]);
    expect((await call('GET', `/api/creators/${tiago}/standing`, brand)).json().hidden).toBe(true);
    const similar = (await call('GET', `/api/creators/${rita}/similar`, brand)).json().items;
    expect(similar.map((s: { creator: { id: string } }) => s.creator.id)).not.toContain(tiago);

    expect((await call('DELETE', `/api/creators/${tiago}/hide`, brand)).statusCode).toBe(204);
    expect(await searchIds(brand)).toContain(tiago);
    expect((await call('GET', '/api/creators/hidden', brand)).json().items).toEqual([]);
  });

  it('answers 404 for a creator who is not in search', async () => {
    expect((await call('POST', `/api/creators/${unverified}/hide`, brand)).statusCode).toBe(404);
    expect((await call('POST', '/api/creators/not-an-id/hide', brand)).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOVERY_LIMITS, DISCOVERY_MESSAGES } from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import { bearer, createVerifiedAccount } from '../testing/accounts';
import { hideCreator, insertCreator } from '../testing/creators';
import { caller, publishedCampaign } from '../testing/campaigns';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * Search that forgives (docs/creator-search.md, "Typo tolerance", "Did you mean", "Suggestions"): every
 * word of a plain query matches the words creators use a typo away, below what matches as typed.
 */
let server: TestServer;
let brand: string;
let creatorToken: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '20' });
  const db = server.database.db;
  ids.cora = await insertCreator(db, { first: 'Cora', last: 'Bean', categories: ['Coffee'], bio: 'Latte art every morning.' });
  ids.milo = await insertCreator(db, { first: 'Milo', last: 'Grind', bio: 'I review coffee grinders and espresso machines.' });
  // Wrote "Coffe" as typed: a typed "coffe" finds this creator first.
  ids.leo = await insertCreator(db, { first: 'Leo', last: 'Brew', bio: 'Owner of Coffe Corner, a roastery.' });
  ids.priya = await insertCreator(db, { first: 'Priya', last: 'Patel', categories: ['Yoga'], location: 'Pune, India' });
  ids.pirya = await insertCreator(db, { first: 'Pirya', last: 'Shah', categories: ['Travel'], location: 'Lisbon' });
  // "bakery" as typed in a bio (weighs least) against "Bakers" as a category (weighs more).
  ids.bea = await insertCreator(db, { first: 'Bea', last: 'Crumb', bio: 'Recipes from my bakery.' });
  ids.ben = await insertCreator(db, { first: 'Ben', last: 'Flour', categories: ['Bakers'] });
  ids.hidden = await insertCreator(db, { first: 'Pria', last: 'Hidden', categories: ['Coffee'] });
  await insertCreator(db, { first: 'Zelda', last: 'Unverified', bio: 'Xylophonist', verified: false });
  const account = await createVerifiedAccount(server, 'brand');
  brand = account.sessionToken;
  await hideCreator(db, account.user.id, ids.hidden);
  creatorToken = (await createVerifiedAccount(server, 'creator')).sessionToken;
});
afterAll(() => server.close());

interface Answer {
  items: { id: string; first_name: string }[];
  total: number;
  did_you_mean: string | null;
}
async function search(q: string, extra = ''): Promise<Answer> {
  const res = await server.app.inject({
    method: 'GET',
    url: `/api/creators/search?q=${encodeURIComponent(q)}${extra}`,
    headers: bearer(brand),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const names = async (q: string, extra = '') => (await search(q, extra)).items.map((c) => c.first_name);

describe('every word is typo tolerant', () => {
  it('"coffe" finds the coffee creators, the one who wrote "coffe" as typed first', async () => {
    const found = await names('coffe');
    expect(found[0]).toBe('Leo');
    expect([...found].sort()).toEqual(['Cora', 'Leo', 'Milo']);
  });

  it("a word two edits from any creator's finds nothing", async () => {
    expect(await names('kofee')).toEqual([]);
  });

  it('"Pirya" finds Priya, below the creator named Pirya as typed', async () => {
    expect(await names('Pirya')).toEqual(['Pirya', 'Priya']);
  });

  it('a close word in a category ranks below the word as typed in a bio', async () => {
    // Without the tier, the category (weight B) would outrank the bio (weight D).
    expect(await names('bakery')).toEqual(['Bea', 'Ben']);
  });

  it('every word must match, each as typed or a typo away', async () => {
    expect(await names('yoga pnue')).toEqual(['Priya']);
    expect(await names('yoga lisbon')).toEqual([]);
  });

  it('a word in a location, a category and a bio alike', async () => {
    expect(await names('lisbn')).toEqual(['Pirya']);
    expect(await names('espreso')).toEqual(['Milo']);
  });

  it('keeps the query syntax as typed', async () => {
    expect((await names('"coffee grinders"')).sort()).toEqual(['Milo']);
    expect((await names('coffee -latte')).sort()).toEqual(['Milo']);
    expect((await names('yoga or travel')).sort()).toEqual(['Pirya', 'Priya']);
    // A misspelt word in a query with syntax is searched as typed.
    expect(await names('"coffe grinders"')).toEqual([]);
  });

  it('never finds a creator the brand hid or who is not in search', async () => {
    expect(await names('pria')).not.toContain('Pria');
    expect(await names('xylophonist')).toEqual([]);
  });

  it('facets count what the results find', async () => {
    const answer = await search('coffe');
    const res = await server.app.inject({ method: 'GET', url: '/api/creators/search/facets?q=coffe', headers: bearer(brand) });
    const facets = res.json().facets as Record<string, { value: string; count: number }[]>;
    const levels = facets.expertise_level?.reduce((sum, f) => sum + f.count, 0);
    expect(levels).toBe(answer.total);
  });
});

describe('did you mean', () => {
  it('offers the closest query from the words creators use when nothing matches', async () => {
    const answer = await search('kofee');
    expect(answer.total).toBe(0);
    expect(answer.did_you_mean).toBe('coffee');
    expect((await names(answer.did_you_mean!)).sort()).toEqual(['Cora', 'Leo', 'Milo']);
  });

  it('keeps the known words and replaces the unknown one', async () => {
    expect((await search('yoga pnuee')).did_you_mean).toBe('yoga pune');
  });

  it('offers nothing when the closest query would find nobody, or every word is known', async () => {
    expect((await search('kofee', '&platform=twitch')).did_you_mean).toBeNull();
    expect((await search('yoga lisbon')).did_you_mean).toBeNull();
    expect((await search('qqqqzzzz')).did_you_mean).toBeNull();
    expect((await search('coffe')).did_you_mean).toBeNull();
  });

  it('never offers a word only a creator outside search wrote', async () => {
    expect((await search('xylophonst')).did_you_mean).toBeNull();
  });
});

describe('the lexicon follows the profiles', () => {
  it('counts a word while a visible creator uses it, and forgets it when none does', async () => {
    const db = server.database.db;
    const count = async (word: string) =>
      (await sql<{ creators: number }>`select creators from search_lexicon where word = ${word}`.execute(db)).rows[0]?.creators ??
      0;
    // Counted for search as a whole: a brand's hidden creators count too.
    expect(await count('coffee')).toBe(3);
    expect(await count('xylophonist')).toBe(0);
    const id = await insertCreator(db, { first: 'Tempo', last: 'Ristretto', bio: 'Ristretto only.' });
    expect(await count('ristretto')).toBe(1);
    await db.updateTable('creator_profiles').set({ bio: 'Cortado only.' }).where('user_id', '=', id).execute();
    expect(await count('ristretto')).toBe(1); // still the last name
    expect(await count('cortado')).toBe(1);
    await db.updateTable('creator_profiles').set({ searchable: false }).where('user_id', '=', id).execute();
    expect(await count('cortado')).toBe(0);
    expect(await count('ristretto')).toBe(0);
  });
});

describe('GET /api/creators/suggest', () => {
  async function suggest(q: string, token = brand) {
    return server.app.inject({ method: 'GET', url: `/api/creators/suggest?q=${encodeURIComponent(q)}`, headers: bearer(token) });
  }

  it('suggests names by first or last name, categories and locations', async () => {
    const res = await suggest('pa');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([{ kind: 'name', label: 'Priya Patel', creator_id: ids.priya, creators: 1 }]);
    const coffee = (await suggest('cof')).json().items;
    expect(coffee).toEqual([{ kind: 'category', label: 'Coffee', creator_id: null, creators: 2 }]);
    const places = (await suggest('lis')).json().items;
    expect(places).toEqual([{ kind: 'location', label: 'Lisbon', creator_id: null, creators: 1 }]);
    const india = (await suggest('ind')).json().items;
    expect(india).toEqual([{ kind: 'location', label: 'Pune, India', creator_id: null, creators: 1 }]);
  });

  it('answers at most 8, names first, and never a hidden creator', async () => {
    for (let i = 0; i < 10; i++)
      await insertCreator(server.database.db, { first: `Prim${String.fromCharCode(97 + i)}`, last: 'Row' });
    const items = (await suggest('pr')).json().items as { kind: string; label: string }[];
    expect(items).toHaveLength(DISCOVERY_LIMITS.suggestionsMax);
    expect(items.map((i) => i.label)).not.toContain('Pria Hidden');
    expect(items[0]).toMatchObject({ kind: 'name', label: 'Prima Row' });
    expect(new Set(items.map((i) => i.kind))).toEqual(new Set(['name']));
  });

  it('refuses too short a text, and anyone but a brand', async () => {
    const short = await suggest('p');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(DISCOVERY_MESSAGES.suggestQueryRequired);
    expect((await suggest('pri', creatorToken)).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/creators/suggest?q=pri' })).statusCode).toBe(401);
  });
});

describe('GET /api/creators/{id}/invite-campaigns', () => {
  it("lists the brand's open campaigns, each saying whether the creator is invited", async () => {
    const call = caller(server);
    const url = `/api/creators/${ids.cora}/invite-campaigns`;
    expect((await call('GET', url, brand)).json()).toEqual({ items: [] });
    const id = await publishedCampaign(server, brand);
    const before = (await call('GET', url, brand)).json().items;
    expect(before).toEqual([expect.objectContaining({ id, title: 'Summer smoothie launch', invitation_status: null })]);
    expect((await call('POST', `/api/campaigns/${id}/invitations`, brand, { creator_id: ids.cora })).statusCode).toBe(201);
    expect((await call('GET', url, brand)).json().items[0].invitation_status).toBe('pending');
    expect((await call('GET', `/api/creators/${ids.hidden}/invite-campaigns`, brand)).statusCode).toBe(404);
    expect((await call('GET', url, creatorToken)).statusCode).toBe(403);
  });
});

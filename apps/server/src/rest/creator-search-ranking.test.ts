import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOVERY_LIMITS, type SearchFacet } from '@sponsorly/shared';
import { bearer, createVerifiedAccount } from '../testing/accounts';
import { hideCreator, insertCreator, insertKnownCreators, type CreatorSpec, type KnownCreator } from '../testing/creators';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * What creator-search-routes.test.ts leaves out: several values of every list filter, the bounds of the
 * ranges, the relevance boosts on their own and against a better text match, and the expertise and
 * language facets counted without their own filter.
 */
let server: TestServer;
let brand: string;
let ids: Record<KnownCreator, string>;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '20' });
  ids = await insertKnownCreators(server.database.db);
  const account = await createVerifiedAccount(server, 'brand');
  brand = account.sessionToken;
  await hideCreator(server.database.db, account.user.id, ids.vera);
});
afterAll(() => server.close());

interface Answer {
  items: { id: string; first_name: string }[];
  total: number;
}
type Facets = Record<SearchFacet, { value: string; count: number }[]>;
async function search(query: string): Promise<Answer> {
  const res = await server.app.inject({ method: 'GET', url: `/api/creators/search?${query}`, headers: bearer(brand) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function facetsOf(query: string): Promise<Facets> {
  const res = await server.app.inject({ method: 'GET', url: `/api/creators/search/facets?${query}`, headers: bearer(brand) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().facets;
}
const found = async (query: string) => (await search(query)).items.map((c) => c.first_name).sort();
const ordered = async (query: string) => (await search(query)).items.map((c) => c.first_name);

describe('filters with several values and at their bounds', () => {
  it.each([
    ['expertise=advanced&expertise=intermediate', ['Amara', 'Maria', 'Zoë']],
    ['deliverable=youtube_integration&deliverable=youtube_dedicated', ['Jonah', 'Maria']],
    ['category=baking&category=Gadgets', ['Jonah', 'Maria']],
    ['category=veg', []],
    ['language=PORTUGU%C3%8AS', ['Maria', 'Zoë']],
    ['location=S%C3%83O%20PAULO', ['Maria']],
    ['location=portugal&vertical=travel', ['Amara']],
    ['platform=youtube&platform=instagram&platform=twitch', ['Amara', 'Jonah', 'Maria']],
    ['vertical=tech&vertical=travel&vertical=comedy', ['Amara', 'Jonah']],
    ['min_followers=12000&max_followers=12000', ['Zoë']],
    ['min_price_cents=40000&max_price_cents=40000', ['Zoë']],
    // Creators without a rate card have no price: any price filter leaves them out.
    ['min_price_cents=0', ['Jonah', 'Maria', 'Zoë']],
    ['q=sao%20paulo', ['Maria']],
    ['q=zoe', ['Zoë']],
    ['q=vegan&platform=instagram', ['Amara']],
  ])('%s', async (query, names) => {
    expect(await found(query)).toEqual(names);
  });
});

describe('relevance', () => {
  const db = () => server.database.db;
  const base = (first: string, vertical: string, extra: Partial<CreatorSpec> = {}): CreatorSpec => ({
    first,
    last: 'Equal',
    vertical,
    joinedAt: new Date(Date.UTC(2026, 3, 1)),
    ...extra,
  });

  it('is the order when there is text and no sort', async () => {
    const asked = await search('q=vegan&sort=relevance');
    expect((await search('q=vegan')).items).toEqual(asked.items);
    // The name match first, whatever the newest or largest say.
    expect(asked.items[0]?.first_name).toBe('Zoë');
    expect(await ordered('q=vegan&sort=newest')).toEqual(['Amara', 'Zoë']);
  });

  it('puts an available creator first among otherwise equal ones', async () => {
    await insertCreator(db(), base('Busy', 'comedy', { available: false }));
    await insertCreator(db(), base('Free', 'comedy', { available: true }));
    expect(await ordered('vertical=comedy')).toEqual(['Free', 'Busy']);
  });

  it('puts a more complete profile first among otherwise equal ones', async () => {
    await insertCreator(db(), base('Sparse', 'couples'));
    await insertCreator(
      db(),
      base('Full', 'couples', {
        bio: 'Two of us, one camera.',
        location: 'Porto',
        languages: ['Frisian'],
        categories: ['Dates'],
      }),
    );
    expect(await ordered('vertical=couples')).toEqual(['Full', 'Sparse']);
  });

  it('never lets the boosts outweigh a better text match', async () => {
    const complete: Partial<CreatorSpec> = {
      available: true,
      location: 'Lisbon',
      languages: ['Frisian'],
      audience: [{ platform: 'youtube', followers: 5_000_000 }],
      packages: [{ price_cents: 10_000, deliverables: ['other'] }],
      categories: ['Drinks'],
    };
    // Kombucha as a category (weight B) is a better match than in the bio (D); the name (A) better still.
    await insertCreator(
      db(),
      base('Kombucha', 'diy', {
        last: 'Kahn',
        available: false,
        bio: 'Brewing at home, every week a new batch of something fizzy, fermented and bottled by hand.',
      }),
    );
    await insertCreator(
      db(),
      base('Cat', 'diy', {
        categories: ['Kombucha', 'Brewing', 'Fermentation', 'Home'],
        available: false,
        bio: 'Brewing at home, every week a new batch of something fizzy, fermented and bottled by hand.',
      }),
    );
    await insertCreator(db(), base('Bio', 'diy', { ...complete, bio: 'Kombucha.' }));
    expect(await ordered('q=kombucha')).toEqual(['Kombucha', 'Cat', 'Bio']);
    expect(await ordered('q=%22kombucha%22')).toEqual(['Kombucha', 'Cat', 'Bio']);
  });
});

describe('facets', () => {
  it('counts expertise without the expertise filter and language without the language filter', async () => {
    const body = await search('expertise=advanced&language=english');
    expect(body.items.map((c) => c.first_name).sort()).toEqual(['Amara', 'Zoë']);
    expect(body.total).toBe(2);
    const facets = await facetsOf('expertise=advanced&language=english');
    // English speakers by expertise: Jonah is a beginner.
    expect(facets.expertise_level).toEqual([
      { value: 'advanced', count: 2 },
      { value: 'beginner', count: 1 },
    ]);
    // Advanced creators by language.
    expect(facets.language).toEqual([
      { value: 'english', count: 2 },
      { value: 'portugues', count: 1 },
    ]);
    expect(facets.platform).toEqual([
      { value: 'instagram', count: 1 },
      { value: 'tiktok', count: 1 },
    ]);
    expect(facets.vertical).toEqual([
      { value: 'foodie', count: 1 },
      { value: 'travel', count: 1 },
    ]);
  });

  it('lists the most common languages, and always the ones the brand chose', async () => {
    const languages = Array.from(
      { length: DISCOVERY_LIMITS.languageFacetMax + 2 },
      (_, i) => `Lang${String.fromCharCode(97 + i)}`,
    );
    // The first twelve are spoken by two creators each, the last two by one.
    for (const [index, language] of languages.entries()) {
      for (let n = 0; n < (index < DISCOVERY_LIMITS.languageFacetMax ? 2 : 1); n++) {
        await insertCreator(server.database.db, {
          first: `Poly${index}${n}`,
          last: 'Glot',
          vertical: 'music',
          languages: [language],
        });
      }
    }
    const top = languages.slice(0, DISCOVERY_LIMITS.languageFacetMax).map((l) => l.toLowerCase());
    expect((await facetsOf('vertical=music')).language.map((f) => f.value)).toEqual(top);
    const chosen = `vertical=music&language=${languages.at(-1)}`;
    expect((await search(chosen)).total).toBe(1);
    expect((await facetsOf(chosen)).language.map((f) => f.value)).toEqual([...top, languages.at(-1)!.toLowerCase()]);
  });
});

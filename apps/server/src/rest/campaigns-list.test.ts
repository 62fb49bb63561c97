import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES as m } from '@sponsorly/shared';
import { createVerifiedAccount } from '../testing/accounts';
import { caller, completeCampaign, publishedCampaign, setCreatorProfile } from '../testing/campaigns';
import { startTestServer, type TestServer } from '../testing/test-server';

type Account = Awaited<ReturnType<typeof createVerifiedAccount>>;

let server: TestServer;
let call: ReturnType<typeof caller>;
let brand: Account;
let zoe: Account;
const ids: Record<string, string> = {};

/** Campaigns with targets that fit Zoë (Instagram, foodie, Vegan, Português) more or less. */
const SPECS: Record<string, Record<string, unknown>> = {
  perfect: {
    title: 'Vegan brunch reels',
    platforms: ['instagram'],
    target_verticals: ['foodie'],
    target_categories: ['vegan'],
    target_languages: ['Portugues'],
  },
  platformOnly: {
    title: 'Gadget unboxing',
    description: 'Unbox our phone.',
    platforms: ['instagram', 'youtube'],
    target_verticals: ['tech'],
    target_categories: ['Gadgets'],
    target_languages: ['Korean'],
  },
  verticalAndCategory: {
    title: 'Plant-based café',
    platforms: ['tiktok'],
    target_verticals: ['foodie', 'travel'],
    target_categories: ['VEGAN'],
    target_languages: [],
  },
  none: {
    title: 'Lipstick launch',
    description: 'Our 100% matte_red lipstick.',
    platforms: ['youtube'],
    target_verticals: ['beauty'],
    target_categories: [],
    target_languages: [],
  },
};

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '50' });
  call = caller(server);
  brand = await createVerifiedAccount(server, 'brand');
  zoe = await createVerifiedAccount(server, 'creator', { firstName: 'Zoë' });
  await setCreatorProfile(server.database.db, zoe.user.id, {
    platform: 'instagram',
    vertical: 'foodie',
    categories: ['Vegan', 'Food'],
    languages: ['Português'],
  });
  for (const [key, spec] of Object.entries(SPECS)) {
    ids[key] = await publishedCampaign(server, brand.sessionToken, spec);
    server.clock.advance(1000);
  }
  // Never listed: a draft, a closed campaign, an invite-only one.
  await call('POST', '/api/campaigns', brand.sessionToken, completeCampaign(server, { title: 'Draft vegan' }));
  const closed = await publishedCampaign(server, brand.sessionToken, { ...SPECS.perfect, title: 'Closed vegan' });
  await call('POST', `/api/campaigns/${closed}/close`, brand.sessionToken);
  await publishedCampaign(server, brand.sessionToken, { ...SPECS.perfect, title: 'Secret vegan', visibility: 'invite_only' });
});
afterAll(() => server.close());

const list = async (token: string, query = '') => {
  const answer = await call('GET', `/api/campaigns${query}`, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { items: { id: string; title: string; match_score: number }[]; next_cursor: string | null };
};

describe('the campaigns creators browse', () => {
  it('lists open public campaigns, best matches for the reader first', async () => {
    const { items, next_cursor } = await list(zoe.sessionToken);
    expect(items.map((c) => [c.title, c.match_score])).toEqual([
      ['Vegan brunch reels', 10],
      ['Plant-based café', 5],
      ['Gadget unboxing', 4],
      ['Lipstick launch', 0],
    ]);
    expect(next_cursor).toBeNull();
  });

  it('orders by newest for a reader without a profile to match (a brand)', async () => {
    const { items } = await list(brand.sessionToken);
    expect(items.map((c) => c.title)).toEqual(['Lipstick launch', 'Plant-based café', 'Gadget unboxing', 'Vegan brunch reels']);
    expect(items.every((c) => c.match_score === 0)).toBe(true);
  });

  it('filters by platform, vertical and words of the title or description', async () => {
    const titles = async (query: string) => (await list(zoe.sessionToken, query)).items.map((c) => c.title);
    expect(await titles('?platform=youtube')).toEqual(['Gadget unboxing', 'Lipstick launch']);
    expect(await titles('?platform=youtube&platform=tiktok')).toEqual(['Plant-based café', 'Gadget unboxing', 'Lipstick launch']);
    expect(await titles('?vertical=foodie')).toEqual(['Vegan brunch reels', 'Plant-based café']);
    expect(await titles('?vertical=travel&platform=tiktok')).toEqual(['Plant-based café']);
    expect(await titles('?q=CAFE')).toEqual(['Plant-based café']);
    expect(await titles('?q=unbox%20phone')).toEqual(['Gadget unboxing']);
    expect(await titles('?q=unbox%20lipstick')).toEqual([]);
    // Wildcards are matched as typed.
    expect(await titles('?q=100%25')).toEqual(['Lipstick launch']);
    expect(await titles('?q=matte_red')).toEqual(['Lipstick launch']);
    expect(await titles('?q=%25')).toEqual(['Lipstick launch']);
    expect(await titles('?q=_')).toEqual(['Lipstick launch']);
    expect(await titles("?q=' or 1=1 --")).toEqual([]);
    expect(await titles('?q=')).toHaveLength(4);
  });

  it('walks pages with a cursor, each campaign once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(zoe.sessionToken, `?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((c) => c.title));
      cursor = page.next_cursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual(['Vegan brunch reels', 'Plant-based café', 'Gadget unboxing', 'Lipstick launch']);
    const two = await list(zoe.sessionToken, '?limit=2');
    expect(two.items).toHaveLength(2);
    expect((await list(zoe.sessionToken, `?limit=2&cursor=${two.next_cursor}`)).items.map((c) => c.title)).toEqual([
      'Gadget unboxing',
      'Lipstick launch',
    ]);
  });

  it('refuses a bad cursor, limit or filter with a message', async () => {
    const bad: [string, string][] = [
      ['?cursor=nonsense', m.invalidCursor],
      [`?cursor=${Buffer.from(JSON.stringify([1, '1', 'x'])).toString('base64url')}`, m.invalidCursor],
      [
        `?cursor=${Buffer.from(JSON.stringify([1, '99999999999999999999', '00000000-0000-4000-8000-000000000000'])).toString('base64url')}`,
        m.invalidCursor,
      ],
      ['?limit=0', m.invalidLimit],
      ['?limit=51', m.invalidLimit],
      ['?limit=abc', m.invalidLimit],
      ['?platform=myspace', m.invalidChoice],
      ['?vertical=astrology', m.invalidChoice],
      [`?q=${'x'.repeat(201)}`, m.queryTooLong],
    ];
    for (const [query, message] of bad) {
      const answer = await call('GET', `/api/campaigns${query}`, zoe.sessionToken);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().message, query).toBe(message);
    }
  });
});

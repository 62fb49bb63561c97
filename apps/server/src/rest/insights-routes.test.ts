import { ERROR_CODES, INSIGHTS_MESSAGES } from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from '../testing/accounts';
import { acceptLatest, dealCall, offerBody, type Account } from '../testing/deals';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let call: ReturnType<typeof dealCall>;
let brand: Account;
let otherBrand: Account;
let admin: Account;

const ADMIN = 'insights-admin@example.com';
const DAY = 24 * 60 * 60 * 1000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_FACTOR: '50' });
  call = dealCall(server);
  [brand, otherBrand, admin] = await Promise.all([
    createVerifiedAccount(server, 'brand'),
    createVerifiedAccount(server, 'brand'),
    createVerifiedAccount(server, 'brand', { email: ADMIN }),
  ]);
  await server.database.db
    .updateTable('brand_profiles')
    .set({ company_name: 'Acme Labs' })
    .where('user_id', '=', brand.user.id)
    .execute();
});
afterAll(() => server.close());

/** A creator with a public page, found in search by a last name no other creator has. */
async function publicCreator(lastName: string): Promise<Account> {
  const creator = await createVerifiedAccount(server, 'creator', { lastName });
  await server.database.db
    .updateTable('creator_profiles')
    .set({ searchable: true, page_visibility: 'public' })
    .where('user_id', '=', creator.user.id)
    .execute();
  return creator;
}

const insights = (token: string | undefined, query = '') => call('GET', `/api/analytics/creator${query}`, token);
const search = (token: string, q: string, cursor = '') =>
  call('GET', `/api/creators/search?q=${encodeURIComponent(q)}&limit=1${cursor ? `&cursor=${cursor}` : ''}`, token);
const view = (creatorId: string, headers: Record<string, string> = {}, token?: string) =>
  call('POST', `/api/creators/${creatorId}/views`, token, undefined, headers);

describe('what creator insights count', () => {
  it('counts the creators on the page a brand is shown, once per brand a day, and never for an admin', async () => {
    const pair = [await publicCreator('Zephyrine'), await publicCreator('Zephyrine')];
    const today = dayOf(server.clock.now);
    const first = await search(brand.sessionToken, 'Zephyrine');
    expect(first.statusCode).toBe(200);
    expect(first.json().total).toBe(2);
    // A page of one: the creator on it, and then the other on the second page.
    const shown = pair.find((c) => c.user.id === first.json().items[0].id)!;
    const later = pair.find((c) => c !== shown)!;
    const appearances = async (creator: Account, to = today) =>
      (await insights(creator.sessionToken, `?from=${today}&to=${to}`)).json().totals.search_appearances;
    expect(await appearances(shown)).toBe(1);
    expect(await appearances(later)).toBe(0);
    // The second page, a reload: the same brand, the same day; another brand counts; an admin does not.
    await search(brand.sessionToken, 'Zephyrine', first.json().next_cursor);
    await search(brand.sessionToken, 'Zephyrine');
    await search(otherBrand.sessionToken, 'Zephyrine');
    await search(admin.sessionToken, 'Zephyrine');
    expect(await appearances(shown)).toBe(2);
    expect(await appearances(later)).toBe(1);

    server.clock.advance(DAY);
    await search(brand.sessionToken, 'Zephyrine');
    const tomorrow = dayOf(server.clock.now);
    expect(await appearances(shown, tomorrow)).toBe(3);
    const both = (await insights(shown.sessionToken, `?from=${today}&to=${tomorrow}`)).json();
    expect(both.weeks.reduce((n: number, w: { search_appearances: number }) => n + w.search_appearances, 0)).toBe(3);
  });

  it('counts a page view once per viewer a day, visitors by a hash, never the creator or an admin', async () => {
    const creator = await publicCreator('Quillfeather');
    const otherCreator = await createVerifiedAccount(server, 'creator');
    const today = dayOf(server.clock.now);
    const visitor = { 'user-agent': 'Mozilla/5.0 (visitor one)' };
    for (let i = 0; i < 2; i += 1) {
      expect((await view(creator.user.id, {}, brand.sessionToken)).statusCode).toBe(204);
      expect((await view(creator.user.id, {}, otherCreator.sessionToken)).statusCode).toBe(204);
      expect((await view(creator.user.id, visitor)).statusCode).toBe(204);
      expect((await view(creator.user.id, {}, creator.sessionToken)).statusCode).toBe(204);
      expect((await view(creator.user.id, {}, admin.sessionToken)).statusCode).toBe(204);
    }
    // Another browser at the same address is another visitor.
    await view(creator.user.id, { 'user-agent': 'Mozilla/5.0 (visitor two)' });
    const range = `?from=${today}&to=${today}`;
    expect((await insights(creator.sessionToken, range)).json().totals.profile_views).toBe(4);

    // Nothing in the table names a viewer: no account id, no address, no browser.
    const rows = await server.database.db
      .selectFrom('creator_page_views')
      .selectAll()
      .where('creator_id', '=', creator.user.id)
      .execute();
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      for (const secret of [brand.user.id, otherCreator.user.id, '127.0.0.1', 'visitor one'])
        expect(row.viewer).not.toContain(secret);
    }
    // The profile's own counter still counts brands only.
    const profile = (await call('GET', '/api/profile', creator.sessionToken)).json().profile;
    expect(profile.profile_views).toBe(1);
  });

  it('counts no visitor at a page kept to brands, and 404s a page that does not exist', async () => {
    const creator = await publicCreator('Brandsonly');
    await server.database.db
      .updateTable('creator_profiles')
      .set({ page_visibility: 'brands' })
      .where('user_id', '=', creator.user.id)
      .execute();
    expect((await view(creator.user.id, { 'user-agent': 'curious' })).statusCode).toBe(204);
    expect((await view(creator.user.id, {}, brand.sessionToken)).statusCode).toBe(204);
    const today = dayOf(server.clock.now);
    expect((await insights(creator.sessionToken, `?from=${today}&to=${today}`)).json().totals.profile_views).toBe(1);
    expect((await view('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

/** A deal offered by `by` to `creator` for `price` cents; `stage` says how far it goes. */
async function deal(creator: Account, by: Account, price: number, stage: 'offered' | 'accepted' | 'approved') {
  const made = await call('POST', '/api/deals', by.sessionToken, offerBody(server, creator.user.id, { price_cents: price }));
  expect(made.statusCode).toBe(201);
  const id = made.json().deal.id as string;
  if (stage === 'offered') return { id, post: '' };
  await acceptLatest(server, id, creator.sessionToken);
  if (stage === 'accepted') return { id, post: '' };
  const funded = await call('POST', `/api/deals/${id}/fund`, by.sessionToken, {});
  const post = funded.json().deal.work.deliverables[0].id as string;
  await call('POST', `/api/deals/${id}/deliverables/${post}/submissions`, creator.sessionToken, {
    url: 'https://drive.example.com/cut',
    note: '',
  });
  expect((await call('POST', `/api/deals/${id}/approve`, by.sessionToken, { id })).statusCode).toBe(200);
  return { id, post };
}

/** A verified live post with its reads (views at each instant), as the post metrics round leaves it. */
async function verifiedPost(d: { id: string; post: string }, url: string, reads: [Date, number][]) {
  const db = server.database.db;
  await db.updateTable('deal_deliverables').set({ live_url: url, post_check: 'verified' }).where('id', '=', d.post).execute();
  for (const [at, views] of reads) {
    await db
      .insertInto('deal_post_metrics')
      .values({
        deal_id: d.id,
        deliverable_id: d.post,
        platform: 'instagram',
        post_id: url.split('/')[4]!,
        read_at: at,
        views,
        likes: 10,
        comments: 2,
        shares: null,
      })
      .execute();
  }
}

describe('creator insights figures', () => {
  it('gives offers, the acceptance rate, earnings equal to the ledger and top posts with their brands', async () => {
    const creator = await publicCreator('Ledgerwise');
    const from = dayOf(server.clock.now);
    const first = await deal(creator, brand, 45_000, 'approved');
    const second = await deal(creator, otherBrand, 120_000, 'approved');
    await deal(creator, brand, 30_000, 'accepted');
    await deal(creator, otherBrand, 99_000, 'offered');
    const now = server.clock.now;
    await verifiedPost(first, 'https://www.instagram.com/reel/AcmeReel01/', [
      [new Date(now.getTime() - 1000), 900],
      [now, 4_200],
    ]);
    await verifiedPost(second, 'https://www.instagram.com/p/OtherPost1/', [[now, 2_500]]);
    const to = dayOf(now);

    const answer = await insights(creator.sessionToken, `?from=${from}&to=${to}`);
    expect(answer.statusCode).toBe(200);
    const figures = answer.json();
    expect(figures.totals).toMatchObject({
      offers_received: 4,
      offers_accepted: 3,
      acceptance_rate: 0.75,
      earnings_minor: 165_000,
    });

    // Every cent is the ledger's: the creator's released price holds, summed by the database itself.
    const { rows } = await sql<{ total: string }>`
      select coalesce(sum(t.amount), 0)::text as total from ledger_transfers t
      join ledger_accounts a on a.id = t.credit_account_id
      where a.user_id = ${creator.user.id} and a.kind = 'creator_clearing' and t.kind = 'post'`.execute(server.database.db);
    expect(figures.totals.earnings_minor).toBe(Number(rows[0]!.total));
    const wallet = (await call('GET', '/api/wallet/summary', creator.sessionToken)).json();
    expect(figures.totals.earnings_minor).toBe(wallet.total_cents);
    expect(figures.earnings_by_month.at(-1)).toEqual({ month: to.slice(0, 7), amount_minor: 165_000 });
    expect(figures.earnings_by_month.reduce((n: number, m: { amount_minor: number }) => n + m.amount_minor, 0)).toBe(165_000);

    expect(figures.top_posts).toEqual([
      expect.objectContaining({
        deal_id: first.id,
        brand_name: 'Acme Labs',
        platform: 'instagram',
        views: 4_200,
        url: 'https://www.instagram.com/reel/AcmeReel01/',
      }),
      expect.objectContaining({ deal_id: second.id, views: 2_500 }),
    ]);

    // A range before any of it: nothing, every week and month still listed.
    const before = (await insights(creator.sessionToken, '?from=2020-01-01&to=2020-02-29')).json();
    expect(before.totals).toEqual({
      profile_views: 0,
      search_appearances: 0,
      offers_received: 0,
      offers_accepted: 0,
      acceptance_rate: null,
      earnings_minor: 0,
    });
    expect(before.earnings_by_month.map((m: { month: string }) => m.month)).toEqual(['2020-01', '2020-02']);
    expect(before.weeks[0].week_start).toBe('2019-12-30');
    expect(before.weeks.at(-1).week_start).toBe('2020-02-24');
    expect(before.top_posts).toEqual([]);
  });

  it('takes the last 30 days when no range is given', async () => {
    const creator = await publicCreator('Defaultson');
    const answer = (await insights(creator.sessionToken)).json();
    expect(answer.to).toBe(dayOf(server.clock.now));
    expect(answer.from).toBe(dayOf(new Date(server.clock.now.getTime() - 29 * DAY)));
  });
});

describe('who may read insights, and which ranges', () => {
  it('answers 401 without a session and 403 to a brand', async () => {
    const anonymous = await insights(undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(ERROR_CODES.unauthorized);
    const brands = await insights(brand.sessionToken);
    expect(brands.statusCode).toBe(403);
    expect(brands.json()).toMatchObject({ code: ERROR_CODES.forbidden, message: INSIGHTS_MESSAGES.creatorsOnly });
  });

  it.each([
    ['?from=2026-03-10&to=2026-03-01', INSIGHTS_MESSAGES.rangeBackwards],
    ['?from=2026-02-30&to=2026-03-01', INSIGHTS_MESSAGES.dateInvalid],
    ['?from=last-week&to=2026-03-01', INSIGHTS_MESSAGES.dateInvalid],
    ['?from=2026-03-01', INSIGHTS_MESSAGES.bothDates],
    ['?from=2020-01-01&to=2026-03-01', INSIGHTS_MESSAGES.rangeTooLong],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const creator = await publicCreator('Rangeless');
    const answer = await insights(creator.sessionToken, query);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: ERROR_CODES.validation, message });
  });
});

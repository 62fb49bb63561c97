import { ANALYTICS_CSV, ANALYTICS_MESSAGES } from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from '../testing/accounts';
import { application, caller, publishedCampaign } from '../testing/campaigns';
import { acceptLatest, offerBody, type Account } from '../testing/deals';
import { startTestServer, type TestServer } from '../testing/test-server';

const ADMIN = 'analytics-admin@example.com';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let server: TestServer;
let call: ReturnType<typeof caller>;
let brand: Account;
let otherBrand: Account;
let maya: Account;
let noah: Account;
let admin: Account;
let campaign: string;
let otherCampaign: string;
let range: { from: string; to: string };

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** An offer made, accepted and funded; returns the deal's id and its deliverable's. */
async function fundedDeal(creator: Account, price: number, campaignId?: string) {
  const made = await call('POST', '/api/deals', brand.sessionToken, {
    ...offerBody(server, creator.user.id, { price_cents: price }),
    ...(campaignId ? { campaign_id: campaignId } : {}),
  });
  expect(made.statusCode).toBe(201);
  const id = made.json().deal.id as string;
  await acceptLatest(server, id, creator.sessionToken);
  const funded = await call('POST', `/api/deals/${id}/fund`, brand.sessionToken, {});
  expect(funded.statusCode).toBe(200);
  return { id, deliverable: funded.json().deal.work.deliverables[0].id as string, creator };
}

const submit = (deal: { id: string; deliverable: string; creator: Account }) =>
  call('POST', `/api/deals/${deal.id}/deliverables/${deal.deliverable}/submissions`, deal.creator.sessionToken, {
    url: 'https://drive.example.com/cut-1',
    note: '',
  });

const analytics = (query: string, token: string | null = brand.sessionToken) =>
  call('GET', `/api/analytics/brand${query}`, token ?? undefined);

/**
 * A known data set: a campaign with two applications and the views of two creators (the brand's own and an
 * admin's not counted); a completed deal on it with a live post read before and in the range, a funded one
 * still held, an offer; and a completed deal outside any campaign.
 */
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_FACTOR: '50' });
  call = caller(server);
  [brand, otherBrand, maya, noah, admin] = await Promise.all([
    createVerifiedAccount(server, 'brand'),
    createVerifiedAccount(server, 'brand'),
    createVerifiedAccount(server, 'creator', { firstName: 'Maya', lastName: 'Lopez' }),
    createVerifiedAccount(server, 'creator', { firstName: 'Noah', lastName: 'Berg' }),
    createVerifiedAccount(server, 'creator', { email: ADMIN }),
  ]);
  campaign = await publishedCampaign(server, brand.sessionToken, { budget_max_cents: 80_000 });
  otherCampaign = await publishedCampaign(server, otherBrand.sessionToken);
  for (const creator of [maya, noah]) {
    expect((await call('POST', `/api/campaigns/${campaign}/applications`, creator.sessionToken, application())).statusCode).toBe(
      201,
    );
  }
  for (const reader of [maya, maya, noah, brand, admin]) {
    expect((await call('POST', `/api/campaigns/${campaign}/views`, reader.sessionToken)).statusCode).toBe(204);
  }

  const onCampaign = await fundedDeal(maya, 45_000, campaign);
  const outside = await fundedDeal(noah, 30_000);
  await submit(onCampaign);
  await submit(outside);
  server.clock.advance(5 * HOUR);
  for (const deal of [onCampaign, outside]) {
    expect((await call('POST', `/api/deals/${deal.id}/approve`, brand.sessionToken, { id: deal.id })).statusCode).toBe(200);
  }
  const live = await call('POST', `/api/deals/${onCampaign.id}/deliverables/${onCampaign.deliverable}/live`, maya.sessionToken, {
    url: 'https://www.instagram.com/reel/abc123/',
  });
  expect(live.statusCode).toBe(200);
  await fundedDeal(noah, 20_000, campaign);
  const offered = await call('POST', '/api/deals', brand.sessionToken, {
    ...offerBody(server, maya.user.id),
    campaign_id: campaign,
  });
  expect(offered.statusCode).toBe(201);

  const now = server.clock.now.getTime();
  range = { from: dayOf(now - 6 * DAY), to: dayOf(now) };
  const reading = (daysAgo: number, views: number, likes: number, comments: number, shares: number) => ({
    deal_id: onCampaign.id,
    deliverable_id: onCampaign.deliverable,
    platform: 'instagram',
    post_id: 'abc123',
    read_at: new Date(now - daysAgo * DAY),
    views,
    likes,
    comments,
    shares,
  });
  // Read 10 days ago (before the range: 1,000 views, 10 engagements), then twice in it.
  await server.database.db
    .insertInto('deal_post_metrics')
    .values([reading(10, 1000, 10, 0, 0), reading(2, 1500, 20, 5, 0), reading(1, 1800, 25, 5, 2)])
    .execute();
});
afterAll(() => server.close());

/** The ledger's own word: what left the brand's balance for good, and the deals' agreed price and fee. */
async function ledgerFigures() {
  const account = await server.database.db
    .selectFrom('ledger_accounts')
    .select(['debits_posted'])
    .where('code', '=', `brand_balance:${brand.user.id}:USD`)
    .executeTakeFirstOrThrow();
  const completed = await server.database.db
    .selectFrom('deals')
    .innerJoin('deal_versions as v', (join) =>
      join.onRef('v.deal_id', '=', 'deals.id').onRef('v.version', '=', 'deals.current_version'),
    )
    .select(['deals.campaign_id', 'deals.creator_id', 'v.price_cents', 'v.fee_cents'])
    .where('deals.brand_id', '=', brand.user.id)
    .where('deals.status', '=', 'completed')
    .execute();
  return { debitsPosted: Number(account.debits_posted), completed };
}

const costOf = (rows: { price_cents: unknown; fee_cents: unknown }[]) =>
  rows.reduce((sum, row) => sum + Number(row.price_cents) + Number(row.fee_cents), 0);

describe('GET /api/analytics/brand', () => {
  it('answers the spend of the ledger, the counts of the deals and the posts’ gains in the range', async () => {
    const answer = await analytics(`?from=${range.from}&to=${range.to}`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    const { debitsPosted, completed } = await ledgerFigures();
    const spent = costOf(completed);
    expect(spent).toBe(45_000 + 30_000 + Number(completed[0]!.fee_cents) + Number(completed[1]!.fee_cents));
    expect(body.totals).toMatchObject({
      spent_minor: debitsPosted,
      deals_completed: completed.length,
      posts_live: 1,
      views: 800,
      engagements: 22,
      cpm_minor: Math.round((spent * 1000) / 800),
      cost_per_engagement_minor: Math.round(spent / 22),
      on_time_rate: 1,
      deliverables_due: 2,
      average_approval_hours: 5,
      budget_minor: 80_000,
    });
    expect(body.totals.spent_minor).toBe(spent);
    expect(body).toMatchObject({ from: range.from, to: range.to, campaign_id: null, currency: 'USD' });

    const weeks = body.weeks as { spent_minor: number; views: number; engagements: number }[];
    expect(weeks.reduce((sum, week) => sum + week.spent_minor, 0)).toBe(spent);
    expect(weeks.reduce((sum, week) => sum + week.views, 0)).toBe(800);
    expect(weeks.reduce((sum, week) => sum + week.engagements, 0)).toBe(22);

    const onCampaign = completed.filter((row) => row.campaign_id === campaign);
    expect(body.campaigns).toEqual([
      {
        campaign_id: campaign,
        title: 'Summer smoothie launch',
        spent_minor: costOf(onCampaign),
        deals_completed: 1,
        views: 800,
        engagements: 22,
        cpm_minor: Math.round((costOf(onCampaign) * 1000) / 800),
        on_time_rate: 1,
        campaign_views: 2,
        applications: 2,
        offers: 3,
        deals: 2,
      },
      {
        campaign_id: null,
        title: null,
        spent_minor: spent - costOf(onCampaign),
        deals_completed: 1,
        views: 0,
        engagements: 0,
        cpm_minor: null,
        on_time_rate: 1,
        campaign_views: 0,
        applications: 0,
        offers: 1,
        deals: 1,
      },
    ]);
    expect(body.creators.map((row: { name: string; spent_minor: number }) => [row.name, row.spent_minor])).toEqual([
      ['Maya Lopez', costOf(completed.filter((row) => row.creator_id === maya.user.id))],
      ['Noah Berg', costOf(completed.filter((row) => row.creator_id === noah.user.id))],
    ]);
  });

  it('reads one campaign alone, and the last 30 days when no range is given', async () => {
    const answer = await analytics(`?campaign_id=${campaign}`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    const { completed } = await ledgerFigures();
    expect(body.campaign_id).toBe(campaign);
    expect(body.to).toBe(dayOf(server.clock.now.getTime()));
    expect(body.from).toBe(dayOf(server.clock.now.getTime() - 29 * DAY));
    expect(body.totals.spent_minor).toBe(costOf(completed.filter((row) => row.campaign_id === campaign)));
    expect(body.campaigns.map((row: { campaign_id: string }) => row.campaign_id)).toEqual([campaign]);
    expect(body.creators.map((row: { name: string }) => row.name)).toEqual(['Maya Lopez']);
  });

  it('counts nothing before a range in which nothing happened', async () => {
    const body = (await analytics('?from=2020-01-01&to=2020-03-31')).json();
    expect(body.totals).toMatchObject({ spent_minor: 0, deals_completed: 0, views: 0, cpm_minor: null, on_time_rate: null });
    expect(body.campaigns).toEqual([]);
    expect(body.weeks[0].week_start).toBe('2019-12-30');
  });

  it('keeps each count once: a reader’s second view the same day, the brand’s own and an admin’s are not counted', async () => {
    const rows = await server.database.db
      .selectFrom('campaign_views')
      .select(['viewer_id', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day')])
      .where('campaign_id', '=', campaign)
      .execute();
    expect(rows.map((row) => row.viewer_id).sort()).toEqual([maya.user.id, noah.user.id].sort());
  });

  it('is for brands only, and another brand’s campaign does not exist', async () => {
    expect((await analytics('', null)).statusCode).toBe(401);
    const creator = await analytics('', maya.sessionToken);
    expect(creator.statusCode).toBe(403);
    expect(creator.json().message).toBe(ANALYTICS_MESSAGES.brandsOnly);
    const foreign = await analytics(`?campaign_id=${otherCampaign}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(ANALYTICS_MESSAGES.campaignNotFound);
  });

  it('refuses a range that runs backwards, is longer than a year, or is not made of dates', async () => {
    const cases: [string, string][] = [
      ['?from=2026-03-10&to=2026-03-01', ANALYTICS_MESSAGES.rangeBackwards],
      ['?from=2024-01-01&to=2025-06-30', ANALYTICS_MESSAGES.rangeTooLong],
      ['?from=2026-02-30&to=2026-03-01', ANALYTICS_MESSAGES.dateInvalid],
      ['?from=yesterday', ANALYTICS_MESSAGES.dateInvalid],
      ['?campaign_id=42', ANALYTICS_MESSAGES.campaignInvalid],
    ];
    for (const [query, message] of cases) {
      const answer = await analytics(query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().message, query).toBe(message);
    }
    // A whole leap year is one range.
    expect((await analytics('?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
  });
});

describe('GET /api/analytics/brand.csv', () => {
  it('downloads the same figures: money in major units beside its currency, names kept from reading as formulas', async () => {
    await server.database.db
      .updateTable('campaigns')
      .set({ title: '=HYPERLINK("https://evil.example")' })
      .where('id', '=', campaign)
      .execute();
    const file = await call('GET', `/api/analytics/brand.csv?from=${range.from}&to=${range.to}`, brand.sessionToken);
    await server.database.db
      .updateTable('campaigns')
      .set({ title: 'Summer smoothie launch' })
      .where('id', '=', campaign)
      .execute();
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toContain(`sponsorly-analytics-${range.from}-to-${range.to}.csv`);
    const json = (await analytics(`?from=${range.from}&to=${range.to}`)).json();
    const major = (cents: number) => (cents / 100).toFixed(2);
    const lines = file.body.trimEnd().split('\n');
    expect(lines).toEqual([
      ANALYTICS_CSV.header,
      `total,,,USD,${major(json.totals.spent_minor)},2,800,22,${major(json.totals.cpm_minor)},1.0000,1,,,,`,
      `campaign,${campaign},"'=HYPERLINK(""https://evil.example"")",USD,${major(json.campaigns[0].spent_minor)},1,800,22,${major(json.campaigns[0].cpm_minor)},1.0000,,2,2,3,2`,
      `campaign,,"${ANALYTICS_MESSAGES.noCampaign}",USD,${major(json.campaigns[1].spent_minor)},1,0,0,,1.0000,,0,0,1,1`,
      `creator,${maya.user.id},"Maya Lopez",USD,${major(json.creators[0].spent_minor)},1,800,22,${major(json.creators[0].cpm_minor)},1.0000,,,,,`,
      `creator,${noah.user.id},"Noah Berg",USD,${major(json.creators[1].spent_minor)},1,0,0,,1.0000,,,,,`,
    ]);
  });

  it('refuses as the JSON answer does', async () => {
    const csv = (query: string, token?: string) => call('GET', `/api/analytics/brand.csv${query}`, token);
    expect((await csv('')).statusCode).toBe(401);
    expect((await csv('', maya.sessionToken)).statusCode).toBe(403);
    expect((await csv(`?campaign_id=${otherCampaign}`, brand.sessionToken)).statusCode).toBe(404);
    const backwards = await csv('?from=2026-03-10&to=2026-03-01', brand.sessionToken);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(ANALYTICS_MESSAGES.rangeBackwards);
  });
});

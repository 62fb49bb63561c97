import { CONNECTION_LIMITS, CONNECTION_MESSAGES, type ConnectedPlatform } from '@sponsorly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from '../testing/accounts';
import { acceptLatest, dealCall, offerBody, type Account } from '../testing/deals';
import { PlatformFakes, type FakeVideo } from '../testing/platform-fakes';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let fakes: PlatformFakes;
let call: ReturnType<typeof dealCall>;
let brand: Account;

beforeAll(async () => {
  fakes = new PlatformFakes();
  await fakes.start();
  server = await startTestServer({
    ...fakes.env('instagram'),
    ...fakes.env('tiktok'),
    PLATFORM_TIMEOUT_MS: '1500',
    RATE_LIMIT_FACTOR: '50',
  });
  call = dealCall(server);
  brand = await createVerifiedAccount(server, 'brand');
});
afterAll(async () => {
  await server.close();
  await fakes.stop();
});

const DAY = CONNECTION_LIMITS.dailyRefreshMs;

/** Each platform: the deliverable it is delivered as, its live post's address, and where its fake keeps posts. */
const PLATFORMS = {
  instagram: {
    type: 'instagram_reel',
    address: (id: string) => `https://www.instagram.com/reel/${id}/?igsh=abc`,
    posts: () => fakes.instagramMedia,
    ids: ['CxReelOn01', 'CxReelOff1', 'CxReelDown', 'CxReelGone'],
    shares: null,
  },
  tiktok: {
    type: 'tiktok_video',
    address: (id: string) => `https://www.tiktok.com/@fake.creator/video/${id}?lang=en`,
    posts: () => fakes.tiktokVideos,
    ids: ['7301000000000000001', '7301000000000000002', '7301000000000000003', '7301000000000000004'],
    shares: 61,
  },
} as const;

/** A creator with the platform connected, through its authorize page and the callback; returns the account id. */
async function connectedCreator(platform: ConnectedPlatform): Promise<{ creator: Account; accountId: string }> {
  const creator = await createVerifiedAccount(server, 'creator');
  const start = await call('GET', `/api/connections/${platform}/start`, creator.sessionToken);
  const approved = new URL(fakes.approve(String(start.headers.location)));
  expect((await call('GET', `${approved.pathname}${approved.search}`, creator.sessionToken)).statusCode).toBe(302);
  const row = await server.database.db
    .selectFrom('platform_connections')
    .select('external_id')
    .where('creator_id', '=', creator.user.id)
    .where('platform', '=', platform)
    .executeTakeFirstOrThrow();
  return { creator, accountId: row.external_id };
}

/** A funded $450 deal for one post on the platform, drafted and approved: ready for its live post. */
async function approvedDeal(creator: Account, type: string): Promise<{ id: string; post: string }> {
  const due = offerBody(server, '').deliverables[0]!.due_date;
  const made = await call(
    'POST',
    '/api/deals',
    brand.sessionToken,
    offerBody(server, creator.user.id, { deliverables: [{ type, quantity: 1, due_date: due, notes: '' }] }),
  );
  const id = made.json().deal.id as string;
  await acceptLatest(server, id, creator.sessionToken);
  const funded = await call('POST', `/api/deals/${id}/fund`, brand.sessionToken, {});
  const post = funded.json().deal.work.deliverables[0].id as string;
  await call('POST', `/api/deals/${id}/deliverables/${post}/submissions`, creator.sessionToken, {
    url: 'https://drive.example.com/cut-1',
    note: '',
  });
  expect((await call('POST', `/api/deals/${id}/approve`, brand.sessionToken, { id })).statusCode).toBe(200);
  return { id, post };
}

const goLive = (creator: Account, deal: { id: string; post: string }, url: string) =>
  call('POST', `/api/deals/${deal.id}/deliverables/${deal.post}/live`, creator.sessionToken, { url });
const metricRows = (dealId: string) =>
  server.database.db.selectFrom('deal_post_metrics').selectAll().where('deal_id', '=', dealId).orderBy('read_at').execute();
const checkOf = async (dealId: string) =>
  await server.database.db
    .selectFrom('deal_deliverables')
    .select(['post_check', 'post_next_read_at'])
    .where('deal_id', '=', dealId)
    .executeTakeFirstOrThrow();
const figuresOf = (rows: Awaited<ReturnType<typeof metricRows>>) =>
  rows.map((r) => [r.views, r.likes, r.comments, r.shares].map((n) => (n === null ? null : Number(n))));

describe.each(Object.keys(PLATFORMS) as (keyof typeof PLATFORMS)[])('%s live post metrics', (platform) => {
  const p = PLATFORMS[platform];
  const [onAccount, elsewhere, down, refused] = p.ids;
  const keep = (id: string, post: FakeVideo) => {
    p.posts()[id] = post;
  };

  it('verifies a post on the connected account, keeps its figures, and reads them again daily', async () => {
    const { creator, accountId } = await connectedCreator(platform);
    const deal = await approvedDeal(creator, p.type);
    // The post sits among others on the account, so Instagram's shortcode is found on a later page.
    fakes.instagramPageSize = 2;
    for (const other of ['Other1', 'Other2', 'Other3'])
      keep(`${onAccount}${other}`, { channelId: accountId, views: 1, likes: 0, comments: 0 });
    keep(onAccount!, { channelId: accountId, views: 12_000, likes: 900, comments: 45, shares: 30 });
    expect((await goLive(creator, deal, p.address(onAccount!))).statusCode).toBe(200);
    expect(await checkOf(deal.id)).toEqual({
      post_check: 'verified',
      post_next_read_at: new Date(server.clock.now.getTime() + DAY),
    });
    const [first] = await metricRows(deal.id);
    expect(first).toMatchObject({ platform, post_id: onAccount, read_at: server.clock.now });
    expect(figuresOf([first!])).toEqual([[12_000, 900, 45, p.shares === null ? null : 30]]);

    keep(onAccount!, { channelId: accountId, views: 30_000, likes: 1_500, comments: 80, shares: p.shares ?? 0 });
    server.clock.advance(DAY + 1000);
    expect((await server.runDueTimers()).readPosts).toBeGreaterThanOrEqual(1);
    expect(figuresOf(await metricRows(deal.id))).toEqual([
      [12_000, 900, 45, p.shares === null ? null : 30],
      [30_000, 1_500, 80, p.shares],
    ]);
    const metrics = (await call('GET', `/api/deals/${deal.id}/metrics`, brand.sessionToken)).json();
    const engagements = 1_500 + 80 + (p.shares ?? 0);
    expect(metrics.posts).toEqual([
      expect.objectContaining({
        platform,
        status: 'verified',
        // $450 for 30,000 views: $15.00 a thousand.
        cpm_minor: 1_500,
        cost_per_engagement_minor: Math.round(45_000 / engagements),
      }),
    ]);
    fakes.instagramPageSize = 25;
  });

  it("leaves another account's post unverified, named by its platform, and does not read it again", async () => {
    const { creator } = await connectedCreator(platform);
    const deal = await approvedDeal(creator, p.type);
    keep(elsewhere!, { channelId: 'someone-else', views: 5, likes: 1, comments: 0 });
    expect((await goLive(creator, deal, p.address(elsewhere!))).statusCode).toBe(200);
    expect(await checkOf(deal.id)).toEqual({ post_check: 'elsewhere', post_next_read_at: null });
    expect(await metricRows(deal.id)).toEqual([]);
    const metrics = (await call('GET', `/api/deals/${deal.id}/metrics`, brand.sessionToken)).json();
    expect(metrics.posts).toEqual([expect.objectContaining({ platform, status: 'elsewhere', latest: null })]);
    const label = platform === 'instagram' ? 'Instagram' : 'TikTok';
    expect(CONNECTION_MESSAGES.postNotVerified(platform)).toBe(`Not verified by ${label}.`);
  });

  it('changes nothing while the platform answers 500, and reads the post once it is back', async () => {
    const { creator, accountId } = await connectedCreator(platform);
    const deal = await approvedDeal(creator, p.type);
    keep(down!, { channelId: accountId, views: 700, likes: 70, comments: 7, shares: 3 });
    fakes.failWith[platform] = 500;
    try {
      expect((await goLive(creator, deal, p.address(down!))).statusCode).toBe(200);
      expect(await checkOf(deal.id)).toEqual({
        post_check: 'pending',
        post_next_read_at: new Date(server.clock.now.getTime() + CONNECTION_LIMITS.unavailableRetryMs),
      });
      expect(await metricRows(deal.id)).toEqual([]);
    } finally {
      delete fakes.failWith[platform];
    }
    server.clock.advance(CONNECTION_LIMITS.unavailableRetryMs + 1000);
    await server.runDueTimers();
    expect((await checkOf(deal.id)).post_check).toBe('verified');
    expect((await metricRows(deal.id)).map((r) => Number(r.views))).toEqual([700]);
  });

  it('marks the connection expired when the platform refuses its token, and keeps nothing', async () => {
    const { creator, accountId } = await connectedCreator(platform);
    const deal = await approvedDeal(creator, p.type);
    keep(refused!, { channelId: accountId, views: 10, likes: 1, comments: 1 });
    fakes.revokeAll(platform);
    expect((await goLive(creator, deal, p.address(refused!))).statusCode).toBe(200);
    expect(await checkOf(deal.id)).toEqual({ post_check: 'pending', post_next_read_at: null });
    expect(await metricRows(deal.id)).toEqual([]);
    const connections = (await call('GET', '/api/connections', creator.sessionToken)).json();
    expect(connections).toEqual([expect.objectContaining({ platform, status: 'expired' })]);
  });
});

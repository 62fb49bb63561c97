import { CONNECTION_LIMITS } from '@sponsorly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from '../testing/accounts';
import { acceptLatest, dealCall, offerBody, type Account } from '../testing/deals';
import { PlatformFakes } from '../testing/platform-fakes';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let fakes: PlatformFakes;
let call: ReturnType<typeof dealCall>;
let brand: Account;
let stranger: Account;

beforeAll(async () => {
  fakes = new PlatformFakes();
  await fakes.start();
  server = await startTestServer({ ...fakes.env('youtube'), PLATFORM_TIMEOUT_MS: '1500', RATE_LIMIT_FACTOR: '50' });
  call = dealCall(server);
  [brand, stranger] = await Promise.all([createVerifiedAccount(server, 'brand'), createVerifiedAccount(server, 'brand')]);
});
afterAll(async () => {
  await server.close();
  await fakes.stop();
});

const DAY = CONNECTION_LIMITS.dailyRefreshMs;

/** A creator with YouTube connected, through the platform's authorize page and the callback; returns the channel id. */
async function connectedCreator(): Promise<{ creator: Account; channelId: string }> {
  const creator = await createVerifiedAccount(server, 'creator');
  const start = await call('GET', '/api/connections/youtube/start', creator.sessionToken);
  const approved = new URL(fakes.approve(String(start.headers.location)));
  const back = await call('GET', `${approved.pathname}${approved.search}`, creator.sessionToken);
  expect(back.statusCode).toBe(302);
  const row = await server.database.db
    .selectFrom('platform_connections')
    .select('external_id')
    .where('creator_id', '=', creator.user.id)
    .executeTakeFirstOrThrow();
  return { creator, channelId: row.external_id };
}

/** A funded $450 deal for one dedicated YouTube video, drafted and approved: ready for its live post. */
async function approvedDeal(creator: Account): Promise<{ id: string; video: string }> {
  const made = await call(
    'POST',
    '/api/deals',
    brand.sessionToken,
    offerBody(server, creator.user.id, {
      deliverables: [
        { type: 'youtube_dedicated', quantity: 1, due_date: offerBody(server, '').deliverables[0]!.due_date, notes: '' },
      ],
    }),
  );
  const id = made.json().deal.id as string;
  await acceptLatest(server, id, creator.sessionToken);
  const funded = await call('POST', `/api/deals/${id}/fund`, brand.sessionToken, {});
  const video = funded.json().deal.work.deliverables[0].id as string;
  await call('POST', `/api/deals/${id}/deliverables/${video}/submissions`, creator.sessionToken, {
    url: 'https://drive.example.com/cut-1',
    note: '',
  });
  expect((await call('POST', `/api/deals/${id}/approve`, brand.sessionToken, { id })).statusCode).toBe(200);
  return { id, video };
}

const goLive = (creator: Account, deal: { id: string; video: string }, url: string) =>
  call('POST', `/api/deals/${deal.id}/deliverables/${deal.video}/live`, creator.sessionToken, { url });
const metricRows = (dealId: string) =>
  server.database.db.selectFrom('deal_post_metrics').selectAll().where('deal_id', '=', dealId).orderBy('read_at').execute();
const checkOf = async (dealId: string) =>
  await server.database.db
    .selectFrom('deal_deliverables')
    .select(['post_check', 'post_next_read_at'])
    .where('deal_id', '=', dealId)
    .executeTakeFirstOrThrow();

describe('live post metrics', () => {
  it('verifies a post on the connected channel, keeps its figures, and reads them again daily', async () => {
    const { creator, channelId } = await connectedCreator();
    const deal = await approvedDeal(creator);
    fakes.videos['vidOnChannel1'] = { channelId, views: 12_000, likes: 900, comments: 45 };
    const live = await goLive(creator, deal, 'https://www.youtube.com/watch?v=vidOnChannel1&t=3');
    expect(live.statusCode).toBe(200);
    expect(fakes.requests).toContain('youtube GET /youtube/v3/videos');
    expect(await checkOf(deal.id)).toEqual({
      post_check: 'verified',
      post_next_read_at: new Date(server.clock.now.getTime() + DAY),
    });
    const [first] = await metricRows(deal.id);
    expect(first).toMatchObject({ platform: 'youtube', post_id: 'vidOnChannel1', read_at: server.clock.now, shares: null });
    expect([first!.views, first!.likes, first!.comments].map(Number)).toEqual([12_000, 900, 45]);

    fakes.videos['vidOnChannel1'] = { channelId, views: 30_000, likes: 1_500, comments: 80 };
    server.clock.advance(DAY + 1000);
    expect((await server.runDueTimers()).readPosts).toBeGreaterThanOrEqual(1);
    const rows = await metricRows(deal.id);
    expect(rows.map((r) => Number(r.views))).toEqual([12_000, 30_000]);

    // $450 for 30,000 views: $15.00 a thousand; for 1,580 likes and comments: 28 cents each.
    const latest = { read_at: server.clock.now.toISOString(), views: 30_000, likes: 1_500, comments: 80, shares: null };
    for (const token of [brand.sessionToken, creator.sessionToken]) {
      const metrics = await call('GET', `/api/deals/${deal.id}/metrics`, token);
      expect(metrics.statusCode).toBe(200);
      expect(metrics.json()).toEqual({
        currency: 'USD',
        price_minor: 45_000,
        posts: [
          {
            deliverable_id: deal.video,
            platform: 'youtube',
            post_id: 'vidOnChannel1',
            status: 'verified',
            latest,
            series: [{ read_at: rows[0]!.read_at.toISOString(), views: 12_000, likes: 900, comments: 45, shares: null }, latest],
            cpm_minor: 1_500,
            cost_per_engagement_minor: 28,
          },
        ],
      });
    }
    const strangers = await call('GET', `/api/deals/${deal.id}/metrics`, stranger.sessionToken);
    expect(strangers.statusCode).toBe(404);
    expect(strangers.json().code).toBe('not_found');
  });

  it('leaves a post on another channel unverified and does not read it again', async () => {
    const { creator } = await connectedCreator();
    const deal = await approvedDeal(creator);
    fakes.videos['vidElsewhere'] = { channelId: 'UC-someone-else', views: 5, likes: 1, comments: 0 };
    expect((await goLive(creator, deal, 'https://youtu.be/vidElsewhere')).statusCode).toBe(200);
    expect(await checkOf(deal.id)).toEqual({ post_check: 'elsewhere', post_next_read_at: null });
    expect(await metricRows(deal.id)).toEqual([]);
    const metrics = (await call('GET', `/api/deals/${deal.id}/metrics`, brand.sessionToken)).json();
    expect(metrics.posts).toEqual([expect.objectContaining({ status: 'elsewhere', latest: null, cpm_minor: null })]);
  });

  it('changes nothing while YouTube answers 500, and reads the post once it is back', async () => {
    const { creator, channelId } = await connectedCreator();
    const deal = await approvedDeal(creator);
    fakes.videos['shortDown01'] = { channelId, views: 700, likes: 70, comments: 7 };
    fakes.failWith.youtube = 500;
    try {
      expect((await goLive(creator, deal, 'https://youtube.com/shorts/shortDown01')).statusCode).toBe(200);
      expect(await checkOf(deal.id)).toEqual({
        post_check: 'pending',
        post_next_read_at: new Date(server.clock.now.getTime() + CONNECTION_LIMITS.unavailableRetryMs),
      });
      expect(await metricRows(deal.id)).toEqual([]);
    } finally {
      delete fakes.failWith.youtube;
    }
    server.clock.advance(CONNECTION_LIMITS.unavailableRetryMs + 1000);
    await server.runDueTimers();
    expect((await checkOf(deal.id)).post_check).toBe('verified');
    expect((await metricRows(deal.id)).map((r) => Number(r.views))).toEqual([700]);
  });

  it('reads weekly after the first 30 days, and stops once the usage rights have ended', async () => {
    const { creator, channelId } = await connectedCreator();
    const deal = await approvedDeal(creator);
    fakes.videos['weeklyVid01'] = { channelId, views: 100, likes: 10, comments: 1 };
    await goLive(creator, deal, 'https://youtu.be/weeklyVid01');
    server.clock.advance(CONNECTION_LIMITS.postDailyReadsMs + 1000);
    await server.runDueTimers();
    expect(await checkOf(deal.id)).toEqual({
      post_check: 'verified',
      post_next_read_at: new Date(server.clock.now.getTime() + CONNECTION_LIMITS.postWeeklyReadMs),
    });
    // The 90 days of usage rights end before the next weekly read would fall: it is the last one.
    server.clock.advance(55 * DAY);
    await server.runDueTimers();
    expect(await checkOf(deal.id)).toEqual({ post_check: 'verified', post_next_read_at: null });
    expect(await metricRows(deal.id)).toHaveLength(3);
  });
});

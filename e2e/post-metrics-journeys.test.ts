import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformFakes } from '@sponsorly/server';
import { CONNECTION_MESSAGES } from '@sponsorly/shared';
import { createJourneyAccount, logIn, type JourneyAccount } from './support/accounts';
import { startJourney, type Journey } from './support/app';
import { accountApi, approvedDeal } from './support/deal-through-api';

let fakes: PlatformFakes;
let journey: Journey;
let creator: JourneyAccount;
let brand: JourneyAccount;

beforeAll(async () => {
  fakes = new PlatformFakes();
  await fakes.start();
  journey = await startJourney({ RATE_LIMIT_FACTOR: '20', ...fakes.env('youtube') });
  creator = await createJourneyAccount(journey, 'creator', { firstName: 'Noor', lastName: 'Haddad' }, { platform: 'youtube' });
  brand = await createJourneyAccount(journey, 'brand', { firstName: 'Ivy', lastName: 'Brandt' });
});
afterAll(async () => {
  await journey?.close();
  await fakes?.stop();
});

/** A REST call as the account's own client makes it. */
const api = (account: JourneyAccount, method: 'GET' | 'POST', url: string, payload?: object) =>
  accountApi(journey, account, method, url, payload);

/** A $450 deal for one dedicated YouTube video, made, accepted, funded and its draft approved through the API. */
async function approvedVideo(): Promise<{ dealId: string; video: string }> {
  const { dealId, deliverableId } = await approvedDeal(journey, {
    brand,
    creator,
    deliverable: 'youtube_dedicated',
    priceCents: 45_000,
    message: 'A review video.',
  });
  return { dealId, video: deliverableId };
}

describe('live post metrics', () => {
  it('both parties see a verified YouTube post with its views, trend and CPM under the live post', async () => {
    // The creator connects YouTube (the fake approves at once), then a $450 deal runs to its approved draft.
    const token = await creator.openSession();
    const start = await journey.server.app.inject({
      method: 'GET',
      url: '/api/connections/youtube/start',
      headers: { authorization: `Bearer ${token}` },
    });
    const back = new URL(fakes.approve(String(start.headers.location)));
    await journey.server.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const channel = await journey.server.database.db
      .selectFrom('platform_connections')
      .select('external_id')
      .where('creator_id', '=', creator.id)
      .executeTakeFirstOrThrow();
    const { dealId, video } = await approvedVideo();

    fakes.videos.journeyVid01 = { channelId: channel.external_id, views: 12_000, likes: 900, comments: 45 };
    await api(creator, 'POST', `/deals/${dealId}/deliverables/${video}/live`, { url: 'https://youtu.be/journeyVid01' });
    fakes.videos.journeyVid01 = { channelId: channel.external_id, views: 30_000, likes: 1_500, comments: 80 };
    journey.server.clock.advance(86_400_000 + 1000);
    await journey.server.runDueTimers();

    const page = await journey.newPage({ width: 1280, height: 900 });
    await logIn(page, brand, `/deals/${dealId}`);
    await page.getByText('Verified by YouTube, just now').waitFor();
    await page.getByText('30,000').waitFor();
    await page.getByText('$15').waitFor();
    await page.getByText('$0.28').waitFor();
    await page.getByRole('img', { name: 'Views over time' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/post-metrics-1280.png', fullPage: false });

    const phone = await journey.newPage({ width: 390, height: 844 });
    await logIn(phone, creator, `/deals/${dealId}`);
    await phone.getByText('Verified by YouTube, just now').waitFor();
    await phone.getByRole('img', { name: 'Views over time' }).scrollIntoViewIfNeeded();
    await phone.screenshot({ path: '/tmp/post-metrics-390.png', fullPage: false });
    // The page was rendered on the server without a style attribute, which the CSP would refuse.
    const html = await (
      await fetch(`${journey.baseUrl}/deals/${dealId}`, {
        headers: { cookie: (await phone.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
      })
    ).text();
    expect(html).toContain('Deal with Ivy Brandt');
    expect(html).not.toMatch(/\sstyle=/);
  });

  it('says a post on another channel is not verified, to each party in its own words', async () => {
    const { dealId, video } = await approvedVideo();
    fakes.videos.elsewhereV1 = { channelId: 'UC-another-channel', views: 10, likes: 1, comments: 0 };
    await api(creator, 'POST', `/deals/${dealId}/deliverables/${video}/live`, {
      url: 'https://www.youtube.com/watch?v=elsewhereV1',
    });
    const creatorPage = await journey.newPage({ width: 1280, height: 900 });
    await logIn(creatorPage, creator, `/deals/${dealId}`);
    await creatorPage.getByText(CONNECTION_MESSAGES.postElsewhere('youtube')).waitFor();
    const brandPage = await journey.newPage({ width: 390, height: 844 });
    await logIn(brandPage, brand, `/deals/${dealId}`);
    await brandPage.getByText(CONNECTION_MESSAGES.postNotVerified('youtube')).waitFor();
    // No figures under the post (the creator's verified follower count elsewhere on the page is another matter).
    expect(await brandPage.locator('.post-metrics').count()).toBe(0);
  });
});

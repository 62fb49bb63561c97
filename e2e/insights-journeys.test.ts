import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJourneyAccount, logIn, type JourneyAccount } from './support/accounts';
import { seriousAxeViolations, startJourney, type Journey } from './support/app';
import { accountApi, approvedDeal } from './support/deal-through-api';

let journey: Journey;
let creator: JourneyAccount;
let brand: JourneyAccount;

beforeAll(async () => {
  journey = await startJourney({ RATE_LIMIT_FACTOR: '20' });
  creator = await createJourneyAccount(journey, 'creator', { firstName: 'Noor', lastName: 'Insightly' });
  brand = await createJourneyAccount(journey, 'brand', { firstName: 'Ivy', lastName: 'Brandt' });
  await journey.server.database.db
    .updateTable('brand_profiles')
    .set({ company_name: 'Lumen Goods' })
    .where('user_id', '=', brand.id)
    .execute();
  await journey.server.database.db
    .updateTable('creator_profiles')
    .set({ searchable: true, page_visibility: 'public' })
    .where('user_id', '=', creator.id)
    .execute();
});
afterAll(async () => {
  await journey?.close();
});

/** A REST call as the account's own client makes it. */
const api = (account: JourneyAccount, method: 'GET' | 'POST', url: string, payload?: object) =>
  accountApi(journey, account, method, url, payload);

/** A $450 deal for one Reel, made, accepted, funded and approved through the API: $450 released to the creator. */
async function approvedReel(): Promise<{ dealId: string; reel: string }> {
  const { dealId, deliverableId } = await approvedDeal(journey, {
    brand,
    creator,
    deliverable: 'instagram_reel',
    priceCents: 45_000,
    message: 'A reel.',
  });
  return { dealId, reel: deliverableId };
}

describe('creator insights', () => {
  it('a creator opens /insights from the dashboard and reads their figures, then another range', async () => {
    // A brand finds the creator in search and opens their page; a deal runs to its approval, and its
    // live Reel has figures read from Instagram.
    expect((await api(brand, 'GET', '/creators/search?q=Insightly')).json().total).toBe(1);
    expect((await api(brand, 'POST', `/creators/${creator.id}/views`)).statusCode).toBe(204);
    // A visitor without an account opens the public page in a browser: that is a view too.
    const { handle } = await journey.server.database.db
      .selectFrom('creator_profiles')
      .select('handle')
      .where('user_id', '=', creator.id)
      .executeTakeFirstOrThrow();
    const visitor = await journey.newPage({ width: 390, height: 844 });
    await visitor.goto(`/c/${handle}`);
    await visitor.getByRole('heading', { name: 'Noor Insightly' }).first().waitFor();
    await expect
      .poll(
        async () =>
          (
            await journey.server.database.db
              .selectFrom('creator_page_views')
              .select('viewer')
              .where('creator_id', '=', creator.id)
              .execute()
          ).length,
      )
      .toBe(2);
    const { dealId, reel } = await approvedReel();
    const db = journey.server.database.db;
    await db
      .updateTable('deal_deliverables')
      .set({ live_url: 'https://www.instagram.com/reel/LumenReel1/', post_check: 'verified' })
      .where('id', '=', reel)
      .execute();
    await db
      .insertInto('deal_post_metrics')
      .values({
        deal_id: dealId,
        deliverable_id: reel,
        platform: 'instagram',
        post_id: 'LumenReel1',
        read_at: journey.server.clock.now,
        views: 18_400,
        likes: 1_210,
        comments: 64,
        shares: null,
      })
      .execute();

    const page = await journey.newPage({ width: 1280, height: 900 });
    await logIn(page, creator, '/dashboard');
    await page.getByRole('link', { name: 'View Insights' }).click();
    await page.getByRole('heading', { name: 'Insights', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/insights');
    const figure = (name: string) =>
      page.locator('.insights-figures div', { has: page.getByText(name, { exact: true }) }).locator('dd');
    await expect.poll(() => figure('Profile views').textContent()).toBe('2');
    expect(await figure('Search appearances').textContent()).toBe('1');
    expect(await figure('Offers received').textContent()).toBe('1');
    expect(await figure('Acceptance rate').textContent()).toBe('100%');
    expect(await figure('Earnings').textContent()).toBe('$450');
    await page.getByRole('img', { name: /Profile views by week/ }).waitFor();
    await page.getByRole('link', { name: 'Lumen Goods' }).waitFor();
    await page.getByText('18,400').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/insights-1280.png', fullPage: true });

    // Another range goes into the address; a range before any of it shows nothing counted.
    await page.getByLabel('Date range').selectOption('this_year');
    await expect.poll(() => new URL(page.url()).searchParams.get('range')).toBe('this_year');
    await page.getByLabel('Date range').selectOption('custom');
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-31');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe('2020-01-01');
    await expect.poll(() => figure('Earnings').textContent()).toBe('$0');
    await page.getByText('No live post with verified figures in this range yet.', { exact: false }).waitFor();

    const phone = await journey.newPage({ width: 390, height: 844 });
    await logIn(phone, creator, '/insights');
    await phone.getByText('$450').first().waitFor();
    await phone.getByText('18,400').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.screenshot({ path: '/tmp/insights-390.png', fullPage: true });
  });

  it('tells a brand that insights are for creators', async () => {
    const page = await journey.newPage({ width: 390, height: 844 });
    await logIn(page, brand, '/insights');
    await page.getByText('Insights are for creators', { exact: false }).waitFor();
  });
});

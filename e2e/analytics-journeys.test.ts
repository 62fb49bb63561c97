import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_CSV, LIST_PAGE_LIMITS } from '@sponsorly/shared';
import { createJourneyAccount, logIn, type JourneyAccount } from './support/accounts';
import { seriousAxeViolations, startJourney, type Journey } from './support/app';
import { accountApi, approvedDeal } from './support/deal-through-api';
import { see } from './support/see';

const DAY = 86_400_000;

let journey: Journey;
let brand: JourneyAccount;
let creator: JourneyAccount;

beforeAll(async () => {
  journey = await startJourney({ RATE_LIMIT_FACTOR: '20' });
  brand = await createJourneyAccount(journey, 'brand', { firstName: 'Ivy', lastName: 'Brandt' });
  creator = await createJourneyAccount(journey, 'creator', { firstName: 'Noor', lastName: 'Haddad' });
});
afterAll(async () => {
  await journey?.close();
});

/** A REST call as the account's own client makes it. */
const api = (account: JourneyAccount, method: 'GET' | 'POST', url: string, payload?: object) =>
  accountApi(journey, account, method, url, payload);

const dayAfter = (days: number) => new Date(journey.server.clock.now.getTime() + days * DAY).toISOString().slice(0, 10);

/** A published campaign with a $500 reel on it, approved and live, its post read 40 and 2 days ago. */
/** A draft campaign's fields, as the brand's form sends them. */
const campaignFields = (title: string) => ({
  title,
  description: 'Your morning oat latte, made at home.',
  goals: 'Awareness.',
  platforms: ['instagram'],
  deliverables: [{ type: 'instagram_reel', quantity: 1 }],
  budget_min_cents: 50_000,
  budget_max_cents: 150_000,
  creators_wanted: 2,
  application_deadline: new Date(journey.server.clock.now.getTime() + 7 * DAY).toISOString(),
  content_due_date: dayAfter(21),
  usage_rights: { kind: 'organic', duration_days: 90 },
  visibility: 'public',
});

async function campaignWithACompletedDeal(): Promise<string> {
  const made = await api(brand, 'POST', '/campaigns', campaignFields('Autumn oat latte'));
  const campaignId = made.json().id as string;
  expect((await api(brand, 'POST', `/campaigns/${campaignId}/publish`)).statusCode).toBe(200);
  const { dealId, deliverableId: reel } = await approvedDeal(journey, {
    brand,
    creator,
    campaignId,
    deliverable: 'instagram_reel',
    priceCents: 50_000,
    message: 'A reel for our latte.',
  });
  const live = await api(creator, 'POST', `/deals/${dealId}/deliverables/${reel}/live`, {
    url: 'https://www.instagram.com/reel/oat-latte/',
  });
  expect(live.statusCode).toBe(200);
  const now = journey.server.clock.now.getTime();
  const reading = (daysAgo: number, views: number, likes: number) => ({
    deal_id: dealId,
    deliverable_id: reel,
    platform: 'instagram',
    post_id: 'oat-latte',
    read_at: new Date(now - daysAgo * DAY),
    views,
    likes,
    comments: 0,
    shares: 0,
  });
  // 4,000 views before the last 30 days, 10,000 by two days ago: 6,000 gained in them, 10,000 in 90 days.
  await journey.server.database.db
    .insertInto('deal_post_metrics')
    .values([reading(40, 4_000, 100), reading(2, 10_000, 400)])
    .execute();
  return campaignId;
}

describe('brand analytics', () => {
  it('a brand reads its figures, changes the range and the campaign, and downloads them as CSV', async () => {
    const campaignId = await campaignWithACompletedDeal();
    // The creator reads the campaign's page: one view in its funnel.
    const creatorPage = await journey.newPage({ width: 1280, height: 900 });
    await logIn(creatorPage, creator, `/campaigns/${campaignId}`);
    await creatorPage.getByRole('heading', { name: 'Autumn oat latte', level: 1 }).waitFor();
    await expect.poll(() => journey.server.database.db.selectFrom('campaign_views').selectAll().execute()).toHaveLength(1);
    await creatorPage.context().close();

    const page = await journey.newPage({ width: 1280, height: 900 });
    await logIn(page, brand, '/dashboard');
    await page.getByRole('link', { name: 'Analytics' }).first().click();
    await page.waitForURL('**/brand/analytics');
    const totals = page.locator('.analytics-totals');
    // $500 and the 10% fee, released at approval.
    await see.text(totals).toMatch(/Spent\s*\$550\s*Deals completed\s*1[\s\S]*Views\s*6,000\s*Engagements\s*300/);
    await see.text(totals).toContain('$91.67'); // per 1,000 views: 55,000 cents / 6,000 x 1,000
    const byCampaign = page.getByRole('region', { name: 'By campaign' });
    await see.text(byCampaign).toMatch(/Autumn oat latte\s*\$550\s*1\s*6,000\s*\$91\.67\s*100%\s*1\s*0\s*1\s*1/);
    await page.getByRole('img', { name: 'Spend by week against the budget' }).waitFor();
    await page.getByRole('img', { name: /Campaign views, applications/ }).waitFor();

    // A longer range takes in the reading before the last 30 days, and the address keeps it.
    await page.getByLabel('Range', { exact: true }).selectOption('last_90_days');
    await page.waitForURL('**/brand/analytics?range=last_90_days');
    await see.text(totals).toMatch(/Views\s*10,000/);
    // Sorted by a header: the tables say which column, and the creator table lists Noor.
    const byCreator = page.getByRole('region', { name: 'By creator' });
    await byCreator.getByRole('button', { name: 'Views' }).click();
    await see.attribute(byCreator.getByRole('columnheader', { name: 'Views' }), 'aria-sort').toBe('descending');
    await see.text(byCreator).toContain('Noor Haddad');

    // A custom range with nothing in it, then back to the campaign alone.
    await page.getByLabel('Range', { exact: true }).selectOption('custom');
    await page.getByLabel('From', { exact: true }).fill('2024-01-01');
    await page.getByLabel('To', { exact: true }).fill('2024-01-31');
    await see.text(totals).toMatch(/Spent\s*\$0\s/);
    await page.getByLabel('Range', { exact: true }).selectOption('last_90_days');
    await page.getByLabel('Campaign', { exact: true }).selectOption(campaignId);
    await page.waitForURL(`**/brand/analytics?range=last_90_days&campaign=${campaignId}`);
    await see.text(totals).toMatch(/Spent\s*\$550/);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(ANALYTICS_CSV.fileName(dayAfter(-89), dayAfter(0)));
    const lines = (await readFile((await file.path())!, 'utf8')).trimEnd().split('\n');
    expect(lines[0]).toBe(ANALYTICS_CSV.header);
    expect(lines[1]).toBe('total,,,USD,550.00,1,10000,400,55.00,1.0000,1,,,,');
    expect(lines[2]).toBe(`campaign,${campaignId},"Autumn oat latte",USD,550.00,1,10000,400,55.00,1.0000,,1,0,1,1`);
    expect(lines[3]).toBe(`creator,${creator.id},"Noor Haddad",USD,550.00,1,10000,400,55.00,1.0000,,,,,`);
    await page.context().close();

    const phone = await journey.newPage({ width: 390, height: 844 });
    await logIn(phone, brand, `/brand/analytics?campaign=${campaignId}`);
    await see.text(phone.locator('.analytics-totals')).toMatch(/Spent\s*\$550/);
    await phone.getByRole('img', { name: 'Spend by week against the budget' }).waitFor();
    await phone.screenshot({ path: '/tmp/analytics-390.png', fullPage: true });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.context().close();
  });

  it('the campaign filter lists every campaign of a brand with more than a page of them', async () => {
    const busy = await createJourneyAccount(journey, 'brand', { firstName: 'Max', lastName: 'Many' });
    const count = LIST_PAGE_LIMITS.pageSizeMax + 2;
    for (let n = 1; n <= count; n++) {
      expect((await api(busy, 'POST', '/campaigns', campaignFields(`Drop ${n}`))).statusCode).toBe(201);
    }
    const page = await journey.newPage({ width: 390, height: 844 });
    await logIn(page, busy, '/brand/analytics');
    const campaign = page.getByLabel('Campaign', { exact: true });
    // "All campaigns", then every campaign: the first ones made are on the API's second page.
    await see.count(campaign.locator('option')).toBe(count + 1);
    const titles = (await campaign.locator('option').allInnerTexts()).slice(1).sort();
    expect(titles).toEqual(Array.from({ length: count }, (_, i) => `Drop ${i + 1}`).sort());
    await page.close();
  });
});

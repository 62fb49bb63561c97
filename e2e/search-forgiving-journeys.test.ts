import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { insertCreator } from '@sponsorly/server';
import { api } from './support/api';
import { createJourneyAccount, logIn, type JourneyAccount } from './support/accounts';
import { seriousAxeViolations, startJourney, type Journey } from './support/app';
import { see } from './support/see';

/**
 * Search that forgives and invite from anywhere (docs/creator-search.md, docs/campaigns.md): a misspelt
 * word still finds its creators, an empty search offers "Did you mean", suggestions open as a brand types
 * and follow the keyboard, and a brand invites from a card, in a dialog or in a campaign's invite mode.
 * SHOTS (a folder) keeps a screenshot of each state, at the width of the page that took it.
 */
let journey: Journey;
let brand: JourneyAccount;
let creator: JourneyAccount;
let campaignId: string;
const TITLE = 'Autumn espresso launch';
const shots = process.env.SHOTS;

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: false });
}

beforeAll(async () => {
  journey = await startJourney({ RATE_LIMIT_FACTOR: '20' });
  const db = journey.server.deps.db;
  await insertCreator(db, { first: 'Cora', last: 'Bean', categories: ['Coffee'], location: 'Lisbon, Portugal' });
  await insertCreator(db, {
    first: 'Milo',
    last: 'Grind',
    categories: ['Coffee', 'Gadgets'],
    bio: 'Espresso machines reviewed.',
  });
  await insertCreator(db, { first: 'Priya', last: 'Patel', categories: ['Yoga'], location: 'Pune, India' });
  brand = await createJourneyAccount(journey, 'brand', { firstName: 'Ines', lastName: 'Roaster' }, { industry: 'food' });
  creator = await createJourneyAccount(journey, 'creator', { firstName: 'Rita', lastName: 'Crema' });
  await db
    .updateTable('creator_profiles')
    .set({ categories: JSON.stringify(['Coffee']), location: 'Porto' })
    .where('user_id', '=', creator.id)
    .execute();
});
afterAll(() => journey?.close());

const results = (page: Page) => page.locator('.creator-search__results');
const cardNames = (page: Page) => results(page).locator('article h3').allInnerTexts();
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function publishCampaign(page: Page): Promise<string> {
  const deadline = new Date(journey.server.clock.now.getTime() + 7 * 24 * 60 * 60 * 1000);
  const made = await api(page, 'POST', '/campaigns', {
    title: TITLE,
    description: 'Show our new espresso blend in your morning routine.',
    goals: 'Awareness among coffee lovers.',
    platforms: ['instagram'],
    deliverables: [{ type: 'instagram_reel', quantity: 1 }],
    budget_min_cents: 50_000,
    budget_max_cents: 80_000,
    creators_wanted: 3,
    application_deadline: deadline.toISOString(),
    content_due_date: new Date(deadline.getTime() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
    usage_rights: { kind: 'organic', duration_days: 90 },
    visibility: 'public',
  });
  expect(made.status, JSON.stringify(made.json)).toBe(201);
  const id = (made.json as { id: string }).id;
  expect((await api(page, 'POST', `/campaigns/${id}/publish`)).status).toBe(200);
  return id;
}

describe('search that forgives', () => {
  for (const width of [1280, 390]) {
    it(`"coffe" finds the coffee creators, and "Did you mean" leads from an empty search (${width} px)`, async () => {
      const page = await journey.newPage({ width, height: 900 });
      await logIn(page, brand, '/brand/creators/search');
      await results(page)
        .getByRole('heading', { name: /creators/ })
        .waitFor();
      const box = page.getByRole('combobox', { name: 'Search creators' });
      await box.fill('coffe');
      await page.waitForURL(/q=coffe\b/);
      await expect.poll(async () => (await cardNames(page)).sort()).toEqual(['Cora Bean', 'Milo Grind', 'Rita Crema']);
      await box.blur();

      await box.fill('kofee');
      await page.waitForURL(/q=kofee/);
      const didYouMean = results(page).getByRole('link', { name: 'coffee' });
      await see.text(results(page)).toContain('Did you mean coffee?');
      await shot(page, 'did-you-mean');
      await didYouMean.click();
      await page.waitForURL(/q=coffee\b/);
      await expect.poll(async () => (await cardNames(page)).length).toBe(3);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await page.context().close();
    });

    it(`suggestions open as a brand types and follow the keyboard (${width} px)`, async () => {
      const page = await journey.newPage({ width, height: 900 });
      await logIn(page, brand, '/brand/creators/search');
      const box = page.getByRole('combobox', { name: 'Search creators' });
      await box.pressSequentially('co', { delay: 20 });
      const list = page.getByRole('listbox', { name: 'Suggestions' });
      await list.getByRole('option', { name: /Coffee/ }).waitFor();
      await see.count(list.getByRole('option')).toBe(2); // Coffee and Cora Bean
      await expect(box.getAttribute('aria-expanded')).resolves.toBe('true');
      await box.press('ArrowDown');
      const first = list.getByRole('option').first();
      await expect.poll(() => first.getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
      await shot(page, 'suggestions');
      // The results follow the typing too: the audit reads them once they have arrived, not dimmed while loading.
      // The words reach the address when the typing pauses and their search starts; before that, the results
      // shown are the browse ones, about to be dimmed. Then: not busy, and no grid still dimmed (the words
      // may find no one, and then there is no grid).
      await page.waitForURL(/q=co\b/);
      await expect
        .poll(() =>
          results(page).evaluate(
            (section) =>
              section.getAttribute('aria-busy') === 'false' &&
              [...section.querySelectorAll('.creator-grid')].every((grid) => getComputedStyle(grid).opacity === '1'),
          ),
        )
        .toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await box.press('Escape');
      await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
      // Down again opens the list; Down twice reaches the category, Enter filters by it.
      await box.press('ArrowDown');
      await list.getByRole('option').first().waitFor();
      const options = await list.getByRole('option').allInnerTexts();
      const coffee = options.findIndex((text) => text.includes('Coffee'));
      for (let i = 0; i <= coffee; i++) await box.press('ArrowDown');
      await box.press('Enter');
      await page.waitForURL(/category=Coffee/);
      await expect.poll(async () => (await cardNames(page)).length).toBe(3);
      await page.context().close();
    });
  }
});

describe('invite from anywhere', () => {
  it('a brand invites from a search card; the card says Invited and the creator sees the invitation', async () => {
    const page = await journey.newPage({ width: 1280, height: 900 });
    await logIn(page, brand, '/brand/creators/search?q=crema');
    campaignId = await publishCampaign(page);
    const card = results(page).getByRole('article', { name: 'Rita Crema' });
    await card.getByRole('button', { name: 'Invite to campaign (Rita Crema)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Rita Crema to a campaign' });
    await dialog.getByText(TITLE, { exact: true }).waitFor();
    await shot(page, 'invite-dialog');
    await dialog.getByRole('button', { name: `Invite to ${TITLE}` }).click();
    await dialog.getByRole('status').getByText('Invited').waitFor();
    await page.keyboard.press('Escape');
    // Opened again, the dialog says so before anything is pressed.
    await card.getByRole('button', { name: 'Invite to campaign (Rita Crema)' }).click();
    await dialog.getByText('Already invited').waitFor();
    await page.keyboard.press('Escape');

    const creatorPage = await journey.newPage({ width: 390, height: 900 });
    await logIn(creatorPage, creator, '/campaigns?view=invitations');
    await creatorPage.getByText(TITLE).first().waitFor();
    await creatorPage.context().close();
    await page.context().close();
  });

  it('with no open campaign, the dialog links to creating one', async () => {
    const other = await createJourneyAccount(journey, 'brand', { firstName: 'Noa', lastName: 'Empty' });
    const page = await journey.newPage({ width: 390, height: 900 });
    await logIn(page, other, '/brand/creators/search?q=cora');
    await results(page)
      .getByRole('article', { name: 'Cora Bean' })
      .getByRole('button', { name: /Invite to campaign/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Invite Cora Bean to a campaign' });
    await dialog.getByRole('link', { name: 'Create a campaign' }).waitFor();
    await page.context().close();
  });

  for (const width of [1280, 390]) {
    it(`"Invite creators" on a campaign opens search in invite mode (${width} px)`, async () => {
      const page = await journey.newPage({ width, height: 900 });
      await logIn(page, brand, `/brand/campaigns/${campaignId}`);
      await page.getByRole('link', { name: 'Invite creators' }).click();
      await page.waitForURL(new RegExp(`/brand/creators/search\\?invite=${campaignId}`));
      await page
        .getByRole('status')
        .filter({ hasText: `Inviting creators to ${TITLE}` })
        .waitFor();
      // The mode stays on while the search changes.
      await page.getByRole('combobox', { name: 'Search creators' }).fill('yoga');
      await page.waitForURL(new RegExp(`q=yoga&invite=${campaignId}`));
      const card = results(page).getByRole('article', { name: 'Priya Patel' });
      await shot(page, 'invite-mode');
      if (width === 1280) {
        await card.getByRole('button', { name: 'Invite Priya Patel' }).click();
        await card.getByText('Invited').waitFor();
      } else {
        await card.getByRole('button', { name: 'Invite Priya Patel' }).waitFor();
      }
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await page.context().close();
    });
  }
});

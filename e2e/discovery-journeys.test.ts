import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { insertCreator } from '@sponsorly/server';
import { createJourneyAccount, logIn, type JourneyAccount } from './support/accounts';
import { seriousAxeViolations, startJourney, type Journey } from './support/app';
import { see } from './support/see';

let journey: Journey;
let brand: JourneyAccount;

const FOOD_CREATORS = 27;
const firstNames = ['Ana', 'Bruno', 'Carla', 'Diogo', 'Eva', 'Filipe', 'Graça', 'Hugo', 'Inês'];

beforeAll(async () => {
  journey = await startJourney({ RATE_LIMIT_FACTOR: '20' });
  const db = journey.server.deps.db;
  // 27 TikTok food creators in Lisbon (two pages of 24), and others the filter must leave out.
  for (let i = 0; i < FOOD_CREATORS; i++) {
    await insertCreator(db, {
      first: firstNames[i % firstNames.length] ?? 'Ana',
      last: `Cook${String(i).padStart(2, '0')}`,
      platform: 'tiktok',
      vertical: 'foodie',
      categories: ['Vegan', 'Recipes'],
      location: 'Lisbon, Portugal',
      audience: [{ platform: 'tiktok', followers: 10_000 + i * 1000 }],
      packages: [{ price_cents: 20_000 + i * 1000, deliverables: ['tiktok_video'] }],
    });
  }
  for (const last of ['Tube', 'Gram']) {
    await insertCreator(db, {
      first: 'Other',
      last,
      platform: last === 'Tube' ? 'youtube' : 'instagram',
      vertical: 'tech',
      location: 'Berlin',
    });
  }
  brand = await createJourneyAccount(journey, 'brand', { firstName: 'Ben', lastName: 'Okafor' }, { industry: 'food' });
});
afterAll(() => journey?.close());

const cardNames = (page: Page) => page.locator('.creator-search__results article h3').allInnerTexts();
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('a brand finds creators and keeps a shortlist', () => {
  it('filters, pages, saves two creators, and finds them on its lists and its dashboard', async () => {
    const page = await journey.newPage({ width: 1280, height: 900 });
    await logIn(page, brand, '/brand/creators/search');
    const results = page.locator('.creator-search__results');
    await results.getByRole('heading', { name: `${FOOD_CREATORS + 2} creators` }).waitFor();
    // A browse's facet counts come beside the results, in a request of their own.
    const platforms = page.locator('aside').getByRole('group', { name: 'Platform' });
    const verticals = page.locator('aside').getByRole('group', { name: 'Talent vertical' });
    await see.text(platforms).toMatch(new RegExp(`TikTok\\s+${FOOD_CREATORS}\\s+creators`));
    await see.text(platforms).toMatch(/YouTube\s+1\s+creator\b/);
    await see.text(verticals).toMatch(/Tech\s+2\s+creators/);

    // A filter goes into the URL, and narrows the results and their count.
    await platforms.getByLabel(/TikTok/).click();
    await page.waitForURL(/platform=tiktok/);
    await results.getByRole('heading', { name: `${FOOD_CREATORS} creators` }).waitFor();
    // The verticals' counts keep the platform chosen: no TikTok techies, so Tech falls back among the
    // collapsed ones. A platform's count leaves it out: the YouTube creator is still counted.
    await see.text(verticals).not.toMatch(/Tech/);
    await see.text(platforms).toMatch(/YouTube\s+1\s+creator\b/);
    await expect.poll(() => cardNames(page).then((n) => n.length)).toBe(24);
    await see.text(results).toContain('Self-reported');

    // The filtered search saved under a name: listed under Saved searches by the time the page says so.
    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.getByLabel('Name this search').fill('TikTok food');
    await page.getByRole('button', { name: 'Save search' }).click();
    await page.getByText('Saved as "TikTok food". It is listed under Saved searches.').waitFor();
    const savedSearches = page.getByRole('region', { name: 'Saved searches' });
    await see.count(savedSearches.getByText('TikTok food', { exact: true })).toBe(1);
    await savedSearches.getByRole('button', { name: 'Delete saved search TikTok food' }).click();
    await savedSearches.getByText('Save a search to hear what is new in it.').waitFor();

    // The second page brings the rest, none twice.
    await page.getByRole('button', { name: 'Show more creators' }).click();
    await expect.poll(() => cardNames(page).then((n) => n.length)).toBe(FOOD_CREATORS);
    const names = await cardNames(page);
    expect(new Set(names).size).toBe(FOOD_CREATORS);
    expect(names.some((n) => n.startsWith('Other'))).toBe(false);

    // Two creators saved from their cards.
    const [first, second] = names as [string, string];
    for (const name of [first, second]) {
      const card = page.getByRole('article', { name });
      await card.getByRole('button', { name: `Save ${name}` }).click();
      await see.attribute(card.getByRole('button', { name: `Saved ${name}` }), 'aria-pressed').toBe('true');
    }
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The back button undoes the filter.
    await page.goBack();
    await results.getByRole('heading', { name: `${FOOD_CREATORS + 2} creators` }).waitFor();
    expect(page.url()).not.toContain('platform=');

    // Both are on the "Saved" list, where a note can be written.
    await page.goto('/brand/creators');
    const list = page.getByRole('region', { name: 'Saved' });
    await list.getByRole('article', { name: first }).waitFor();
    await list.getByRole('article', { name: second }).waitFor();
    await list.getByRole('button', { name: `Add note on ${first}` }).click();
    await list.getByLabel(`Note on ${first}`).fill('Loved the <b>vegan</b> series');
    await list.getByRole('button', { name: 'Save note' }).click();
    await list.getByText('Loved the <b>vegan</b> series').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The dashboard counts them, and the searches made.
    await page.goto('/dashboard');
    const discovery = page.getByRole('region', { name: 'Creator Discovery' });
    await see.text(discovery).toMatch(/Saved Creators\s+2/);
    await see.text(discovery).toMatch(/Recent Searches\s+1\b/);

    // One creator taken off the list, and a new list, shown as soon as it is made.
    await page.goto('/brand/creators');
    await list.getByRole('button', { name: `Remove ${second} from Saved` }).click();
    await list.getByText('1 creator', { exact: true }).waitFor();
    await see.count(list.getByRole('article', { name: second })).toBe(0);
    await page.getByLabel('New list').fill('Summer launch');
    await page.getByRole('button', { name: 'Create list' }).click();
    await page
      .getByRole('region', { name: 'Summer launch' })
      .getByText('No creators in this list yet.', { exact: false })
      .waitFor();
    expect(new URL(page.url()).searchParams.get('list')).toMatch(/^[0-9a-f-]{36}$/);
    await page.context().close();
  });

  it('on a phone, filters open in a sheet and the page never scrolls sideways', async () => {
    const page = await journey.newPage({ width: 360, height: 740 });
    await logIn(page, brand, '/brand/creators/search?q=Lisbon');
    await page.getByRole('heading', { name: `${FOOD_CREATORS} creators` }).waitFor();
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    // A search by words brings its counts with its results.
    await see.text(sheet.getByRole('group', { name: 'Platform' })).toMatch(new RegExp(`TikTok\\s+${FOOD_CREATORS}\\s+creators`));
    await sheet
      .getByRole('group', { name: 'Platform' })
      .getByLabel(/YouTube/)
      .click();
    // Nobody in Lisbon is on YouTube: the sheet says so before it closes.
    await sheet.getByRole('button', { name: 'Show 0 results' }).click();
    await sheet.waitFor({ state: 'hidden' });
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('a creator’s page, seen by a brand', () => {
  it('suggests creators like this one with the reason, and hides the creator from the brand’s results', async () => {
    const db = journey.server.deps.db;
    const rita = await insertCreator(db, {
      first: 'Rita',
      last: 'Sousa',
      platform: 'tiktok',
      vertical: 'foodie',
      categories: ['Fermentação'],
      location: 'Porto',
    });
    await insertCreator(db, {
      first: 'Tiago',
      last: 'Reis',
      platform: 'tiktok',
      vertical: 'foodie',
      categories: ['Fermentação'],
      location: 'Porto',
    });
    const viewer = await createJourneyAccount(journey, 'brand', { firstName: 'Lena', lastName: 'Fischer' });
    const page = await journey.newPage({ width: 390, height: 844 });
    await logIn(page, viewer, `/creators/${rita}`);
    const similar = page.getByRole('region', { name: 'More like this' });
    const tiago = similar.getByRole('article', { name: 'Tiago Reis' });
    // The rarest shared term first, in the creator's own words (accents kept).
    await see.text(tiago).toContain('Category: Fermentação');

    await page.getByRole('button', { name: 'Hide from my results' }).click();
    await page.getByRole('button', { name: 'Show in my results again' }).waitFor();
    await page.goto('/brand/creators/search?q=Porto');
    await page.getByRole('heading', { name: '1 creator' }).waitFor();
    await see.text(page.locator('.creator-search__results')).not.toContain('Rita Sousa');

    // Brought back from the lists page.
    await page.goto('/brand/creators');
    await page.getByText('Hidden creators (1)').click();
    await page.getByRole('button', { name: 'Show again Rita Sousa' }).click();
    await page.getByText('Hidden creators').waitFor({ state: 'detached' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

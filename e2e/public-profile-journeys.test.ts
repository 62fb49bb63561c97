import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PROFILE_MESSAGES } from '@sponsorly/shared';
import { createJourneyAccount, logIn, type JourneyAccount } from './support/accounts';
import { seriousAxeViolations, startJourney, type Journey } from './support/app';
import { see } from './support/see';

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

/** Saves a profile through the REST door with a session of the account: a fixture, not the journey under test. */
async function saveProfile(account: JourneyAccount, profile: Record<string, unknown>) {
  const saved = await fetch(`${journey.baseUrl}/api/profile`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await account.openSession()}` },
    body: JSON.stringify(profile),
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
}

/** The text that describes a field to assistive technology: its hint and its error. */
const describedBy = (field: Locator) =>
  field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

describe('a public creator page', () => {
  it('is read logged out at /c/:handle: no email, "Sign up to work with", in the sitemap; a brand sees "Make an offer"', async () => {
    const creator = await createJourneyAccount(journey, 'creator', { firstName: 'Priya', lastName: 'Raman' });
    await saveProfile(creator, {
      first_name: 'Priya',
      last_name: 'Raman',
      bio: 'Slow travel in South India, one train at a time.',
      platform: 'youtube',
      talent_vertical: 'travel',
      categories: ['Travel', 'Trains'],
      handle: 'priya-on-rails',
    });

    for (const width of [1280, 390]) {
      const page = await journey.newPage({ width, height: 900 });
      // The old address moves to the page's own, on the server (301) for a public page.
      await page.goto(`/creators/${creator.id}`);
      await page.getByRole('heading', { name: 'Priya Raman', level: 1 }).waitFor();
      expect(pathOf(page)).toBe('/c/priya-on-rails');
      const signUp = page.getByRole('link', { name: PROFILE_MESSAGES.signUpToWorkWith('Priya Raman') });
      await see.attribute(signUp, 'href').toBe(`/signup/brand?next=${encodeURIComponent('/c/priya-on-rails')}`);
      await see.count(page.getByRole('link', { name: 'Make an offer' })).toBe(0);
      await see.text(page.locator('body')).toContain('Slow travel in South India');
      await see.text(page.locator('body')).not.toContain(creator.email);
      expect(await page.title()).toBe('Priya Raman · Sponsorly');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/public-profile-c-visitor-${width}.png`, fullPage: true });
      await page.context().close();
    }

    const sitemap = await (await fetch(`${journey.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${journey.baseUrl}/c/priya-on-rails</loc>`);

    const brand = await createJourneyAccount(journey, 'brand', { firstName: 'Ben', lastName: 'Okafor' });
    for (const width of [1280, 390]) {
      const page = await journey.newPage({ width, height: 900 });
      await logIn(page, brand, '/c/PRIYA-ON-RAILS');
      await page.getByRole('heading', { name: 'Priya Raman', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Make an offer' }).waitFor();
      await see.count(page.getByRole('link', { name: PROFILE_MESSAGES.signUpToWorkWith('Priya Raman') })).toBe(0);
      await page.screenshot({ path: `/tmp/public-profile-c-brand-${width}.png`, fullPage: true });
      await page.context().close();
    }
  });

  it('kept to brands: a visitor is asked to log in, and the served page is noindex', async () => {
    const creator = await createJourneyAccount(journey, 'creator', { firstName: 'Kai', lastName: 'Moreno' });
    await saveProfile(creator, { first_name: 'Kai', last_name: 'Moreno', bio: 'Skate films.', handle: 'kai-films' });

    // The creator limits the page on /profile/edit.
    const own = await journey.newPage();
    await logIn(own, creator, '/profile/edit');
    await own.getByRole('combobox', { name: 'Who can see your page' }).selectOption('brands');
    await own.getByRole('button', { name: 'Save Profile' }).click();
    await own.getByText(PROFILE_MESSAGES.saved).waitFor();
    await own.context().close();

    const page = await journey.newPage();
    const served = await page.goto('/c/kai-films');
    expect(served?.headers()['x-robots-tag']).toBe('noindex');
    await page.getByText(PROFILE_MESSAGES.creatorPageLimited).waitFor();
    await see
      .attribute(page.getByRole('link', { name: 'Log in' }).last(), 'href')
      .toBe(`/login?next=${encodeURIComponent('/c/kai-films')}`);
    await see.text(page.locator('body')).not.toContain('Skate films');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const sitemap = await (await fetch(`${journey.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/c/kai-films');
    await page.context().close();
  });

  it('a handle is chosen on /profile/edit: a taken one is refused under its field', async () => {
    const first = await createJourneyAccount(journey, 'creator', { firstName: 'Ana', lastName: 'Silva' });
    await saveProfile(first, { first_name: 'Ana', last_name: 'Silva', bio: 'Hi.', handle: 'ana-cooks' });
    const second = await createJourneyAccount(journey, 'creator', { firstName: 'Ana', lastName: 'Souza' });
    await saveProfile(second, { first_name: 'Ana', last_name: 'Souza', bio: 'Hello.' });

    const page = await journey.newPage({ width: 390, height: 844 });
    await logIn(page, second, '/profile/edit');
    const handle = page.getByRole('textbox', { name: 'Handle' });
    await see.value(handle).toMatch(/^ana-souza(-\d+)?$/);
    await handle.fill('ANA-COOKS');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await see.attribute(handle, 'aria-invalid').toBe('true');
    await expect.poll(() => describedBy(handle)).toContain(PROFILE_MESSAGES.handleTaken);
    await handle.fill('ana souza');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect.poll(() => describedBy(handle)).toContain(PROFILE_MESSAGES.handleShape);
    await handle.fill('ana_souza');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText(PROFILE_MESSAGES.saved).waitFor();
    await page.screenshot({ path: '/tmp/public-profile-edit-390.png', fullPage: true });
    await page.context().close();
  });
});

describe('a public brand page', () => {
  it('is read logged out, with its public facts only', async () => {
    const brand = await createJourneyAccount(journey, 'brand', { firstName: 'Ben', lastName: 'Okafor' });
    await saveProfile(brand, {
      first_name: 'Ben',
      last_name: 'Okafor',
      company_name: 'Acme Foods',
      description: 'Honest snacks for long days.',
      industry: 'food',
      budget_range: '5k-20k',
    });
    for (const width of [1280, 390]) {
      const page = await journey.newPage({ width, height: 900 });
      await page.goto(`/brands/${brand.id}`);
      await page.getByRole('heading', { name: 'Acme Foods', level: 1 }).waitFor();
      await see.text(page.locator('body')).toContain('Honest snacks for long days.');
      await see.text(page.locator('body')).not.toContain(brand.email);
      await see.text(page.locator('body')).not.toContain('$5k-20k');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/public-profile-brand-${width}.png`, fullPage: true });
      await page.context().close();
    }
  });
});

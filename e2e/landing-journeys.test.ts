import {
  AUTH_COOKIES,
  LANDING_COPY,
  LEGAL_LINKS,
  PROFILE_MESSAGES,
  SHOWCASE_COPY,
  fillSettingsText,
  settingsValues,
} from '@sponsorly/shared';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJourneyAccount, logIn } from './support/accounts';
import { seriousAxeViolations, startJourney, type Journey, settled } from './support/app';
import { see } from './support/see';

/** A visitor's first impression: the landing for both sides, the legal pages, and links that all lead somewhere. */

const INSTAGRAM = 'https://instagram.com/sponsorly.example';

let plain: Journey;
let configured: Journey;
beforeAll(async () => {
  // One server as installed (default fee, no social accounts), one with a fee and an account set.
  [plain, configured] = await Promise.all([
    startJourney(),
    startJourney({ PLATFORM_FEE_PERCENT: '12', SOCIAL_INSTAGRAM_URL: INSTAGRAM }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain?.close(), configured?.close()]);
});

/** Once the app runs and the settings have answered: the contact details are in. */
async function waitForSettings(page: Page) {
  await page.locator('.site-nav__account a').first().waitFor({ state: 'attached' });
  await settled(page);
}

function pricingLine(feePercent: number) {
  return fillSettingsText(
    LANDING_COPY.pricing,
    settingsValues({ platform_fee_percent: feePercent, clearing_days: 3, contact: { email: '' } }),
  );
}

describe('the landing for brands', () => {
  it('a visitor reads the brands section and the fee, and "Find creators" opens the brand signup', async () => {
    const page = await plain.newPage({ width: 390, height: 844 });
    await page.goto('/');
    const brands = page.locator('#brands');
    await see
      .visible(brands.getByRole('heading', { level: 2, name: 'Find creators, and pay only for work you approve' }))
      .toBe(true);
    await see.texts(brands.locator('.brand-steps h3')).toEqual(LANDING_COPY.brandSteps.map((step) => step.title));
    await see.texts(brands.locator('.escrow h4')).toEqual(LANDING_COPY.escrow.map((item) => item.title));
    await see.text(page.getByTestId('pricing-line')).toBe('Free for creators. Brands pay 10% per deal.');
    await see.text(page.locator('.pricing__price').nth(1)).toBe('10% per deal');

    // The spec's hero buttons stay, beside the brands' own.
    const hero = page.locator('.hero');
    await see.visible(hero.getByRole('link', { name: 'Join as Creator' })).toBe(true);
    await see.visible(hero.getByRole('link', { name: 'See How It Works' })).toBe(true);
    await hero.getByRole('link', { name: 'Find creators' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/signup/brand');
    await see.visible(page.getByRole('heading', { level: 1, name: 'Join as a Brand' })).toBe(true);
    await page.context().close();
  });

  it('the pricing reads the platform fee the server is set to', async () => {
    const page = await configured.newPage();
    await page.goto('/');
    await see.text(page.getByTestId('pricing-line')).toBe(pricingLine(12));
    await page.context().close();
  });

  it('a logged-in brand goes from "Find creators" straight to search; a creator is not offered it', async () => {
    const brand = await createJourneyAccount(plain, 'brand', { firstName: 'Bea', lastName: 'Lund' });
    const page = await plain.newPage();
    await logIn(page, brand, '/');
    const hero = page.locator('.hero');
    await hero.getByRole('link', { name: 'Dashboard' }).waitFor();
    await hero.getByRole('link', { name: 'Find creators' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/brand/creators/search');
    await page.context().close();

    const creator = await createJourneyAccount(plain, 'creator', { firstName: 'Cai', lastName: 'Moss' });
    const creatorPage = await plain.newPage();
    await logIn(creatorPage, creator, '/');
    await creatorPage.locator('.hero').getByRole('link', { name: 'Dashboard' }).waitFor();
    await see.count(creatorPage.locator('.hero').getByRole('link', { name: 'Find creators' })).toBe(0);
    await creatorPage.context().close();
  });
});

describe('the legal pages', () => {
  it('each opens from the footer with its heading, reads well at 360 px, and the terms name the fee', async () => {
    const page = await plain.newPage({ width: 360, height: 740 });
    for (const { path, title } of Object.values(LEGAL_LINKS)) {
      await page.goto('/');
      // The landing is prerendered: the footer's links are the app's once its script has taken over.
      await settled(page);
      await page.locator('footer').getByRole('link', { name: title }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(path);
      await see.visible(page.getByRole('heading', { level: 1, name: title })).toBe(true);
      await settled(page);
      expect(await seriousAxeViolations(page), path).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.goto('/terms');
    await see.text(page.locator('.legal')).toContain('Brands pay a platform fee of 10% of the price on each deal');
    await see.text(page.locator('.legal')).toContain('Released money can be withdrawn after 3 days.');
    await page.context().close();
  });

  it('the cookie policy lists every cookie a visitor who signs up and logs in is given', async () => {
    const page = await plain.newPage();
    // A signup through the API, in the page's own cookie jar, as the signup form sends it.
    const signup = await page.request.post('/api/auth/brand-signup', {
      data: {
        email: `cookies-${Date.now()}@example.com`,
        password: 'amber-harbour-77',
        firstName: 'Ines',
        lastName: 'Dalton',
        industry: 'retail',
      },
    });
    expect(signup.ok()).toBe(true);
    await expect.poll(async () => (await page.context().cookies()).map((c) => c.name)).toContain(AUTH_COOKIES.signupBinding);

    const account = await createJourneyAccount(plain, 'creator', { firstName: 'Ola', lastName: 'Berg' });
    await logIn(page, account, '/cookies');
    const given = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(given.sort()).toEqual([AUTH_COOKIES.session, AUTH_COOKIES.signupBinding].sort());
    const listed = await page.locator('.legal__table tbody th code').allInnerTexts();
    for (const name of given) expect(listed.some((text) => text.startsWith(`${name} `))).toBe(true);
    await page.context().close();
  });

  it('the signup terms link to the whole terms and the privacy policy', async () => {
    const page = await plain.newPage();
    await page.goto('/signup/brand');
    // The page is prerendered: the button opens the dialog once the app runs.
    await waitForSettings(page);
    await page.getByRole('button', { name: 'Terms and Conditions' }).click();
    const dialog = page.getByRole('dialog');
    await see.attribute(dialog.getByRole('link', { name: 'Terms of Service' }), 'href').toBe('/terms');
    await see.attribute(dialog.getByRole('link', { name: 'Privacy Policy' }), 'href').toBe('/privacy');
    await see.count(dialog.locator('ol.terms > li')).toBe(10);
    await page.context().close();
  });
});

describe('links on public pages', () => {
  const PUBLIC_PAGES = [
    '/',
    '/login',
    '/signup',
    '/signup/creator',
    '/signup/brand',
    '/forgot-password',
    '/reset-password',
    '/verify-email',
    '/privacy',
    '/terms',
    '/cookies',
    '/team',
    '/appointment-confirmed',
    '/contact-received',
    '/profile',
  ];

  it('no link on any public page goes to "#" or nowhere', async () => {
    const page = await configured.newPage();
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await waitForSettings(page);
      const hrefs = await page.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs.length, path).toBeGreaterThan(0);
      expect(
        hrefs.filter((href) => href === null || href.trim() === '' || href.trim() === '#'),
        path,
      ).toEqual([]);
    }
    await page.context().close();
  });

  it('social links are left out when unset', async () => {
    const page = await plain.newPage();
    await page.goto('/');
    await waitForSettings(page);
    await see.visible(page.locator('#contact').getByText('Support email')).toBe(true);
    await see.count(page.locator('.social-links')).toBe(0);
    await see.count(page.getByRole('heading', { name: 'Follow us' })).toBe(0);
    await page.context().close();
  });

  it('a social account that is set is linked, in a new tab, from the footer and the contact section', async () => {
    const page = await configured.newPage();
    await page.goto('/');
    for (const area of [page.locator('footer'), page.locator('#contact')]) {
      const links = area.locator('.social-links a');
      await see.count(links).toBe(1);
      await see.attribute(links.first(), 'href').toBe(INSTAGRAM);
      await see.attribute(links.first(), 'aria-label').toBe('Sponsorly on Instagram (opens in a new tab)');
      await see.attribute(links.first(), 'target').toBe('_blank');
    }
    await see.visible(page.getByRole('heading', { name: 'Follow us' })).toBe(true);
    await page.context().close();
  });
});

describe('the showcase of creators', () => {
  it('is absent while nobody opted in, and shows a creator who opts in with a photo, linking to their page', async () => {
    // An empty marketplace: no section, no heading, once the page has loaded and asked.
    const empty = await configured.newPage({ width: 1280, height: 900 });
    const asked = empty.waitForResponse((res) => res.url().includes('creators.showcase'));
    await empty.goto('/');
    await asked;
    await waitForSettings(empty);
    await see.count(empty.getByTestId('creator-showcase')).toBe(0);
    await see.count(empty.getByRole('heading', { name: SHOWCASE_COPY.title })).toBe(0);
    await empty.context().close();

    // A creator with a photo ticks the box on /profile/edit.
    const creator = await createJourneyAccount(configured, 'creator', { firstName: 'Noor', lastName: 'Haddad' });
    const token = await creator.openSession();
    const saved = await fetch(`${configured.baseUrl}/api/profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        first_name: 'Noor',
        last_name: 'Haddad',
        bio: 'Desert hikes.',
        handle: 'noor-trails',
        location: 'Amman, Jordan',
      }),
    });
    expect(saved.status).toBe(200);
    const picture = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 20, g: 120, b: 160 } } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'noor.jpg');
    const uploaded = await fetch(`${configured.baseUrl}/api/profile/photo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const own = await configured.newPage();
    await logIn(own, creator, '/profile/edit');
    const optIn = own.getByRole('checkbox', { name: SHOWCASE_COPY.optIn });
    await see.checked(optIn).toBe(false);
    await optIn.check();
    await own.getByRole('button', { name: 'Save Profile' }).click();
    await own.getByText(PROFILE_MESSAGES.saved).waitFor();
    await own.context().close();

    // A visitor finds the creator below the brands' section, the name leading to the page.
    for (const width of [1280, 390]) {
      const page = await configured.newPage({ width, height: 900 });
      await page.goto('/');
      const showcase = page.getByTestId('creator-showcase');
      await see.visible(showcase.getByRole('heading', { level: 2, name: SHOWCASE_COPY.title })).toBe(true);
      const link = showcase.getByRole('link', { name: 'Noor Haddad' });
      await see.attribute(link, 'href').toBe('/c/noor-trails');
      await see.text(showcase).toContain('Amman, Jordan');
      await see.attribute(showcase.locator('img').first(), 'loading').toBe('lazy');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (width === 390) {
        await link.click();
        await expect.poll(() => new URL(page.url()).pathname).toBe('/c/noor-trails');
        await see.visible(page.getByRole('heading', { level: 1, name: 'Noor Haddad' })).toBe(true);
      }
      await page.context().close();
    }

    // A brand's search card leads straight to the same page.
    const brand = await createJourneyAccount(configured, 'brand', { firstName: 'Omar', lastName: 'Said' });
    const search = await configured.newPage();
    await logIn(search, brand, '/brand/creators/search?q=Noor');
    await see
      .attribute(search.locator('.creator-card').getByRole('link', { name: 'Noor Haddad' }), 'href')
      .toBe('/c/noor-trails');
    await search.context().close();
  });
});

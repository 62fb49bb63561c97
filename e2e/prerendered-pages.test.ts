import { readdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, WEB_DIST } from '@sponsorly/server';
import { startJourney, type Journey, settled } from './support/app';
import { see } from './support/see';

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

/** Console errors and uncaught exceptions: a hydration mismatch shows up as one of them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    // The API answers 401 to a wrong password; the browser logs every such response.
    if (msg.type() === 'error' && !/status of 401/.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The header's account links appear (folded in the menu on a phone) once the app runs and the API has answered. */
async function waitForApp(page: Page) {
  await page.locator('.site-nav__account a').first().waitFor({ state: 'attached' });
}

describe('prerendered pages in Chromium', () => {
  it('the landing shows its hero before any script runs', async () => {
    const context = await journey.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await see.visible(page.getByRole('heading', { level: 1, name: 'Get Paid to Create with Top Brands' })).toBe(true);
    await see.visible(page.getByRole('link', { name: 'Join as Creator' })).toBe(true);
    await context.close();
  });

  it('the landing hydrates without a console error, for a visitor and for a logged-in user', async () => {
    const page = await journey.newPage({ width: 390, height: 844 });
    const errors = collectErrors(page);
    await page.goto('/');
    await waitForApp(page);
    await see.count(page.locator('.site-nav__account').getByText('Log in')).toBe(1);
    await see.visible(page.getByRole('link', { name: 'Join as Creator' })).toBe(true);
    // React runs the page: the menu button opens the menu.
    await page.getByRole('button', { name: 'Menu' }).click();
    await see.attribute(page.getByRole('button', { name: 'Menu' }), 'aria-expanded').toBe('true');

    const account = await createVerifiedAccount(journey.server, 'creator');
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');

    // A fresh load of the landing: the HTML is the visitor's, the app then shows the Dashboard button.
    await page.goto('/');
    const hero = page.locator('.hero');
    await hero.getByRole('link', { name: 'Dashboard' }).waitFor();
    await see.count(hero.getByRole('link', { name: 'Join as Creator' })).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the legal pages arrive whole before any script runs, and fill in the fee without a hydration error', async () => {
    const context = await journey.newContext({ javaScriptEnabled: false });
    const still = await context.newPage();
    for (const [path, heading] of [
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
      ['/cookies', 'Cookie Policy'],
    ] as const) {
      await still.goto(path);
      await see.visible(still.getByRole('heading', { level: 1, name: heading }), path).toBe(true);
      await see.visible(still.getByRole('heading', { level: 2 }).first(), path).toBe(true);
    }
    await context.close();

    const page = await journey.newPage();
    const errors = collectErrors(page);
    await page.goto('/terms');
    await waitForApp(page);
    // The fee is a server setting: a bar in the HTML, the figure once the app has asked.
    await see.text(page.locator('.legal')).toContain('a platform fee of 10% of the price');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('login and signup pages arrive styled, with the submit button waiting for the script', async () => {
    const context = await journey.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    for (const [path, heading, button] of [
      ['/login', 'Log in to Sponsorly', 'Log in'],
      ['/signup/creator', 'Join as a Creator', 'Create account'],
    ] as const) {
      await page.goto(path);
      await see.visible(page.getByRole('heading', { level: 1, name: heading }), path).toBe(true);
      // The auth pages' own stylesheet is linked in the head: the card is narrow, not the page's width.
      const width = await page.locator('.auth-card').evaluate((card) => card.getBoundingClientRect().width);
      expect(width, path).toBeLessThanOrEqual(640);
      // Sent now, the browser would put the fields (a password among them) in the URL.
      await see.disabled(page.getByRole('button', { name: button }), path).toBe(true);
    }
    await context.close();
  });

  it('keeps what was typed into a prerendered form before the script ran', async () => {
    const page = await journey.newPage();
    const errors = collectErrors(page);
    let releaseScripts!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const account = await createVerifiedAccount(journey.server, 'creator');
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    releaseScripts();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/dashboard');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps what was typed and chosen in a prerendered form while the page hydrates, and sends it', async () => {
    const page = await journey.newPage();
    const errors = collectErrors(page);
    // A slow phone: React hydrates the page in several slices, and the visitor's edits land between them.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.addInitScript(() => {
      const state = window as unknown as { hydrated?: boolean; editedWhileHydrating?: boolean };
      document.addEventListener('sponsorly:hydrated', () => (state.hydrated = true));
      // Between two of React's slices (the company field has been reached, the form's button after it not
      // yet), the visitor types a company name, picks an industry and ticks the terms, as a browser
      // delivers them.
      const reachedByReact = (element: Element | null) =>
        !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const company = document.querySelector<HTMLInputElement>('input[name="companyName"]');
        if (state.hydrated || reachedByReact(document.querySelector('form button[type="submit"]'))) return;
        if (!company || !reachedByReact(company)) return channel.port2.postMessage(null);
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(company, 'Acme Labs');
        company.dispatchEvent(new Event('input', { bubbles: true }));
        const industry = document.querySelector<HTMLSelectElement>('select[name="industry"]')!;
        Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(industry, 'technology');
        industry.dispatchEvent(new Event('input', { bubbles: true }));
        industry.dispatchEvent(new Event('change', { bubbles: true }));
        document.querySelector<HTMLInputElement>('input[name="acceptedTerms"]')!.click();
        state.editedWhileHydrating = true;
      };
      channel.port2.postMessage(null);
    });
    const email = `hydrating-${Date.now()}@example.com`;
    await page.goto('/signup/brand');
    await page.waitForFunction(() => (window as unknown as { hydrated?: boolean }).hydrated === true);
    expect(await page.evaluate(() => (window as unknown as { editedWhileHydrating?: boolean }).editedWhileHydrating)).toBe(true);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    await see.value(page.getByLabel('Company Name')).toBe('Acme Labs');
    await see.value(page.getByLabel('Industry')).toBe('technology');
    await see.checked(page.getByLabel('I agree to the Terms and Conditions')).toBe(true);
    await page.getByLabel('First Name').fill('Ben');
    await page.getByLabel('Last Name').fill('Okafor');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('amber-harbour-77');
    await page.getByLabel('Confirm Password').fill('amber-harbour-77');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    // What the form sent is what the visitor chose, not the form's defaults.
    const signup = await journey.server.deps.db
      .selectFrom('one_time_tokens')
      .innerJoin('users', 'users.id', 'one_time_tokens.user_id')
      .select('one_time_tokens.payload')
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(signup.payload).toMatchObject({ company_name: 'Acme Labs', industry: 'technology' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("the landing runs before its contact form's code arrives, and the form keeps what was typed meanwhile", async () => {
    const page = await journey.newPage();
    const errors = collectErrors(page);
    const asked: string[] = [];
    let releaseForm!: () => void;
    const formHeld = new Promise<void>((resolve) => (releaseForm = resolve));
    await page.route(/\/assets\/contact-form-[\w-]+\.js$/, async (route) => {
      asked.push(route.request().url());
      await formHeld;
      await route.continue();
    });
    await page.goto('/');
    await waitForApp(page);
    await expect.poll(() => asked.length).toBe(1);
    // The prerendered form is there and takes typing; its counter is not running yet.
    const text = 'Hello from Lisbon';
    await page.locator('#contact').getByLabel('Message', { exact: true }).fill(text);
    await expect.poll(() => page.locator('#contact .field__count').first().textContent()).toMatch(/^0\//);
    releaseForm();
    // Once its code is in, the form counts the text typed before it arrived.
    await expect
      .poll(() => page.locator('#contact .field__count').first().textContent(), { timeout: 10_000 })
      .toMatch(new RegExp(`^${text.length}/`));
    await see.value(page.locator('#contact').getByLabel('Message', { exact: true })).toBe(text);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("the landing carries on when a form's code cannot be fetched", async () => {
    const page = await journey.newPage();
    await page.route(/\/assets\/contact-form-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await waitForApp(page);
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await settled(page);
    // The page is still the landing, and it runs: the menu and the other form work.
    await see.visible(page.getByRole('heading', { name: 'Get in touch' })).toBe(true);
    await see.count(page.getByRole('heading', { name: /something went wrong/i })).toBe(0);
    await page.locator('footer').getByRole('textbox', { name: 'Email address' }).fill('reader@example.com');
    await see.value(page.locator('footer').getByRole('textbox', { name: 'Email address' })).toBe('reader@example.com');
    await page.context().close();
  });

  it('the landing loads no code of the auth, profile, dashboard, captcha or admin pages', async () => {
    // The chunks exist in the build under these names, so their absence below means something.
    const chunks = readdirSync(`${WEB_DIST}/assets`).filter((file) => file.endsWith('.js'));
    const lazy = ['auth', 'profile', 'dashboard', 'altcha-widget', 'admin'];
    for (const name of lazy)
      expect(
        chunks.some((file) => file.startsWith(`${name}-`)),
        name,
      ).toBe(true);

    const page = await journey.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await waitForApp(page);
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await settled(page);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => lazy.some((name) => path.startsWith(`/assets/${name}-`)))).toEqual([]);
    await page.context().close();
  });
});

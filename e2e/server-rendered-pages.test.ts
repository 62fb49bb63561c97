import type { Page } from 'playwright-core';
import { SESSION_COOKIE, seedSampleBrandSession } from '@sponsorly/server';
import { TIME_ZONE_COOKIE } from '@sponsorly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJourney, type Journey, settled } from './support/app';

/**
 * A returning member's dashboard, search and deal are rendered on the server (docs/app-shell.md, "Speed of
 * the app pages"): the HTML holds the page, the browser hydrates it without throwing it away (React
 * reports a mismatch as a page error), the times it shows are the reader's own, and it then works.
 */
let journey: Journey;
let session: string;
let dealPath: string;
beforeAll(async () => {
  journey = await startJourney();
  ({ session, dealPath } = await seedSampleBrandSession(journey.server, journey.server.deps.now(), 'journey'));
}, 120_000);
afterAll(() => journey?.close());

/** A member's browser in Tokyo, which has reported its zone before; every page error kept. */
async function returningMember(zone = 'Asia/Tokyo') {
  const context = await journey.newContext({
    timezoneId: zone,
    viewport: { width: 390, height: 844 },
  });
  await context.addCookies([
    { name: SESSION_COOKIE, value: session, url: journey.baseUrl, httpOnly: true, sameSite: 'Lax' },
    { name: TIME_ZONE_COOKIE, value: zone, url: journey.baseUrl, sameSite: 'Lax' },
  ]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** The page as the server sent it, before any script ran. */
async function sentHtml(page: Page, path: string): Promise<string> {
  const response = await page.goto(path);
  return (await response?.text()) ?? '';
}

describe("a returning member's pages come rendered from the server", () => {
  it('the dashboard hydrates without a mismatch, and its account menu then opens', async () => {
    const { page, errors } = await returningMember();
    const html = await sentHtml(page, '/dashboard');
    expect(html).toMatch(/<h1[^>]*>Welcome, (<!-- -->)?Ben/);
    // Once the app has taken over the page, its controls answer.
    await settled(page);
    await page.getByRole('button', { name: 'Account' }).click();
    await expect.poll(() => page.locator('.account-menu__panel').getByRole('link', { name: 'Settings' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a deal shows its deadline in the reader’s zone, from the server and after hydration alike', async () => {
    const { page, errors } = await returningMember();
    const html = await sentHtml(page, dealPath);
    expect(html).toContain('Approve the work');
    await page.getByRole('heading', { name: 'History' }).waitFor();
    // Hydration kept the server's text: had the zones differed, React would have thrown it away (a page error).
    await settled(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the search hydrates', async () => {
    const { page, errors } = await returningMember('America/Los_Angeles');
    const html = await sentHtml(page, '/brand/creators/search');
    expect(html).toMatch(/\d+ creators?/);
    await page.getByRole('heading', { level: 2, name: /\d+ creators?$/ }).waitFor();
    await settled(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a member whose browser has not reported its zone gets the page rendered in the browser, and reports it', async () => {
    const context = await journey.newContext({ timezoneId: 'Europe/Paris' });
    await context.addCookies([{ name: SESSION_COOKIE, value: session, url: journey.baseUrl, httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    const html = await sentHtml(page, '/dashboard');
    expect(html).toContain('<div id="root"></div>');
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === TIME_ZONE_COOKIE)?.value)
      .toBe(encodeURIComponent('Europe/Paris'));
    expect(await sentHtml(page, '/dashboard')).toMatch(/<h1[^>]*>Welcome, (<!-- -->)?Ben/);
    await context.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations, startJourney, type Journey, settled } from './support/app';
import { see } from './support/see';

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

const PUBLIC_PAGES = [
  '/',
  '/login',
  '/signup',
  '/signup/creator',
  '/signup/brand',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
];

describe('page quality', () => {
  it.each(PUBLIC_PAGES)('%s has no serious accessibility violations and no horizontal scroll at 360 px', async (path) => {
    const page = await journey.newPage({ width: 360, height: 740 });
    const cspErrors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) cspErrors.push(msg.text());
    });
    // Violations the page's own code catches (zod's eval probe was one) never reach the console;
    // Chromium still reports them as issues, as Lighthouse does.
    const cspIssues: string[] = [];
    const devtools = await page.context().newCDPSession(page);
    devtools.on('Audits.issueAdded', ({ issue }) => {
      if (issue.code === 'ContentSecurityPolicyIssue')
        cspIssues.push(JSON.stringify(issue.details.contentSecurityPolicyIssueDetails));
    });
    await devtools.send('Audits.enable');
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settled(page);
    expect(cspIssues).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(cspErrors).toEqual([]);
    await page.context().close();
  });

  it('the dashboard has no serious accessibility violations', async () => {
    const page = await journey.newPage();
    const email = `a11y-${Date.now()}@example.com`;
    await fetch(`${journey.baseUrl}/api/auth/brand-signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'amber-harbour-77', firstName: 'Ada', lastName: 'Ng', industry: 'retail' }),
    });
    await journey.server.deps.db.updateTable('users').set({ email_verified_at: new Date() }).where('email', '=', email).execute();
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password').fill('amber-harbour-77');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Welcome, Ada!' }).waitFor();
    await see.visible(page.getByText('Your Company').first()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('header links scroll to the landing sections, from another page too, however slowly the page comes', async () => {
    const page = await journey.newPage();
    // A slow connection: the footer's form code takes a second, and the landing waits for it.
    await page.route(/\/assets\/newsletter-form-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/login');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect
      .poll(
        async () =>
          page.evaluate(() => {
            const rect = document.getElementById('contact')!.getBoundingClientRect();
            return rect.top < window.innerHeight && rect.bottom > 0;
          }),
        { timeout: 5000 },
      )
      .toBe(true);
    // The contact details are server settings that arrive after the page: wait for them, as a reader would.
    await page.getByRole('link', { name: 'hello@sponsorly.example' }).waitFor({ state: 'visible', timeout: 5000 });
    await page.context().close();
  });
});

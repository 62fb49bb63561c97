import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createJourneyAccount, logIn, type JourneyAccount } from './support/accounts';
import { api } from './support/api';
import { seriousAxeViolations, startJourney, type Journey } from './support/app';
import { see } from './support/see';

let journey: Journey;
let brand: JourneyAccount;
let creator: JourneyAccount;
let admin: JourneyAccount;
const ADMIN = 'nav-chief@example.com';
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  journey = await startJourney({ RATE_LIMIT_FACTOR: '20', ADMIN_EMAILS: ADMIN });
  const { db } = journey.server.deps;
  brand = await createJourneyAccount(journey, 'brand', { firstName: 'Ben', lastName: 'Okafor' }, { industry: 'food' });
  await db.updateTable('brand_profiles').set({ company_name: 'Mango & Co' }).where('user_id', '=', brand.id).execute();
  creator = await createJourneyAccount(journey, 'creator', { firstName: 'Maya', lastName: 'Lopez' }, { platform: 'instagram' });
  admin = await createJourneyAccount(journey, 'brand', { firstName: 'Ada', lastName: 'Chief' }, { industry: 'retail' });
  await db.updateTable('users').set({ email: ADMIN }).where('id', '=', admin.id).execute();
  admin = { ...admin, email: ADMIN };
});
afterAll(() => journey?.close());

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const pathOf = (page: Page) => new URL(page.url()).pathname;
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const newsletterForm = (page: Page) => page.getByRole('form', { name: 'Newsletter signup' });
/** How far the header's places reach into the bell and account menu beside them (0 or less: they fit). */
const navOverlap = (page: Page) =>
  page.evaluate(() => {
    const places = [...document.querySelectorAll('.app-nav__list > li')].filter((li) => li.getClientRects().length > 0);
    const last = places.at(-1)?.getBoundingClientRect().right ?? 0;
    return last - (document.querySelector('.app-header__actions')?.getBoundingClientRect().left ?? 0);
  });

/** Clicks each place of the header in turn: its page's heading shows, and only its link is marked current. */
async function visitEveryPlace(page: Page, places: ReadonlyArray<readonly [label: string, path: string, heading: string]>) {
  const nav = mainNav(page);
  await see.texts(nav.getByRole('link')).toEqual(places.map(([label]) => label));
  for (const [label, path, heading] of places) {
    const link = nav.getByRole('link', { name: label, exact: true });
    await link.click();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(pathOf(page)).toBe(path);
    await see.attribute(link, 'aria-current', label).toBe('page');
    await see.count(nav.locator('[aria-current="page"]:visible'), label).toBe(1);
  }
}

/** A deal offered by the brand to the creator, through the API; its id. */
async function offeredDeal(brandPage: Page): Promise<string> {
  const due = new Date(journey.server.clock.now.getTime() + 10 * DAY_MS).toISOString().slice(0, 10);
  const made = await api(brandPage, 'POST', '/deals', {
    creator_id: creator.id,
    currency: 'USD',
    price_cents: 50_000,
    revisions_included: 1,
    review_days: 3,
    usage_rights: { kind: 'none', duration_days: null },
    message: 'A Reel about our new mango juice',
    deliverables: [{ type: 'instagram_reel', quantity: 1, due_date: due }],
  });
  expect(made.status, JSON.stringify(made.json)).toBe(201);
  return made.json.deal.id as string;
}

describe('the app shell in Chromium', () => {
  it('a creator’s header reaches every place of the role, marks the current one, and ends in the slim footer', async () => {
    const page = await journey.newPage({ width: 1280, height: 900 });
    await logIn(page, creator, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Maya!' }).waitFor();
    // The app's header, not the public site's: no landing sections, no "Log in".
    await see.count(page.getByRole('link', { name: 'Features' })).toBe(0);
    await see.attribute(page.getByRole('link', { name: 'Sponsorly dashboard' }), 'href').toBe('/dashboard');
    await see.count(page.getByRole('link', { name: /^Notifications/ })).toBe(1);

    await visitEveryPlace(page, [
      ['Dashboard', '/dashboard', 'Welcome, Maya!'],
      ['Campaigns', '/campaigns', 'Campaigns'],
      ['Deals', '/deals', 'Deals'],
      ['Messages', '/messages', 'Messages'],
      ['Earnings', '/earnings', 'Earnings'],
      ['Profile', '/profile', 'Maya Lopez'],
    ]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The slim footer: the legal pages and support, no newsletter.
    const footer = page.getByRole('contentinfo');
    const legal = footer.getByRole('navigation', { name: 'Legal' }).getByRole('link');
    await see.texts(legal).toEqual(['Privacy', 'Terms', 'Cookies']);
    expect(await legal.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/privacy',
      '/terms',
      '/cookies',
    ]);
    await see.attribute(footer.getByRole('link', { name: /@/ }), 'href').toMatch(/^mailto:.+@/);
    await see.text(footer).toContain(`© ${new Date().getFullYear()} Sponsorly`);
    await see.count(newsletterForm(page)).toBe(0);

    // The account menu: the account's own places, no console for a creator; Escape closes it.
    const account = page.getByRole('button', { name: 'Account' });
    await account.click();
    await see.attribute(account, 'aria-expanded').toBe('true');
    const links = await page.locator('.account-menu__panel a').evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(links).toEqual(['/profile', '/settings', '/settings/security']);
    await see.count(page.getByRole('link', { name: 'Admin console' })).toBe(0);
    await see.count(mainNav(page).getByRole('link', { name: 'Admin' })).toBe(0);
    await page.keyboard.press('Escape');
    await see.attribute(account, 'aria-expanded').toBe('false');
    await see.visible(page.getByRole('link', { name: 'Settings' })).toBe(false);
    expect(await account.evaluate((button) => button === document.activeElement)).toBe(true);

    // Log out from the account menu: back to the landing and its own header.
    await account.click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
    await page.getByRole('link', { name: 'Join as Creator' }).waitFor();
    await page.context().close();
  });

  it('a brand’s header reaches every place of the role; a deal and a campaign page mark theirs', async () => {
    const page = await journey.newPage({ width: 1280, height: 900 });
    await logIn(page, brand, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Ben!' }).waitFor();
    await visitEveryPlace(page, [
      ['Dashboard', '/dashboard', 'Welcome, Ben!'],
      ['Find creators', '/brand/creators/search', 'Find creators'],
      ['Lists', '/brand/creators', 'Saved creators'],
      ['Campaigns', '/brand/campaigns', 'Your campaigns'],
      ['Deals', '/deals', 'Deals'],
      ['Messages', '/messages', 'Messages'],
      ['Finances', '/brand/finances', 'Finances'],
      ['Analytics', '/brand/analytics', 'Analytics'],
    ]);

    const dealId = await offeredDeal(page);
    await page.goto(`/deals/${dealId}`);
    await page.getByRole('heading', { level: 1, name: 'Offer to Maya Lopez' }).waitFor();
    await see.attribute(mainNav(page).getByRole('link', { name: 'Deals' }), 'aria-current').toBe('page');
    await page.goto('/brand/campaigns/5');
    await see.attribute(mainNav(page).getByRole('link', { name: 'Campaigns' }), 'aria-current').toBe('page');
    await see.count(mainNav(page).locator('[aria-current="page"]:visible')).toBe(1);

    // On a tablet the less used places fold under "More", in the header.
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/brand/finances');
    await page.getByRole('heading', { level: 1, name: 'Finances' }).waitFor();
    const nav = mainNav(page);
    await see.texts(nav.getByRole('link')).toEqual(['Dashboard', 'Find creators', 'Campaigns', 'Deals', 'Messages']);
    await nav.getByRole('button', { name: 'More' }).click();
    await see.texts(nav.locator('.more-menu__panel').getByRole('link')).toEqual(['Lists', 'Finances', 'Analytics']);
    await see.attribute(nav.getByRole('link', { name: 'Finances' }), 'aria-current').toBe('page');
    await nav.getByRole('link', { name: 'Lists' }).click();
    await page.getByRole('heading', { level: 1, name: 'Saved creators' }).waitFor();
    await see.visible(nav.locator('.more-menu__panel')).toBe(false);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('an admin has the console in the navigation and in the account menu', async () => {
    const page = await journey.newPage({ width: 1280, height: 900 });
    await logIn(page, admin, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Ada!' }).waitFor();
    const nav = mainNav(page);
    await see
      .texts(nav.getByRole('link'))
      .toEqual(['Dashboard', 'Find creators', 'Lists', 'Campaigns', 'Deals', 'Messages', 'Finances', 'Analytics', 'Admin']);
    await see.attribute(nav.getByRole('link', { name: 'Admin' }), 'href').toBe('/admin');
    // All nine fit beside the bell, down to 1200 px, where the less used fold under "More".
    expect(await navOverlap(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1200, height: 900 });
    expect(await navOverlap(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 768, height: 900 });
    await see.visible(nav.getByRole('button', { name: 'More' })).toBe(true);
    expect(await navOverlap(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Account' }).click();
    await see.attribute(page.getByRole('link', { name: 'Admin console' }), 'href').toBe('/admin');
    // The console's pages are the Admin place.
    await page.goto('/admin/disputes');
    await see.attribute(nav.getByRole('link', { name: 'Admin' }), 'aria-current').toBe('page');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('on a phone the places are a tab bar of five and "More", which the keyboard opens and Escape closes', async () => {
    const page = await journey.newPage({ width: 390, height: 844 });
    await logIn(page, creator, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Maya!' }).waitFor();
    const tabs = mainNav(page);
    // The dashboard's tab is "Home": the full names of five places do not fit a phone's width.
    await see.texts(tabs.getByRole('link')).toEqual(['Home', 'Campaigns', 'Deals', 'Messages', 'Earnings']);
    const box = await tabs.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(844);
    await see.attribute(tabs.getByRole('link', { name: 'Home' }), 'aria-current').toBe('page');
    await see.attribute(tabs.getByRole('link', { name: 'Home' }), 'href').toBe('/dashboard');

    await tabs.getByRole('link', { name: 'Deals' }).click();
    await page.getByRole('heading', { level: 1, name: 'Deals' }).waitFor();
    await see.attribute(tabs.getByRole('link', { name: 'Deals' }), 'aria-current').toBe('page');

    // "More" holds the rest; the keyboard opens it on its first link, and Escape gives focus back.
    const more = tabs.getByRole('button', { name: 'More' });
    await more.focus();
    await page.keyboard.press('Enter');
    await see.attribute(more, 'aria-expanded').toBe('true');
    const profile = tabs.getByRole('link', { name: 'Profile' });
    await expect.poll(() => profile.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await see.attribute(more, 'aria-expanded').toBe('false');
    await see.visible(profile).toBe(false);
    expect(await more.evaluate((button) => button === document.activeElement)).toBe(true);

    await more.click();
    await profile.click();
    await page.getByRole('heading', { level: 1, name: 'Maya Lopez' }).waitFor();
    // The panel closed on arrival; its link, and "More" that holds it, are marked.
    await see.visible(profile).toBe(false);
    await see.attribute(tabs.locator('a[href="/profile"]'), 'aria-current').toBe('page');
    await see.attribute(more, 'class').toContain('is-current');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The footer ends above the tab bar, its last line readable.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerBottom = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().bottom);
    const tabsTop = (await tabs.boundingBox())?.y ?? 0;
    expect(footerBottom).toBeLessThanOrEqual(tabsTop + 1);
    await page.context().close();
  });

  it('a brand’s phone tabs: Find creators among the five, Lists, Finances and Analytics under "More"', async () => {
    const page = await journey.newPage({ width: 390, height: 844 });
    await logIn(page, brand, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Ben!' }).waitFor();
    const tabs = mainNav(page);
    await see.texts(tabs.getByRole('link')).toEqual(['Home', 'Search', 'Campaigns', 'Deals', 'Messages']);
    await see.attribute(tabs.getByRole('link', { name: 'Search' }), 'href').toBe('/brand/creators/search');
    // Each tab's name fits its sixth of the width, at 360 px too.
    await page.setViewportSize({ width: 360, height: 740 });
    const clipped = await tabs
      .locator('.tab-bar__link span, .more-menu__button span')
      .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.parentElement!.clientWidth).length);
    expect(clipped).toBe(0);
    await tabs.getByRole('button', { name: 'More' }).click();
    await see.texts(tabs.locator('.more-menu__panel').getByRole('link')).toEqual(['Lists', 'Finances', 'Analytics']);
    await tabs.getByRole('link', { name: 'Analytics' }).click();
    await page.getByRole('heading', { level: 1, name: 'Analytics', exact: true }).waitFor();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('the public site keeps its header and footer; a page both read wears the app’s shell once logged in', async () => {
    const visitor = await journey.newPage({ width: 1280, height: 900 });
    await visitor.goto('/');
    await newsletterForm(visitor).waitFor();
    await see.count(visitor.locator('.app-header')).toBe(0);
    // Its legal links lead to the legal pages.
    const legal = visitor.getByRole('navigation', { name: 'Legal' }).getByRole('link');
    expect(await legal.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/privacy',
      '/terms',
      '/cookies',
    ]);
    await visitor.goto(`/creators/${creator.id}`);
    await visitor.locator('.site-header').getByRole('link', { name: 'Log in' }).waitFor();
    await see.count(visitor.locator('.app-header')).toBe(0);
    await visitor.context().close();

    const page = await journey.newPage({ width: 1280, height: 900 });
    await logIn(page, brand, '/');
    // The landing stays the public site's, whoever reads it.
    await page.locator('.hero').getByRole('link', { name: 'Dashboard' }).waitFor();
    await see.count(newsletterForm(page)).toBe(1);
    await see.count(page.locator('.app-header')).toBe(0);
    await page.goto(`/creators/${creator.id}`);
    await page.getByRole('heading', { level: 1, name: 'Maya Lopez' }).waitFor();
    await see.count(mainNav(page).getByRole('link', { name: 'Find creators' })).toBe(1);
    await see.count(newsletterForm(page)).toBe(0);
    await page.context().close();
  });

  it('while the session loads, an app page shows the app bar at its final height, never the public one', async () => {
    const page = await journey.newPage({ width: 1280, height: 900 });
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route(/\/trpc\/[^?]*auth\.me/, async (route) => {
      await held;
      await route.continue();
    });
    await logIn(page, creator, '/deals');
    const bar = page.locator('.app-header');
    await bar.waitFor();
    await see.count(page.locator('.site-header')).toBe(0);
    const before = await bar.boundingBox();
    answer();
    await page.getByRole('heading', { level: 1, name: 'Deals' }).waitFor();
    await see.count(mainNav(page).getByRole('link')).toBe(6);
    expect(await bar.boundingBox()).toEqual(before);
    await page.context().close();
  });

  it('/settings gathers the account’s settings: a creator’s payouts, a brand’s verification, security and blocks for everyone', async () => {
    const page = await journey.newPage({ width: 1280, height: 900 });
    await logIn(page, creator, '/dashboard');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const sections = page.locator('.settings-section__title h2');
    await see.texts(sections).toEqual(['Account', 'Security', 'Emails', 'Blocked accounts', 'Payouts']);
    const accountSection = page.getByRole('region', { name: 'Account', exact: true });
    await see.text(accountSection).toContain(creator.email);
    const sessions = await journey.server.deps.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', creator.id)
      .executeTakeFirstOrThrow();
    await see.text(page.getByRole('region', { name: 'Security' })).toContain(`Logged in on ${Number(sessions.n)} devices.`);
    await see.text(page.getByRole('region', { name: 'Payouts' })).toContain('Payouts are ready.');
    await see.attribute(page.getByRole('link', { name: 'Manage payouts on Earnings' }), 'href').toBe('/earnings');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Password and sessions' }).click();
    await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
    await page.context().close();

    // A brand has no payouts, and verifies its company; on a phone the page fits the screen.
    const brandPage = await journey.newPage({ width: 390, height: 844 });
    await logIn(brandPage, brand, '/settings');
    await brandPage.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await see
      .texts(brandPage.locator('.settings-section__title h2'))
      .toEqual(['Account', 'Security', 'Emails', 'Verify your company', 'Blocked accounts']);
    await see.attribute(brandPage.getByRole('link', { name: 'Edit profile' }), 'href').toBe('/brand/profile/edit');
    expect(await sidewaysScroll(brandPage)).toBeLessThanOrEqual(0);
    await brandPage.context().close();
  });
});

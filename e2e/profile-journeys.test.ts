import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { FIELD_LIMITS, PROFILE_LIMITS, PROFILE_MESSAGES } from '@sponsorly/shared';
import { createJourneyAccount, logIn, type JourneyAccount } from './support/accounts';
import { seriousAxeViolations, startJourney, type Journey } from './support/app';
import { see } from './support/see';

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

/** A verified account made through the API, skipping the signup screens. */
function createAccount(kind: 'creator' | 'brand', firstName: string, lastName: string): Promise<JourneyAccount> {
  return createJourneyAccount(journey, kind, { firstName, lastName });
}

/** Saves a profile through the REST door with a bearer token: a fixture, not the journey under test. */
async function saveProfileViaApi(account: JourneyAccount, profile: Record<string, unknown>) {
  const login = await fetch(`${journey.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const saved = await fetch(`${journey.baseUrl}/api/profile`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(profile),
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
}

const tagEditor = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

async function addTagWithEnter(editor: Locator, tag: string) {
  await editor.getByRole('textbox').fill(tag);
  await editor.getByRole('textbox').press('Enter');
}

async function addTagWithButton(editor: Locator, tag: string) {
  await editor.getByRole('textbox').fill(tag);
  await editor.getByRole('button', { name: 'Add', exact: true }).click();
}

/** The tags of an editor, without the names of their remove buttons, read until they are the ones expected. */
const chipsOf = (editor: Locator, message?: string) => see.texts(editor.locator('.tag-chip__text'), message);

const LINKS = {
  YouTube: 'https://youtube.com/@anasilva',
  Instagram: 'https://instagram.com/anasilva',
  TikTok: 'https://tiktok.com/@anasilva',
  Twitter: 'https://x.com/anasilva',
  LinkedIn: 'https://linkedin.com/in/anasilva',
  Website: 'https://anasilva.example/',
} as const;

const TAGS = {
  'Content Categories': ['Gaming', 'Tech'],
  'Content Types': ['Long-form videos', 'Shorts'],
  'Personal Interests': ['Hiking', 'Coffee'],
  Languages: ['English', 'Portuguese'],
} as const;

describe('profile journeys in Chromium', () => {
  it('a creator fills the whole form, saves, lands on the dashboard, and sees it all on /profile and on another device', async () => {
    const account = await createAccount('creator', 'Maya', 'Lopez');
    const page = await journey.newPage({ width: 390, height: 844 });
    await logIn(page, account, '/profile/edit');
    await page.getByRole('heading', { name: 'Edit Profile', level: 1 }).waitFor();
    // Refilled from the saved profile: the signup names and platform, and the defaults.
    await see.value(page.getByLabel('First Name')).toBe('Maya');
    await see.value(page.getByLabel('Primary Platform')).toBe('instagram');
    await see.value(page.getByLabel('Expertise Level')).toBe('beginner');
    await see.checked(page.getByLabel('Available for brand collaborations')).toBe(true);
    await see.attribute(page.getByLabel('Location'), 'placeholder').toBe('City, Country');

    await page.getByLabel('First Name').fill('Ana');
    await page.getByLabel('Last Name').fill('Silva');
    await page.getByLabel('Location').fill('Lisbon, Portugal');
    await page.getByLabel('Available for brand collaborations').uncheck();
    await page.getByLabel('Available for brand collaborations').check();
    await page.getByLabel('Profile Image URL').fill('https://images.example/ana.png');
    await page.getByLabel('Bio').fill('Tech reviews every week.\nHonest opinions, no fluff.');
    await page.getByLabel('Primary Platform').selectOption('youtube');
    await page.getByLabel('Expertise Level').selectOption('advanced');
    // The custom vertical appears only for "Other".
    await see.count(page.getByLabel('Custom vertical')).toBe(0);
    await page.getByLabel('Talent Vertical').selectOption({ label: 'Food & Cooking' });
    await see.count(page.getByLabel('Custom vertical')).toBe(0);
    await page.getByLabel('Talent Vertical').selectOption('other');
    await page.getByLabel('Custom vertical').fill('Vanlife');
    await page.getByLabel('Notable Achievements').fill('1M subscribers\nCreator Award 2024');

    for (const [label, [first, second]] of Object.entries(TAGS)) {
      const editor = tagEditor(page, label);
      await addTagWithEnter(editor, first);
      await addTagWithButton(editor, second);
      await see.value(editor.getByRole('textbox'), `${label} box clears`).toBe('');
    }
    // Enter added tags and did not submit the form.
    expect(new URL(page.url()).pathname).toBe('/profile/edit');
    await see.count(page.getByText(PROFILE_MESSAGES.saved)).toBe(0);

    const categories = tagEditor(page, 'Content Categories');
    // An empty tag and an exact duplicate are ignored; a different case is another tag.
    await addTagWithButton(categories, '   ');
    await addTagWithEnter(categories, 'Gaming');
    await categories.getByText(PROFILE_MESSAGES.duplicateTag('Gaming')).waitFor();
    await see.value(categories.getByRole('textbox')).toBe('Gaming');
    await addTagWithEnter(categories, 'Oops');
    await chipsOf(categories).toEqual(['Gaming', 'Tech', 'Oops']);
    await categories.getByRole('button', { name: 'Remove Oops' }).click();
    await chipsOf(categories).toEqual(['Gaming', 'Tech']);
    // The limit of 40 characters is explained, and nothing is added.
    await addTagWithEnter(categories, 'x'.repeat(PROFILE_LIMITS.tagMax + 1));
    await categories.getByText(PROFILE_MESSAGES.tagTooLong).waitFor();
    await categories.getByRole('textbox').fill('');

    for (const [label, url] of Object.entries(LINKS)) await page.getByLabel(label, { exact: true }).fill(url);

    // Slow the save down a little so that its busy state can be seen.
    await page.route('**/trpc/profile.update**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Save Profile' }).click();
    const saving = page.getByRole('button', { name: 'Saving...' });
    await saving.waitFor();
    await see.disabled(saving).toBe(true);
    await page.getByText(PROFILE_MESSAGES.saved).waitFor();
    await see.count(page.getByRole('status').filter({ hasText: PROFILE_MESSAGES.saved })).toBe(1);
    const savedAt = Date.now();
    await page.waitForURL('**/dashboard', { timeout: 10_000 });
    expect(Date.now() - savedAt).toBeGreaterThan(1000);

    await page.getByRole('heading', { name: 'Welcome, Ana!' }).waitFor();
    // Every counted field is filled, so the completion banner is gone.
    await see.visible(page.getByText('100%').first()).toBe(true);
    await see.count(page.getByRole('heading', { name: /Your profile is \d+% complete/ })).toBe(0);

    await page.getByRole('link', { name: 'View my profile' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'Ana Silva', level: 1 }).waitFor();
    for (const text of ['YouTube Content Creator', 'Lisbon, Portugal', 'Available for collaborations', 'Vanlife · Advanced']) {
      await see.visible(page.getByText(text, { exact: true }), text).toBe(true);
    }
    await see.attribute(page.getByRole('progressbar', { name: 'Profile completion' }), 'aria-valuenow').toBe('100');
    await see.count(page.getByRole('link', { name: 'Complete your profile' })).toBe(0);
    await see.attribute(page.getByRole('link', { name: 'Edit Profile' }), 'href').toBe('/profile/edit');

    const about = page.getByRole('region', { name: 'About', exact: true });
    // Line breaks are kept.
    await see.text(about.getByText(/Tech reviews every week/)).toBe('Tech reviews every week.\nHonest opinions, no fluff.');
    await see
      .text(page.getByRole('region', { name: 'Notable Achievements' }).getByText(/1M subscribers/))
      .toBe('1M subscribers\nCreator Award 2024');
    for (const [section, tags] of Object.entries(TAGS)) {
      await see.texts(page.getByRole('region', { name: section, exact: true }).getByRole('listitem'), section).toEqual([...tags]);
    }
    await see.count(page.getByText('Oops')).toBe(0);
    const links = page.getByRole('region', { name: 'Social Media & Links' }).getByRole('link');
    await see.count(links).toBe(6);
    for (const [label, url] of Object.entries(LINKS)) {
      const link = page.getByRole('link', { name: new RegExp(`^${label} `) });
      await see.attribute(link, 'href', label).toBe(url);
      await see.attribute(link, 'target', label).toBe('_blank');
      await see.attribute(link, 'rel', label).toBe('noopener noreferrer');
    }
    // The photo link fails to load here (no network), so the initials stand in.
    await see.text(page.locator('.profile-header .avatar')).toBe('AS');
    await page.context().close();

    // Another device: a new browser context reads back the same profile.
    const other = await journey.newPage();
    await logIn(other, account, '/profile/edit');
    await see.value(other.getByLabel('First Name')).toBe('Ana');
    const expected: Record<string, string> = {
      'Last Name': 'Silva',
      Location: 'Lisbon, Portugal',
      'Profile Image URL': 'https://images.example/ana.png',
      Bio: 'Tech reviews every week.\nHonest opinions, no fluff.',
      'Primary Platform': 'youtube',
      'Expertise Level': 'advanced',
      'Talent Vertical': 'other',
      'Custom vertical': 'Vanlife',
      'Notable Achievements': '1M subscribers\nCreator Award 2024',
    };
    for (const [label, value] of Object.entries(expected))
      await see.value(other.getByLabel(label, { exact: true }), label).toBe(value);
    for (const [label, url] of Object.entries(LINKS)) await see.value(other.getByLabel(label, { exact: true }), label).toBe(url);
    await see.checked(other.getByLabel('Available for brand collaborations')).toBe(true);
    for (const [label, tags] of Object.entries(TAGS)) await chipsOf(tagEditor(other, label), label).toEqual([...tags]);
    await other.context().close();
  });

  it('a brand edits its profile and sees its budget and company on the dashboard', async () => {
    const account = await createAccount('brand', 'Ben', 'Okafor');
    const page = await journey.newPage();
    await logIn(page, account);
    // Brands have their own form.
    await page.goto('/profile/edit');
    await page.waitForURL('**/brand/profile/edit');
    await page.getByRole('heading', { name: 'Edit Profile', level: 1 }).waitFor();
    await see.value(page.getByLabel('First Name')).toBe('Ben');
    await see.value(page.getByLabel('Industry')).toBe('retail');

    await page.getByLabel('Company Name').fill('Acme Outdoors');
    await page.getByLabel('Website').fill('https://acme-outdoors.example');
    await page.getByLabel('Industry').selectOption({ label: 'Fashion' });
    await page.getByLabel('Logo URL').fill('https://acme-outdoors.example/logo.png');
    await page.getByLabel('Company Size').selectOption({ label: '11-50 employees' });
    const description = 'Gear for people who sleep outside.\nWe love honest reviews.';
    await page.getByLabel('Description').fill(description);
    // The counter follows what is typed.
    await page.getByText(`${description.length}/${PROFILE_LIMITS.descriptionMax}`).waitFor();
    await page.getByLabel('Monthly Budget Range').selectOption({ label: '$5k-20k' });
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText(PROFILE_MESSAGES.saved).waitFor();
    await page.waitForURL('**/dashboard', { timeout: 10_000 });

    await page.getByRole('heading', { name: 'Welcome, Ben!' }).waitFor();
    await see.visible(page.getByText('Acme Outdoors').first()).toBe(true);
    const budget = page.getByRole('region', { name: 'Budget Overview' });
    await see.count(budget.getByText('$5k-20k')).toBe(2);
    await see.text(budget).toMatch(/Monthly Budget\s*\$5k-20k/);
    await see.text(budget).toMatch(/Remaining\s*\$5k-20k/);
    await see.count(page.getByRole('heading', { name: /Your profile is \d+% complete/ })).toBe(0);

    // /profile shows the brand's summary, with its own edit link.
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Acme Outdoors', level: 1 }).waitFor();
    await see.visible(page.getByText('Fashion')).toBe(true);
    await see.visible(page.getByText('11-50 employees')).toBe(true);
    await see.attribute(page.getByRole('link', { name: 'Edit Profile' }), 'href').toBe('/brand/profile/edit');
    await page.context().close();
  });

  it('a brand opens a creator page (no email shown), and the creator sees the view counted', async () => {
    const creator = await createAccount('creator', 'Lina', 'Park');
    await saveProfileViaApi(creator, {
      first_name: 'Lina',
      last_name: 'Park',
      bio: 'Baking videos from a tiny kitchen.',
      platform: 'tiktok',
      categories: ['Baking'],
      languages: ['Korean', 'English'],
      social_links: { tiktok: 'https://tiktok.com/@linapark' },
      location: 'Seoul, Korea',
    });
    const brand = await createAccount('brand', 'Cara', 'Diaz');

    // Logged out: the page is public, at its handle, and offers to sign up (public-profile-journeys.test.ts).
    const stranger = await journey.newPage();
    await stranger.goto(`/creators/${creator.id}`);
    await stranger.getByRole('link', { name: PROFILE_MESSAGES.signUpToWorkWith('Lina Park') }).waitFor();
    await expect.poll(() => new URL(stranger.url()).pathname).toMatch(/^\/c\/lina-park(-\d+)?$/);
    await stranger.context().close();

    const page = await journey.newPage({ width: 390, height: 844 });
    await logIn(page, brand, `/creators/${creator.id}`);
    await page.getByRole('heading', { name: 'Lina Park', level: 1 }).waitFor();
    await see.visible(page.getByText('TikTok Content Creator')).toBe(true);
    await see.text(page.getByRole('region', { name: 'About', exact: true })).toContain('Baking videos from a tiny kitchen.');
    await see.texts(page.getByRole('region', { name: 'Languages' }).getByRole('listitem')).toEqual(['Korean', 'English']);
    await see.attribute(page.getByRole('link', { name: /^TikTok / }), 'target').toBe('_blank');
    await see.text(page.locator('body')).not.toContain(creator.email);
    await see.count(page.getByRole('link', { name: 'Edit Profile' })).toBe(0);
    await see.count(page.getByRole('progressbar')).toBe(0);

    // An unknown creator.
    await page.goto('/creators/00000000-0000-4000-8000-000000000000');
    await page.getByText(PROFILE_MESSAGES.creatorNotFound).waitFor();
    await see.attribute(page.getByRole('link', { name: 'Back to home' }), 'href').toBe('/');
    await page.context().close();

    const creatorPage = await journey.newPage();
    await logIn(creatorPage, creator);
    const overview = creatorPage.getByRole('region', { name: 'Profile Overview' });
    await see.text(overview).toMatch(/Profile Views\s*1\n/);
    // Another creator may not look at a page kept to brands.
    const other = await createAccount('creator', 'Other', 'Person');
    await saveProfileViaApi(other, { first_name: 'Other', last_name: 'Person', bio: 'Hi.', page_visibility: 'brands' });
    await creatorPage.goto(`/creators/${other.id}`);
    await creatorPage.getByText(PROFILE_MESSAGES.creatorForbidden).waitFor();
    await creatorPage.context().close();
  });

  it('markup typed into a profile is shown as text and never runs', async () => {
    const creator = await createAccount('creator', 'Sam', 'Reed');
    await saveProfileViaApi(creator, {
      first_name: '<b>Sam</b>',
      last_name: '<img src=x onerror=alert(2)>',
      bio: '<script>alert(1)</script>',
      achievements: '<a href="javascript:alert(3)">click</a>',
    });
    const page = await journey.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await logIn(page, creator, '/profile');
    await page.getByText('<script>alert(1)</script>').waitFor();
    await see.text(page.getByRole('heading', { level: 1 })).toBe('<b>Sam</b> <img src=x onerror=alert(2)>');
    await see.visible(page.getByText('<a href="javascript:alert(3)">click</a>')).toBe(true);
    await see.count(page.locator('main script, main b, main img[src="x"], main a[href^="javascript"]')).toBe(0);
    // With none of those elements in the page, nothing is left that could open a dialog later.
    expect(dialogs).toEqual([]);
    await page.context().close();
  });

  it('a failed save keeps the form as typed and points at the field', async () => {
    const creator = await createAccount('creator', 'Kim', 'Lee');
    const page = await journey.newPage({ width: 390, height: 844 });
    await logIn(page, creator, '/profile/edit');
    await see.value(page.getByLabel('First Name')).toBe('Kim');
    await page.getByLabel('Location').fill('Busan');
    await page.getByLabel('Bio').fill('Street food tours.');
    await addTagWithEnter(tagEditor(page, 'Languages'), 'Korean');

    // Checked in the browser with the shared schema: nothing is sent, the error is under its field.
    await page.getByLabel('YouTube', { exact: true }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    const youtube = page.getByLabel('YouTube', { exact: true });
    const error = page.getByText(PROFILE_MESSAGES.invalidUrl);
    await error.waitFor();
    await see.attribute(youtube, 'aria-invalid').toBe('true');
    await see.attribute(youtube, 'aria-describedby').toContain(await error.locator('xpath=..').getAttribute('id'));
    // <Form> moves the focus in an effect after the errors are drawn: the message can show a moment before.
    await expect.poll(() => youtube.evaluate((el) => el === document.activeElement)).toBe(true);
    await see.value(page.getByLabel('Location')).toBe('Busan');
    await see.value(page.getByLabel('Bio')).toBe('Street food tours.');
    await chipsOf(tagEditor(page, 'Languages')).toEqual(['Korean']);

    // A bio over the limit, with the browser's own limit taken off.
    await youtube.fill('');
    await page.getByLabel('Bio').evaluate((el) => el.removeAttribute('maxlength'));
    await page.getByLabel('Bio').fill('b'.repeat(PROFILE_LIMITS.bioMax + 1));
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText(PROFILE_MESSAGES.tooLong('Bio', PROFILE_LIMITS.bioMax)).waitFor();
    await expect.poll(() => page.getByLabel('Bio').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByLabel('Bio').fill('Street food tours.');

    // The network fails: the red box, and the values stay.
    await page.route('**/trpc/profile.update**', (route) => route.abort());
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByRole('alert').filter({ hasText: PROFILE_MESSAGES.saveFailed }).waitFor();
    await see.value(page.getByLabel('Location')).toBe('Busan');
    expect(new URL(page.url()).pathname).toBe('/profile/edit');
    await page.unroute('**/trpc/profile.update**');

    // The server refuses a field (the request is altered on its way so that only the server can tell):
    // its message goes under that field, which gets the focus.
    await page.route('**/trpc/profile.update**', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, { bio?: string }>;
      for (const call of Object.values(body)) call.bio = '';
      await route.continue({ postData: JSON.stringify(body) });
    });
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText(PROFILE_MESSAGES.required('Bio')).waitFor();
    await page.getByRole('alert').filter({ hasText: PROFILE_MESSAGES.saveFailed }).waitFor();
    await see.attribute(page.getByLabel('Bio'), 'aria-invalid').toBe('true');
    await expect.poll(() => page.getByLabel('Bio').evaluate((el) => el === document.activeElement)).toBe(true);
    await see.value(page.getByLabel('Bio')).toBe('Street food tours.');
    await page.unroute('**/trpc/profile.update**');
    await page.context().close();
  });

  it('logged out, /profile says so and offers to log in, and the edit pages ask for a login that comes back to them', async () => {
    const page = await journey.newPage();
    await page.goto('/profile');
    await page.getByRole('heading', { name: PROFILE_MESSAGES.notAvailable }).waitFor();
    await see.visible(page.getByText(PROFILE_MESSAGES.pleaseLogIn)).toBe(true);
    await see.attribute(page.getByRole('link', { name: 'Log in' }).last(), 'href').toBe('/login');
    await see.count(page.getByRole('heading', { name: 'Coming soon' })).toBe(0);
    // The edit pages sit behind the session guard (e2e/protected-routes.test.ts follows the way back).
    for (const path of ['/profile/edit', '/brand/profile/edit']) {
      await page.goto(path);
      await expect
        .poll(() => new URL(page.url()).pathname + new URL(page.url()).search, { message: path })
        .toBe(`/login?next=${encodeURIComponent(path)}`);
      await page.getByRole('heading', { name: 'Log in to Sponsorly' }).waitFor();
      await see.count(page.getByRole('heading', { name: 'Coming soon' }), path).toBe(0);
    }
    await page.context().close();
  });

  it('the profile pages pass axe and do not scroll sideways at 360 px, even with long tags and links', async () => {
    const creator = await createAccount('creator', 'Long', 'Words');
    const longWord = 'Supercalifragilistic'.repeat(5);
    await saveProfileViaApi(creator, {
      first_name: 'L'.repeat(FIELD_LIMITS.nameMax),
      last_name: 'W'.repeat(FIELD_LIMITS.nameMax),
      location: 'X'.repeat(PROFILE_LIMITS.locationMax),
      bio: `${longWord}\n${longWord}`,
      platform: 'blog',
      talent_vertical: 'other',
      custom_talent_vertical: 'V'.repeat(PROFILE_LIMITS.customVerticalMax),
      achievements: longWord,
      categories: ['c'.repeat(PROFILE_LIMITS.tagMax), 'Short'],
      interests: ['i'.repeat(PROFILE_LIMITS.tagMax)],
      content_type: ['t'.repeat(PROFILE_LIMITS.tagMax)],
      languages: ['l'.repeat(PROFILE_LIMITS.tagMax)],
      social_links: { website: `https://example.com/${'p'.repeat(1500)}`, youtube: `https://youtube.com/${'y'.repeat(300)}` },
    });
    const brand = await createAccount('brand', 'Axe', 'Tester');
    await saveProfileViaApi(brand, {
      first_name: 'Axe',
      last_name: 'Tester',
      company_name: 'C'.repeat(PROFILE_LIMITS.companyNameMax),
      website: `https://brand.example/${'w'.repeat(300)}`,
      industry: 'technology',
      company_size: '1000+',
      description: longWord,
      budget_range: 'over-100k',
    });

    const creatorPage = await journey.newPage({ width: 360, height: 740 });
    await logIn(creatorPage, creator);
    const brandPage = await journey.newPage({ width: 360, height: 740 });
    await logIn(brandPage, brand);
    // The lazily loaded profile code and styles come from our own origin, so the policy refuses nothing.
    const cspErrors: string[] = [];
    for (const page of [creatorPage, brandPage]) {
      page.on('console', (msg) => {
        if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) cspErrors.push(msg.text());
      });
    }
    const visits: Array<[Page, string]> = [
      [creatorPage, '/profile'],
      [creatorPage, '/profile/edit'],
      [brandPage, '/brand/profile/edit'],
      [brandPage, '/profile'],
      [brandPage, `/creators/${creator.id}`],
      [brandPage, '/dashboard'],
    ];
    for (const [page, path] of visits) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // What the user sees, not 'networkidle': a logged-in page holds its real-time stream open for
      // good, so "idle" would depend on how the browser counts that request. Done is nothing spinning.
      await see.count(page.locator('.spinner')).toBe(0);
      expect(await seriousAxeViolations(page), path).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    // With errors showing, too.
    await creatorPage.goto('/profile/edit');
    await creatorPage.getByLabel('First Name').waitFor();
    await creatorPage.getByLabel('First Name').fill('');
    await creatorPage.getByRole('button', { name: 'Save Profile' }).click();
    await creatorPage.getByText(PROFILE_MESSAGES.required('First Name')).waitFor();
    expect(await seriousAxeViolations(creatorPage)).toEqual([]);
    expect(cspErrors).toEqual([]);
    await creatorPage.context().close();
    await brandPage.context().close();
  });
});

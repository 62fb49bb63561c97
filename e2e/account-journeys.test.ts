import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AUTH_MESSAGES } from '@sponsorly/shared';
import { createJourneyAccount } from './support/accounts';
import { seriousAxeViolations, startJourney, waitForLink, type Journey, settled } from './support/app';
import { see } from './support/see';

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

let counter = 0;
const uniqueEmail = (kind: string) => `${kind}${++counter}-${Date.now()}@example.com`;

async function fillSignup(page: Page, fields: { first: string; last: string; email: string; password: string }) {
  await page.getByLabel('First Name').fill(fields.first);
  await page.getByLabel('Last Name').fill(fields.last);
  await page.getByLabel('Email', { exact: true }).fill(fields.email);
  await page.getByLabel('Password', { exact: true }).fill(fields.password);
  await page.getByLabel('Confirm Password').fill(fields.password);
}

/** Opens the emailed link's path in the page, as clicking it in a mail client would. */
async function openEmailLink(page: Page, link: string) {
  const url = new URL(link);
  expect(url.origin).toBe(journey.baseUrl);
  await page.goto(url.pathname + url.search);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('account journeys in Chromium', () => {
  it('creator: signup -> email link -> dashboard -> log out -> log in', async () => {
    const page = await journey.newPage({ width: 390, height: 844 });
    const email = uniqueEmail('creator');
    const password = 'violet-sunset-42';

    await page.goto('/');
    await page.getByRole('link', { name: 'Join as Creator' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/signup/creator');
    await fillSignup(page, { first: 'Ana', last: 'Silva', email, password });
    await page.getByLabel('Platform').selectOption('youtube');

    // The terms must be accepted first, with the spec's message.
    await page.getByRole('button', { name: 'Create account' }).click();
    await see.visible(page.getByText(AUTH_MESSAGES.signup.acceptTerms)).toBe(true);
    await page.getByLabel('I agree to the Terms and Conditions').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await see.visible(page.getByText(email).first()).toBe(true);

    const link = await waitForLink(journey.server, email, '/verify-email');
    await openEmailLink(page, link);
    await page.getByRole('heading', { name: 'Email verified' }).waitFor();
    // Then to the dashboard by itself after 2 seconds.
    await page.waitForURL('**/dashboard', { timeout: 10_000 });
    await page.getByRole('heading', { name: 'Welcome, Ana!' }).waitFor();
    await see.visible(page.getByText('YouTube').first()).toBe(true);
    // The real completion: first, last, email, platform of 8 fields = 50%.
    await see.visible(page.getByRole('heading', { name: 'Your profile is 50% complete' })).toBe(true);

    // The session is a cookie the page's script cannot read; nothing is kept in storage.
    const storage = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie,
    );
    expect(storage).not.toMatch(/sponsorly_session|token/i);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'sponsorly_session')?.httpOnly).toBe(true);

    // Log out from the account menu: back to /, and the dashboard now sends us to /login.
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.getByRole('link', { name: 'Join as Creator' }).waitFor();
    await page.goto('/dashboard');
    await page.waitForURL('**/login');

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password').fill('wrong-password-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText(AUTH_MESSAGES.login.invalidCredentials).waitFor();
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Ana!' }).waitFor();
    await page.context().close();
  });

  it('brand: signup -> email link -> brand dashboard', async () => {
    const page = await journey.newPage();
    const email = uniqueEmail('brand');
    await page.goto('/signup');
    await page.getByRole('link', { name: 'Sign up as a Brand' }).click();
    await fillSignup(page, { first: 'Ben', last: 'Okafor', email, password: 'amber-harbour-77' });
    await page.getByLabel('Company Name').fill('Acme Labs');
    await page.getByLabel('Website').fill('https://acme.example');
    await page.getByLabel('Industry').selectOption('technology');
    await page.getByLabel('I agree to the Terms and Conditions').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    await openEmailLink(page, await waitForLink(journey.server, email, '/verify-email'));
    await page.waitForURL('**/dashboard', { timeout: 10_000 });
    await page.getByRole('heading', { name: 'Welcome, Ben!' }).waitFor();
    for (const card of ['Campaign Management', 'Creator Discovery', 'Budget Overview', 'Recent Activity', 'Quick Actions']) {
      await see.visible(page.getByRole('heading', { name: card }), card).toBe(true);
    }
    // The company named at signup heads the dashboard.
    await see.visible(page.locator('.dash-header__org').getByText('Acme Labs')).toBe(true);
    await see.attribute(page.getByRole('link', { name: 'Complete your profile' }), 'href').toBe('/brand/profile/edit');
    // The industry chosen at signup, on the Creator Discovery card.
    await page.getByText('Technology', { exact: true }).waitFor();
    await page.context().close();
  });

  it('brand: "Sign up to work with" a creator -> email link -> back on the creator\'s page', async () => {
    const creator = await createJourneyAccount(journey, 'creator', { firstName: 'Rosa', lastName: 'Vale' });
    const saved = await fetch(`${journey.baseUrl}/api/profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await creator.openSession()}` },
      body: JSON.stringify({ first_name: 'Rosa', last_name: 'Vale', bio: 'Ceramics.', handle: 'rosa-makes' }),
    });
    expect(saved.status).toBe(200);

    const page = await journey.newPage({ width: 390, height: 844 });
    const email = uniqueEmail('brand-from-page');
    await page.goto('/c/rosa-makes');
    await page.getByRole('link', { name: 'Sign up to work with Rosa Vale' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/signup/brand');
    await fillSignup(page, { first: 'Iris', last: 'Chen', email, password: 'copper-kettle-31' });
    await page.getByLabel('Company Name').fill('Kiln & Co');
    await page.getByLabel('Website').fill('https://kiln.example');
    await page.getByLabel('Industry').selectOption('retail');
    await page.getByLabel('I agree to the Terms and Conditions').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await see
      .attribute(page.getByRole('link', { name: 'Go to login' }), 'href')
      .toBe(`/login?next=${encodeURIComponent('/c/rosa-makes')}`);

    // The emailed link, opened in another tab of the same browser: verified, logged in, and back on the page.
    const tab = await page.context().newPage();
    await openEmailLink(tab, await waitForLink(journey.server, email, '/verify-email'));
    await tab.getByText('Taking you back to where you were...').waitFor();
    await tab.waitForURL('**/c/rosa-makes', { timeout: 10_000 });
    await see.visible(tab.getByRole('link', { name: 'Make an offer' })).toBe(true);
    // Used once: nothing is left to send a later login anywhere.
    expect(await tab.evaluate(() => localStorage.getItem('sponsorly:signup-return'))).toBeNull();
    await page.context().close();
  });

  it('verification on another device asks for the signup’s password, then logs in there', async () => {
    const email = uniqueEmail('phone');
    const password = 'harbour-lights-88';
    // Signed up in one browser (a laptop, say)...
    const laptop = await journey.newPage();
    await laptop.goto('/signup/creator');
    await fillSignup(laptop, { first: 'Lena', last: 'Ito', email, password });
    await laptop.getByLabel('I agree to the Terms and Conditions').check();
    await laptop.getByRole('button', { name: 'Create account' }).click();
    await laptop.getByRole('heading', { name: 'Check your email' }).waitFor();
    const link = await waitForLink(journey.server, email, '/verify-email');

    // ...the link opened in another (a phone): the page only asks, so a mail scanner completes nothing.
    const phone = await journey.newPage({ width: 390, height: 844 });
    await openEmailLink(phone, link);
    await phone.getByRole('heading', { name: 'Confirm your email' }).waitFor();
    await settled(phone);
    const pending = await journey.server.deps.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(pending.email_verified_at).toBeNull();
    await see.visible(phone.getByRole('button', { name: "This wasn't me" })).toBe(true);
    expect(await seriousAxeViolations(phone)).toEqual([]);

    // The page asks for the password chosen at signup: a wrong one is refused under the field, and
    // nothing is confirmed; the right one confirms and logs the phone in.
    await phone.getByLabel('Password you chose at signup').fill('not-the-password');
    await phone.getByRole('button', { name: 'Confirm my email' }).click();
    await phone.getByText(AUTH_MESSAGES.verify.signupPasswordWrong).waitFor();
    await phone.getByLabel('Password you chose at signup').fill(password);
    await phone.getByRole('button', { name: 'Confirm my email' }).click();
    await phone.getByRole('heading', { name: 'Email verified' }).waitFor();
    await phone.waitForURL('**/dashboard');
    await phone.getByRole('heading', { name: 'Welcome, Lena!' }).waitFor();
    await laptop.context().close();
    await phone.context().close();
  });

  it('"This wasn\'t me" cancels a signup someone else made with your address', async () => {
    const email = uniqueEmail('victim');
    await fetch(`${journey.baseUrl}/api/auth/creator-signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'strangers-password-1', firstName: 'Mallory', lastName: 'X', platform: 'tiktok' }),
    });
    const page = await journey.newPage({ width: 390, height: 844 });
    await openEmailLink(page, await waitForLink(journey.server, email, '/verify-email'));
    await page.getByRole('button', { name: "This wasn't me" }).click();
    await page.getByRole('heading', { name: 'Signup cancelled' }).waitFor();
    await see.visible(page.getByText(AUTH_MESSAGES.verify.cancelled)).toBe(true);
    const rows = await journey.server.deps.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(0);
    await page.context().close();
  });

  it('someone who does not know the signup’s password chooses a new one on the link, and the stranger’s no longer works', async () => {
    const email = uniqueEmail('owner');
    const strangersPassword = 'strangers-password-1';
    await fetch(`${journey.baseUrl}/api/auth/creator-signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: strangersPassword, firstName: 'Mallory', lastName: 'X', platform: 'tiktok' }),
    });
    const page = await journey.newPage({ width: 390, height: 844 });
    await openEmailLink(page, await waitForLink(journey.server, email, '/verify-email'));
    await page.getByRole('button', { name: "I don't know this password" }).click();
    await page.getByLabel('New Password').fill('owners-own-password-9');
    await page.getByLabel('Confirm Password').fill('owners-own-password-9');
    await page.getByRole('button', { name: 'Set password and confirm' }).click();
    await page.getByRole('heading', { name: 'Email verified' }).waitFor();
    await page.waitForURL('**/dashboard');
    const login = await fetch(`${journey.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: journey.baseUrl },
      body: JSON.stringify({ email, password: strangersPassword }),
    });
    expect(login.status).toBe(401);
    await page.context().close();
  });

  it('after 10 failed logins by anyone, the owner logs in by solving the captcha the form then shows', async () => {
    const page = await journey.newPage();
    const email = uniqueEmail('guarded');
    const password = 'guarded-harbour-3';
    await fetch(`${journey.baseUrl}/api/auth/creator-signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, firstName: 'Gus', lastName: 'Ward', platform: 'youtube' }),
    });
    const link = new URL(await waitForLink(journey.server, email, '/verify-email'));
    expect((await fetch(`${journey.baseUrl}/api/auth/verify-email${link.search}`)).status).toBe(200);
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${journey.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: `stranger-${i}-guess` }),
      });
      expect(res.status).toBe(401);
    }

    await logIn(page, email, password);
    await page.getByText(AUTH_MESSAGES.login.captchaRequired).waitFor();
    const form = page.locator('form');
    await form.getByRole('checkbox', { name: "I'm not a robot" }).click();
    await expect
      .poll(
        () => form.locator('altcha-widget').evaluate((widget) => (widget as HTMLElement & { getState(): string }).getState()),
        { timeout: 30_000 },
      )
      .toBe('verified');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Gus!' }).waitFor();
    await page.context().close();
  });

  it('forgot password -> emailed link -> reset -> dashboard, and the old password no longer works', async () => {
    const page = await journey.newPage();
    const email = uniqueEmail('reset');
    const signup = await fetch(`${journey.baseUrl}/api/auth/creator-signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'old-harbour-lights', firstName: 'Rosa', lastName: 'Diaz', platform: 'tiktok' }),
    });
    expect(signup.status).toBe(201);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(AUTH_MESSAGES.forgot.emailRequired).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(AUTH_MESSAGES.forgot.accepted).waitFor();

    await openEmailLink(page, await waitForLink(journey.server, email, '/reset-password'));
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await page.getByLabel('New Password').fill('new-harbour-lights');
    await page.getByLabel('Confirm Password').fill('different-lights-1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText(AUTH_MESSAGES.reset.passwordsDoNotMatch).waitFor();
    await page.getByLabel('Confirm Password').fill('new-harbour-lights');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('heading', { name: 'Password reset' }).waitFor();
    await page.waitForURL('**/dashboard', { timeout: 10_000 });
    await page.getByRole('heading', { name: 'Welcome, Rosa!' }).waitFor();

    const old = await fetch(`${journey.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'old-harbour-lights' }),
    });
    expect(old.status).toBe(401);
    await page.context().close();
  });

  it('login before verifying shows "Please check your email for a verification link."', async () => {
    const page = await journey.newPage();
    const email = uniqueEmail('pending');
    await fetch(`${journey.baseUrl}/api/auth/creator-signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'pending-password-9', firstName: 'Pat', lastName: 'Lee', platform: 'twitch' }),
    });
    await logIn(page, email, 'pending-password-9');
    await page.getByText(AUTH_MESSAGES.login.needsVerification).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  it('a used or broken reset link shows the invalid state with a way to ask for a new one', async () => {
    const page = await journey.newPage();
    await page.goto('/reset-password?token=nope&email=a%40b.co');
    await page.getByText(AUTH_MESSAGES.reset.invalidOrExpired).waitFor();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL('**/forgot-password');
    await page.goto('/verify-email');
    await page.getByText(AUTH_MESSAGES.verify.invalidLink).waitFor();
    await page.context().close();
  });
});

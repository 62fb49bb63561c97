import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@sponsorly/shared';
import { startJourney, waitForLink, type Journey } from './support/app';

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
    await expect.poll(() => page.getByText(MESSAGES.signup.acceptTerms).isVisible()).toBe(true);
    await page.getByLabel('I agree to the Terms and Conditions').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await expect.poll(() => page.getByText(email).first().isVisible()).toBe(true);

    const link = await waitForLink(journey.server, email, '/verify-email');
    await openEmailLink(page, link);
    await page.getByRole('heading', { name: 'Email verified' }).waitFor();
    // Then to the dashboard by itself after 2 seconds.
    await page.waitForURL('**/dashboard', { timeout: 10_000 });
    await page.getByRole('heading', { name: 'Welcome, Ana!' }).waitFor();
    expect(await page.getByText('YouTube').first().isVisible()).toBe(true);
    // The real completion: first, last, email, platform of 8 fields = 50%.
    expect(await page.getByRole('heading', { name: 'Your profile is 50% complete' }).isVisible()).toBe(true);

    // The session is a cookie the page's script cannot read; nothing is kept in storage.
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
    expect(storage).not.toMatch(/sponsorly_session|token/i);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'sponsorly_session')?.httpOnly).toBe(true);

    // Log out from the phone menu: back to /, and the dashboard now sends us to /login.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.getByRole('link', { name: 'Join as Creator' }).waitFor();
    await page.goto('/dashboard');
    await page.waitForURL('**/login');

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password').fill('wrong-password-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText(MESSAGES.login.invalidCredentials).waitFor();
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
    await page.getByLabel('Website').fill('https://acme.example');
    await page.getByLabel('Industry').selectOption('technology');
    await page.getByLabel('I agree to the Terms and Conditions').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    await openEmailLink(page, await waitForLink(journey.server, email, '/verify-email'));
    await page.waitForURL('**/dashboard', { timeout: 10_000 });
    await page.getByRole('heading', { name: 'Welcome, Ben!' }).waitFor();
    for (const card of ['Campaign Management', 'Creator Discovery', 'Budget Overview', 'Recent Activity', 'Quick Actions']) {
      expect(await page.getByRole('heading', { name: card }).isVisible(), card).toBe(true);
    }
    // No company name yet: the website stands in for it.
    expect(await page.getByText('https://acme.example').first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe('/brand/profile/edit');
    expect(await page.getByText('Technology').first().isVisible()).toBe(true);
    await page.context().close();
  });

  it('forgot password -> emailed link -> reset -> dashboard, and the old password no longer works', async () => {
    const page = await journey.newPage();
    const email = uniqueEmail('reset');
    const signup = await fetch(`${journey.baseUrl}/api/auth/creator-signup`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'old-harbour-lights', firstName: 'Rosa', lastName: 'Diaz', platform: 'tiktok' }),
    });
    expect(signup.status).toBe(201);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(MESSAGES.forgot.emailRequired).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(MESSAGES.forgot.accepted).waitFor();

    await openEmailLink(page, await waitForLink(journey.server, email, '/reset-password'));
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await page.getByLabel('New Password').fill('new-harbour-lights');
    await page.getByLabel('Confirm Password').fill('different-lights-1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText(MESSAGES.reset.passwordsDoNotMatch).waitFor();
    await page.getByLabel('Confirm Password').fill('new-harbour-lights');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('heading', { name: 'Password reset' }).waitFor();
    await page.waitForURL('**/dashboard', { timeout: 10_000 });
    await page.getByRole('heading', { name: 'Welcome, Rosa!' }).waitFor();

    const old = await fetch(`${journey.baseUrl}/api/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'old-harbour-lights' }),
    });
    expect(old.status).toBe(401);
    await page.context().close();
  });

  it('login before verifying shows "Please check your email for a verification link."', async () => {
    const page = await journey.newPage();
    const email = uniqueEmail('pending');
    await fetch(`${journey.baseUrl}/api/auth/creator-signup`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'pending-password-9', firstName: 'Pat', lastName: 'Lee', platform: 'twitch' }),
    });
    await logIn(page, email, 'pending-password-9');
    await page.getByText(MESSAGES.login.needsVerification).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  it('a used or broken reset link shows the invalid state with a way to ask for a new one', async () => {
    const page = await journey.newPage();
    await page.goto('/reset-password?token=nope&email=a%40b.co');
    await page.getByText(MESSAGES.reset.invalidOrExpired).waitFor();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL('**/forgot-password');
    await page.goto('/verify-email');
    await page.getByText(MESSAGES.verify.invalidLink).waitFor();
    await page.context().close();
  });
});

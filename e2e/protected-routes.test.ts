import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AUTH_MESSAGES } from '@sponsorly/shared';
import { startJourney, type Journey } from './support/app';
import { see } from './support/see';

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

let counter = 0;
const PASSWORD = 'violet-sunset-42';

/** A verified account made through the API, skipping the signup screens. */
async function createAccount(kind: 'creator' | 'brand', firstName: string): Promise<string> {
  const email = `${kind}${++counter}-${Date.now()}@example.com`;
  const body =
    kind === 'creator'
      ? { email, password: PASSWORD, firstName, lastName: 'Guard', platform: 'youtube' }
      : { email, password: PASSWORD, firstName, lastName: 'Guard', industry: 'retail' };
  const signup = await fetch(`${journey.baseUrl}/api/auth/${kind}-signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(signup.status).toBe(201);
  await journey.server.deps.db.updateTable('users').set({ email_verified_at: new Date() }).where('email', '=', email).execute();
  return email;
}

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

async function submitLogin(page: Page, email: string) {
  await page.getByRole('heading', { name: 'Log in to Sponsorly' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('pages that need a session, in Chromium', () => {
  it('a visitor opening one is asked to log in, and comes back to it, query and all', async () => {
    const email = await createAccount('creator', 'Noor');
    const page = await journey.newPage({ width: 390, height: 844 });
    await page.goto('/profile/edit?section=links');
    await expect.poll(() => pathOf(page)).toBe('/login?next=%2Fprofile%2Fedit%3Fsection%3Dlinks');
    // The page itself never showed: the guard decides before the page renders.
    await see.count(page.getByRole('heading', { name: 'Edit Profile' })).toBe(0);

    // A wrong password keeps the way back.
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText(AUTH_MESSAGES.login.invalidCredentials).waitFor();
    expect(pathOf(page)).toBe('/login?next=%2Fprofile%2Fedit%3Fsection%3Dlinks');

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => pathOf(page)).toBe('/profile/edit?section=links');
    await page.getByRole('heading', { name: 'Edit Profile', level: 1 }).waitFor();
    await see.value(page.getByLabel('First Name')).toBe('Noor');
    await page.context().close();
  });

  it('a brand is brought back to its own edit page; the dashboard sends visitors to plain /login', async () => {
    const email = await createAccount('brand', 'Bea');
    const page = await journey.newPage();
    await page.goto('/dashboard');
    await expect.poll(() => pathOf(page)).toBe('/login');
    await page.goto('/brand/profile/edit');
    await expect.poll(() => pathOf(page)).toBe('/login?next=%2Fbrand%2Fprofile%2Fedit');
    await submitLogin(page, email);
    await expect.poll(() => pathOf(page)).toBe('/brand/profile/edit');
    await see.value(page.getByLabel('First Name')).toBe('Bea');
    // Logged in, the guarded pages open directly.
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Bea!' }).waitFor();
    expect(pathOf(page)).toBe('/dashboard');
    await page.context().close();
  });

  it('login refuses a next that leads to another site, and goes to the dashboard instead', async () => {
    const email = await createAccount('creator', 'Ola');
    for (const next of ['//evil.example', '/\\evil.example', 'https://evil.example/', '/\t/evil.example']) {
      const page = await journey.newPage();
      const foreign: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).origin !== journey.baseUrl) foreign.push(request.url());
      });
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await submitLogin(page, email);
      await page.getByRole('heading', { name: 'Welcome, Ola!' }).waitFor();
      expect(page.url(), next).toBe(`${journey.baseUrl}/dashboard`);
      expect(foreign, next).toEqual([]);
      await page.context().close();
    }
  });
});

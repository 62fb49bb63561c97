import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AUTH_MESSAGES } from '@sponsorly/shared';
import { seriousAxeViolations, startJourney, type Journey } from './support/app';
import { see } from './support/see';

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

let counter = 0;
const PASSWORD = 'violet-sunset-42';

/** A verified creator made through the API, skipping the signup screens. */
async function createAccount(): Promise<{ email: string; password: string }> {
  const email = `security${++counter}-${Date.now()}@example.com`;
  const signup = await fetch(`${journey.baseUrl}/api/auth/creator-signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, firstName: 'Rosa', lastName: 'Mendes', platform: 'instagram' }),
  });
  expect(signup.status).toBe(201);
  await journey.server.deps.db.updateTable('users').set({ email_verified_at: new Date() }).where('email', '=', email).execute();
  return { email, password: PASSWORD };
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
}

const sessionRows = (page: Page) => page.getByRole('region', { name: "Where you're logged in" }).getByRole('listitem');

describe('account security page in Chromium', () => {
  it('changes the password on a phone, then logs in with the new one', async () => {
    const account = await createAccount();
    const page = await journey.newPage({ width: 390, height: 844 });
    await logIn(page, account.email, account.password);

    // Reached from the account menu.
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('link', { name: 'Security' }).click();
    await page.getByRole('heading', { name: 'Security', level: 1 }).waitFor();
    await see.count(sessionRows(page)).toBe(1);
    await see.text(sessionRows(page).first()).toContain('This device');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The form's own checks, with the spec's messages, before anything is sent.
    await page.getByLabel('Current password').fill(account.password);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('shorter');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(AUTH_MESSAGES.signup.passwordTooShort).waitFor();
    await page.getByText(AUTH_MESSAGES.signup.passwordsDoNotMatch).waitFor();

    // A wrong current password is refused by the server, under its field.
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('copper-lantern-58');
    await page.getByLabel('Confirm new password').fill('copper-lantern-58');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(AUTH_MESSAGES.account.currentPasswordWrong).waitFor();

    await page.getByLabel('Current password').fill(account.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(AUTH_MESSAGES.account.passwordChanged).waitFor();
    await see.value(page.getByLabel('Current password')).toBe('');
    await expect
      .poll(() => journey.server.mail.to(account.email).map((m) => m.subject))
      .toContain('Your Sponsorly password was changed');

    // Log out, then in with the new password.
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await logIn(page, account.email, 'copper-lantern-58');
    await page.getByRole('heading', { name: 'Welcome, Rosa!' }).waitFor();
    await page.context().close();
  });

  it('logs out another device, which disappears from the list and loses its session', async () => {
    const account = await createAccount();
    const phone = await journey.newPage({ width: 390, height: 844 });
    await logIn(phone, account.email, account.password);
    const desktop = await journey.newPage();
    await logIn(desktop, account.email, account.password);

    await desktop.goto('/settings/security');
    await see.count(sessionRows(desktop)).toBe(2);
    expect(await seriousAxeViolations(desktop)).toEqual([]);
    const other = sessionRows(desktop).filter({ hasNotText: 'This device' });
    await other.getByRole('button', { name: /^Log out / }).click();
    await desktop.getByText(AUTH_MESSAGES.account.sessionEnded).waitFor();
    await see.count(sessionRows(desktop)).toBe(1);
    await see.text(sessionRows(desktop).first()).toContain('This device');
    await see.count(desktop.getByRole('button', { name: 'Log out all other sessions' })).toBe(0);

    // The phone's session is gone: its dashboard now sends it to log in.
    await phone.goto('/dashboard');
    await phone.waitForURL('**/login');
    await phone.context().close();
    await desktop.context().close();
  });

  it('sends a visitor who is not logged in to /login', async () => {
    const page = await journey.newPage();
    await page.goto('/settings/security');
    await page.waitForURL('**/login');
    await page.context().close();
  });
});

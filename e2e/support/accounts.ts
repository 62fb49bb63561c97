import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Journey } from './app';

export interface JourneyAccount {
  email: string;
  password: string;
  id: string;
}

let counter = 0;
const PASSWORD = 'violet-sunset-42';

/**
 * A verified account made through the API, skipping the signup screens (journeys that test those
 * screens sign up by hand). A creator's platform and a brand's industry can be chosen.
 */
export async function createJourneyAccount(
  journey: Journey,
  kind: 'creator' | 'brand',
  name: { firstName: string; lastName: string },
  options: { platform?: string; industry?: string } = {},
): Promise<JourneyAccount> {
  const email = `${kind}${++counter}-${Date.now()}@example.com`;
  const body =
    kind === 'creator'
      ? { email, password: PASSWORD, ...name, platform: options.platform ?? 'instagram' }
      : { email, password: PASSWORD, ...name, industry: options.industry ?? 'retail' };
  const signup = await fetch(`${journey.baseUrl}/api/auth/${kind}-signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(signup.status).toBe(201);
  const { db } = journey.server.deps;
  await db.updateTable('users').set({ email_verified_at: new Date() }).where('email', '=', email).execute();
  const { id } = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { email, password: PASSWORD, id };
}

/** Logs an account in through the login page, as a person does, and waits for its dashboard. */
export async function logIn(page: Page, account: Pick<JourneyAccount, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
}

import type { Page } from 'playwright-core';
import { createSession } from '@sponsorly/api';
import { SESSION_COOKIE, createVerifiedAccount } from '@sponsorly/server';
import type { Journey } from './app';

export interface JourneyAccount {
  email: string;
  password: string;
  id: string;
  /** A new session for this account, as a login on another device makes. */
  openSession(): Promise<string>;
  baseUrl: string;
}

/**
 * A verified account made as the API tests make theirs (the provisioning service with the run's fixture
 * password hash), skipping the signup screens and Argon2 (the account journeys sign up and log in by
 * hand), under the names the journey's pages show. A creator's platform and a brand's industry can be
 * chosen; a brand has no website.
 */
export async function createJourneyAccount(
  journey: Journey,
  kind: 'creator' | 'brand',
  name: { firstName: string; lastName: string },
  options: { platform?: string; industry?: string } = {},
): Promise<JourneyAccount> {
  const details =
    kind === 'creator'
      ? { ...name, platform: options.platform ?? 'instagram' }
      : { ...name, website: undefined, industry: options.industry ?? 'retail' };
  const account = await createVerifiedAccount(journey.server, kind, details);
  const { deps } = journey.server;
  return {
    email: account.email,
    password: account.password,
    id: account.user.id,
    openSession: () => createSession(deps.db, account.user.id, deps.now(), 'journey'),
    baseUrl: journey.baseUrl,
  };
}

/**
 * Gives the page's browser a session of its own for the account and opens `path` (the dashboard, where a
 * login lands). The login page itself is exercised by the account and security journeys; here it would
 * only cost a page load and an Argon2 check per person.
 */
export async function logIn(page: Page, account: JourneyAccount, path = '/dashboard'): Promise<void> {
  const token = await account.openSession();
  await page
    .context()
    .addCookies([{ name: SESSION_COOKIE, value: token, url: account.baseUrl, httpOnly: true, sameSite: 'Lax' }]);
  await page.goto(path);
}

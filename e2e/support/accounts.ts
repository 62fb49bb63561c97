import type { Page } from 'playwright-core';
import { FIXTURE_PASSWORDS, fixturePasswordHash, signupRequest } from '@sponsorly/api/testing';
import { createSession, provisionVerifiedAccount } from '@sponsorly/api';
import { SESSION_COOKIE } from '@sponsorly/server';
import type { Journey } from './app';

export interface JourneyAccount {
  email: string;
  password: string;
  id: string;
  /** A new session for this account, as a login on another device makes. */
  openSession(): Promise<string>;
  baseUrl: string;
}

let counter = 0;

/**
 * A verified account made by the provisioning service with the run's fixture password hash, skipping the
 * signup screens and Argon2 (the account journeys sign up and log in by hand). A creator's platform and a
 * brand's industry can be chosen.
 */
export async function createJourneyAccount(
  journey: Journey,
  kind: 'creator' | 'brand',
  name: { firstName: string; lastName: string },
  options: { platform?: string; industry?: string } = {},
): Promise<JourneyAccount> {
  const email = `${kind}${++counter}-${Date.now()}@example.com`;
  const password = FIXTURE_PASSWORDS[kind];
  const body =
    kind === 'creator'
      ? { email, password, ...name, platform: options.platform ?? 'instagram' }
      : { email, password, ...name, website: undefined, industry: options.industry ?? 'retail' };
  const request = signupRequest(kind, body);
  const { deps } = journey.server;
  const { row } = await provisionVerifiedAccount(deps, request, await fixturePasswordHash(password));
  return {
    email,
    password,
    id: row.id,
    openSession: () => createSession(deps.db, row.id, deps.now(), 'journey'),
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

import { randomBytes } from 'node:crypto';
import { provisionVerifiedAccount } from '@sponsorly/api';
import { FIXTURE_PASSWORDS, fixturePasswordHash, signupRequest } from '@sponsorly/api/testing';
import type { TestServer } from './test-server';

let counter = 0;

/** A fresh, valid creator signup body with a unique email. */
export function creatorBody(overrides: Record<string, unknown> = {}) {
  counter++;
  return {
    email: `creator${counter}-${randomBytes(3).toString('hex')}@example.com`,
    password: FIXTURE_PASSWORDS.creator,
    firstName: 'Maya',
    lastName: 'Lopez',
    platform: 'youtube',
    ...overrides,
  };
}

export function brandBody(overrides: Record<string, unknown> = {}) {
  counter++;
  return {
    email: `brand${counter}-${randomBytes(3).toString('hex')}@example.com`,
    password: FIXTURE_PASSWORDS.brand,
    firstName: 'Ben',
    lastName: 'Okafor',
    website: 'https://acme.example',
    industry: 'technology',
    ...overrides,
  };
}

export function linkParams(link: string) {
  const url = new URL(link);
  return { token: url.searchParams.get('token') ?? '', email: url.searchParams.get('email') ?? '' };
}

/**
 * A verified, logged-in account as a test's fixture: the rows the signup and its link leave, made by the
 * provisioning service with the password hash computed once per run. Returns the signup body, the
 * session token and the user as the API shows it. Tests of signup, verification and login use
 * signUpAndVerify.
 */
export async function createVerifiedAccount(
  server: TestServer,
  kind: 'creator' | 'brand' = 'creator',
  overrides: Record<string, unknown> = {},
) {
  const body = kind === 'creator' ? creatorBody(overrides) : brandBody(overrides);
  // The body as the signup door parses it.
  const request = signupRequest(kind, body);
  const { sessionToken, user } = await provisionVerifiedAccount(
    server.deps,
    request,
    await fixturePasswordHash(request.data.password),
  );
  // As the API answers it: dates as strings.
  return { ...body, email: request.data.email, sessionToken, user: JSON.parse(JSON.stringify(user)) };
}

/** Signs up through the API, follows the emailed link, and returns the session token. */
export async function signUpAndVerify(
  server: TestServer,
  kind: 'creator' | 'brand' = 'creator',
  overrides: Record<string, unknown> = {},
) {
  const body = kind === 'creator' ? creatorBody(overrides) : brandBody(overrides);
  const signup = await server.app.inject({ method: 'POST', url: `/api/auth/${kind}-signup`, payload: body });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  await server.deliverEmail();
  const recipient = String(body.email).trim().toLowerCase();
  const { token, email } = linkParams(server.mail.linkTo(recipient, '/verify-email'));
  const verify = await server.app.inject({
    method: 'GET',
    url: `/api/auth/verify-email?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`,
  });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  return { ...body, email: recipient, sessionToken: verify.json().token as string, user: verify.json().user };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

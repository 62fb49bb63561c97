import { randomBytes } from 'node:crypto';
import { brandSignupSchema, creatorSignupSchema } from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { provisionVerifiedAccount } from '../auth/provision-account';
import { signUp, type SignupRequest } from '../auth/signup';
import { verifyEmail } from '../auth/verify-email';
import type { TestDeps } from './create-test-deps';
import { FIXTURE_PASSWORDS, fixturePasswordHash } from './fixture-passwords';

let counter = 0;

/** A unique address for one test's account. */
export function uniqueEmail(label = 'user'): string {
  counter++;
  return `${label}${counter}-${randomBytes(3).toString('hex')}@example.com`;
}

/** A valid signup, parsed by the shared schema as the doors parse it; `overrides` change the raw input. */
export function signupRequest(userType: 'creator' | 'brand', overrides: Record<string, unknown> = {}): SignupRequest {
  if (userType === 'creator') {
    const input = {
      email: uniqueEmail('creator'),
      password: FIXTURE_PASSWORDS.creator,
      firstName: 'Maya',
      lastName: 'Lopez',
      platform: 'youtube',
      ...overrides,
    };
    return { userType, data: creatorSignupSchema.parse(input) };
  }
  const input = {
    email: uniqueEmail('brand'),
    password: FIXTURE_PASSWORDS.brand,
    firstName: 'Ben',
    lastName: 'Okafor',
    website: 'https://acme.example',
    industry: 'technology',
    ...overrides,
  };
  return { userType, data: brandSignupSchema.parse(input) };
}

/** A client address no other test uses (in 198.18.0.0/15, the range kept for tests of networks). */
export function randomClientAddress(): string {
  const [a = 0, b = 0] = randomBytes(2);
  return `198.${18 + (a & 1)}.${b}.${(a >> 1) + 1}`;
}

/** The token and email of a link from an email. */
export function linkParams(link: string): { token: string; email: string } {
  const url = new URL(link);
  return { token: url.searchParams.get('token') ?? '', email: url.searchParams.get('email') ?? '' };
}

type Account = { user: User; sessionToken: string; email: string; password: string };

/**
 * A verified, logged-in account as a test's fixture: the rows signup and the followed link leave, made by
 * provisionVerifiedAccount with the password hash computed once per run. Returns the user's row, its
 * session token and the password. Tests of signup, verification and login use signUpAndVerify.
 */
export async function createVerifiedAccount(
  deps: TestDeps,
  userType: 'creator' | 'brand' = 'creator',
  overrides: Record<string, unknown> = {},
): Promise<Account> {
  const request = signupRequest(userType, overrides);
  const { sessionToken, row } = await provisionVerifiedAccount(deps, request, await fixturePasswordHash(request.data.password));
  return { user: row, sessionToken, email: request.data.email, password: request.data.password };
}

/**
 * An account made the way a person makes one: signup, the verification email through the outbox, the
 * link followed. Returns the verified user's row, its session token and the password.
 */
export async function signUpAndVerify(
  deps: TestDeps,
  userType: 'creator' | 'brand' = 'creator',
  overrides: Record<string, unknown> = {},
): Promise<Account> {
  const request = signupRequest(userType, overrides);
  // Each account from an address of its own, so fixtures never use up a test's signup allowance.
  await signUp(deps, request, randomClientAddress());
  await deps.deliverEmail();
  const { token } = await verifyEmail(deps, linkParams(deps.mail.linkTo(request.data.email, '/verify-email')));
  const user = await deps.db.selectFrom('users').selectAll().where('email', '=', request.data.email).executeTakeFirstOrThrow();
  return { user, sessionToken: token, email: request.data.email, password: request.data.password };
}

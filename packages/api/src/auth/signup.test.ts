import { AUTH_MESSAGES, AUTH_RATE_LIMITS } from '@sponsorly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps, signUpAndVerify, linkParams, randomClientAddress, signupRequest, type TestDeps } from '../testing';
import { AppError } from '../lib/app-error';
import { signUp } from './signup';
import { verifyEmail } from './verify-email';

/** Every signup gets the same answer, and a signup binding of its own for the browser's cookie (32 random bytes). */
const accepted = { message: AUTH_MESSAGES.signup.accepted, signupBinding: expect.stringMatching(/^[\w-]{43}$/) };

let deps: TestDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

const usersWith = (email: string) => deps.db.selectFrom('users').selectAll().where('email', '=', email).execute();
const outboxTo = (email: string) =>
  deps.db
    .selectFrom('email_outbox')
    .select(['subject', 'text_body'])
    .where('recipient_email', '=', email)
    .orderBy('created_at')
    .execute();

describe('signUp', () => {
  it('creates an unverified account with its starting profile and queues one verification email', async () => {
    const request = signupRequest('creator', { platform: 'tiktok' });
    const nudgesBefore = deps.outboxNudges;

    const answer = await signUp(deps, request, randomClientAddress());

    expect(answer).toEqual(accepted);
    const [user, ...others] = await usersWith(request.data.email);
    expect(others).toHaveLength(0);
    expect(user).toMatchObject({ user_type: 'creator', first_name: 'Maya', last_name: 'Lopez', email_verified_at: null });
    // The password is stored as an Argon2id hash, never as typed.
    expect(user!.password_hash).toMatch(/^\$argon2id\$/);
    const profile = await deps.db.selectFrom('creator_profiles').selectAll().where('user_id', '=', user!.id).executeTakeFirst();
    expect(profile?.platform).toBe('tiktok');

    const queued = await outboxTo(request.data.email);
    expect(queued.map((m) => m.subject)).toEqual(['Verify your email for Sponsorly']);
    expect(deps.outboxNudges).toBe(nudgesBefore + 1);

    await deps.deliverEmail();
    const [mail, ...more] = deps.mail.to(request.data.email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ from: deps.settings.mailFrom, subject: 'Verify your email for Sponsorly' });
    const link = new URL(deps.mail.linkTo(request.data.email, '/verify-email'));
    expect(link.origin).toBe(deps.settings.appUrl);
    expect(link.searchParams.get('email')).toBe(request.data.email);
  });

  it('answers a second signup for a pending address the same way, with one account and a fresh link', async () => {
    const first = signupRequest('creator');
    const second = signupRequest('brand', { email: first.data.email, firstName: 'Other' });

    const answers = [await signUp(deps, first, randomClientAddress()), await signUp(deps, second, randomClientAddress())];

    expect(answers).toEqual([accepted, accepted]);
    expect(await usersWith(first.data.email)).toHaveLength(1);
    await deps.deliverEmail();
    expect(deps.mail.to(first.data.email).map((m) => m.subject)).toEqual([
      'Verify your email for Sponsorly',
      'Verify your email for Sponsorly',
    ]);
    // Each link carries its own signup: following the second one makes the account what it said.
    await verifyEmail(deps, linkParams(deps.mail.linkTo(first.data.email, '/verify-email')));
    const [user] = await usersWith(first.data.email);
    expect(user).toMatchObject({ user_type: 'brand', first_name: 'Other' });
    expect(user!.email_verified_at).not.toBeNull();
  });

  it('does not reveal a registered address: same answer, the account untouched, an "already registered" email', async () => {
    const account = await signUpAndVerify(deps, 'creator');
    const again = signupRequest('brand', { email: account.email, password: 'a-new-password-99', firstName: 'Mallory' });

    const answer = await signUp(deps, again, randomClientAddress());

    expect(answer).toEqual(accepted);
    const [user, ...others] = await usersWith(account.email);
    expect(others).toHaveLength(0);
    expect(user).toEqual(account.user);
    await deps.deliverEmail();
    const mails = deps.mail.to(account.email);
    expect(mails.at(-1)?.subject).toBe('You already have a Sponsorly account');
    expect(mails.at(-1)?.text).not.toContain('/verify-email');
  });

  it(`sends at most ${AUTH_RATE_LIMITS.signupEmailPerAddress.points} signup emails to one address an hour, and still answers the same`, async () => {
    const email = signupRequest('creator').data.email;
    const allowance = AUTH_RATE_LIMITS.signupEmailPerAddress.points;
    for (let i = 0; i < allowance + 2; i++) {
      const answer = await signUp(deps, signupRequest('creator', { email }), randomClientAddress());
      expect(answer).toEqual(accepted);
    }
    expect(await outboxTo(email)).toHaveLength(allowance);
    expect(await usersWith(email)).toHaveLength(1);
  });

  it('refuses a common password and writes nothing', async () => {
    const request = signupRequest('creator', { password: 'password123' });
    const refusal = await signUp(deps, request, randomClientAddress()).catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ status: 400, message: AUTH_MESSAGES.signup.passwordCommon });
    expect(await usersWith(request.data.email)).toHaveLength(0);
    expect(await outboxTo(request.data.email)).toHaveLength(0);
  });
});

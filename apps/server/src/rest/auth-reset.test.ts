import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_DURATIONS, AUTH_MESSAGES } from '@sponsorly/shared';
import { bearer, creatorBody, createVerifiedAccount, linkParams } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const forgot = (email: unknown) => server.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const checkLink = (token: string, email: string) =>
  server.app.inject({
    method: 'GET',
    url: `/api/auth/verify-reset-token?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`,
  });
const reset = (token: string, email: string, password: string) =>
  server.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, email, password } });

async function resetLinkFor(email: string) {
  expect((await forgot(email)).statusCode).toBe(200);
  await server.deliverEmail();
  return linkParams(server.mail.linkTo(email, '/reset-password'));
}

describe('forgot password', () => {
  it('answers a known and an unknown email with the same status and body', async () => {
    const account = await createVerifiedAccount(server);
    const known = await forgot(account.email);
    const unknown = await forgot('no-such-person@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(AUTH_MESSAGES.forgot.accepted);
    await server.deliverEmail();
    expect(server.mail.to('no-such-person@example.com')).toHaveLength(0);
    expect(server.mail.to(account.email).at(-1)!.subject).toBe('Reset your Sponsorly password');
  });

  it('requires an email', async () => {
    const res = await forgot('');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.forgot.emailRequired);
  });

  it('allows 5 reset requests per email per hour, then 429 with Retry-After', async () => {
    const email = 'limited@example.com';
    for (let i = 0; i < 5; i++) expect((await forgot(email)).statusCode).toBe(200);
    const blocked = await forgot(email);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await forgot('someone-else@example.com')).statusCode).toBe(200);
  });
});

describe('reset password', () => {
  it('checks the link, sets the new password, logs in, ends other sessions and sends "password changed"', async () => {
    const account = await createVerifiedAccount(server);
    const otherDevice = account.sessionToken;
    const link = await resetLinkFor(account.email);
    expect(link.token).toHaveLength(43);

    const check = await checkLink(link.token, link.email);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ valid: true });

    const res = await reset(link.token, link.email, 'new-harbour-lights-7');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(account.email);
    expect((await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(res.json().token) })).statusCode).toBe(
      200,
    );
    expect((await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(otherDevice) })).statusCode).toBe(401);

    const login = (password: string) =>
      server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password } });
    expect((await login(account.password)).statusCode).toBe(401);
    expect((await login('new-harbour-lights-7')).statusCode).toBe(200);

    await server.deliverEmail();
    expect(server.mail.to(account.email).at(-1)!.subject).toBe('Your Sponsorly password was changed');
  });

  it('accepts a link once', async () => {
    const account = await createVerifiedAccount(server);
    const link = await resetLinkFor(account.email);
    expect((await reset(link.token, link.email, 'first-new-password-1')).statusCode).toBe(200);
    const second = await reset(link.token, link.email, 'second-new-password-2');
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ code: 'invalid_token', message: AUTH_MESSAGES.reset.invalidOrExpired });
    expect((await checkLink(link.token, link.email)).statusCode).toBe(400);
  });

  it('lets exactly one of two parallel resets with one link succeed', async () => {
    const account = await createVerifiedAccount(server);
    const link = await resetLinkFor(account.email);
    const results = await Promise.all([
      reset(link.token, link.email, 'parallel-choice-one'),
      reset(link.token, link.email, 'parallel-choice-two'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a link after 30 minutes', async () => {
    const account = await createVerifiedAccount(server);
    const link = await resetLinkFor(account.email);
    server.clock.advance(AUTH_DURATIONS.resetTokenTtl + 1000);
    const check = await checkLink(link.token, link.email);
    expect(check.statusCode).toBe(400);
    expect(check.json().message).toBe(AUTH_MESSAGES.reset.invalidOrExpired);
    expect((await reset(link.token, link.email, 'too-late-password-1')).statusCode).toBe(400);
  });

  it('refuses a link used with another email, and a common or short new password', async () => {
    const account = await createVerifiedAccount(server);
    const link = await resetLinkFor(account.email);
    expect((await reset(link.token, 'someone@example.com', 'fine-password-123')).statusCode).toBe(400);
    const common = await reset(link.token, link.email, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe(AUTH_MESSAGES.signup.passwordCommon);
    expect((await reset(link.token, link.email, 'short')).statusCode).toBe(400);
    // None of these used the link up.
    expect((await reset(link.token, link.email, 'finally-a-good-one-9')).statusCode).toBe(200);
  });

  it('answers a link without token or email with "Invalid reset link"', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/auth/verify-reset-token?email=a@b.c' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.reset.invalidLink);
  });
});

describe('verification link expiry', () => {
  it('refuses a verification link after 24 hours', async () => {
    const body = creatorBody();
    await server.app.inject({ method: 'POST', url: '/api/auth/creator-signup', payload: body });
    await server.deliverEmail();
    const link = linkParams(server.mail.linkTo(body.email, '/verify-email'));
    server.clock.advance(AUTH_DURATIONS.verificationTokenTtl + 1000);
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${link.token}&email=${encodeURIComponent(link.email)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_token');
    const stored = await server.deps.db.selectFrom('one_time_tokens').select('token_hash').execute();
    expect(stored.some((t) => t.token_hash === link.token)).toBe(false);
  });
});

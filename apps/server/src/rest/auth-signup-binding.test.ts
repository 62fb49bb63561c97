import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_DURATIONS, AUTH_MESSAGES } from '@sponsorly/shared';
import { createSession } from '@sponsorly/api';
import { creatorBody, linkParams } from '../testing/accounts';
import { testBrowser, type TestBrowser } from '../testing/browser';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '10' });
});
afterAll(() => server.close());

const data = <T = Record<string, unknown>>(res: { json(): unknown }) => (res.json() as { result: { data: T } }).result.data;

async function signUpIn(browser: TestBrowser, body = creatorBody()) {
  const res = await browser.mutation('auth.creatorSignup', body);
  expect(res.statusCode).toBe(200);
  await server.deliverEmail();
  return { body, link: linkParams(server.mail.linkTo(body.email, '/verify-email')) };
}

const userRow = (email: string) => server.deps.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
const me = async (browser: TestBrowser) => data<{ user: { email: string } | null }>(await browser.query('auth.me')).user;

describe('the signup binding cookie', () => {
  it('is set on the signup answer of both doors: httpOnly, SameSite=Lax, an hour long', async () => {
    const viaTrpc = await testBrowser(server).mutation('auth.creatorSignup', creatorBody());
    const viaRest = await server.app.inject({ method: 'POST', url: '/api/auth/creator-signup', payload: creatorBody() });
    expect(viaRest.statusCode).toBe(201);
    expect(viaRest.json()).toEqual({ message: AUTH_MESSAGES.signup.accepted });
    for (const res of [viaTrpc, viaRest]) {
      const cookie = res.cookies.find((c) => c.name === 'sponsorly_signup');
      expect(cookie).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: AUTH_DURATIONS.signupBindingTtl / 1000,
      });
      expect(Buffer.from(cookie!.value, 'base64url')).toHaveLength(32);
    }
  });

  it('is set for a registered address too, so the answer does not tell who has an account', async () => {
    const browser = testBrowser(server);
    const { body, link } = await signUpIn(browser);
    await browser.mutation('auth.verifyEmail', link);
    const again = await testBrowser(server).mutation('auth.creatorSignup', body);
    expect(again.statusCode).toBe(200);
    expect(again.cookies.map((c) => c.name)).toEqual(['sponsorly_signup']);
  });

  it('is stored only as a hash with the link', async () => {
    const browser = testBrowser(server);
    const { body } = await signUpIn(browser);
    const binding = browser.cookies.get('sponsorly_signup')!;
    const rows = await server.deps.db
      .selectFrom('one_time_tokens')
      .innerJoin('users', 'users.id', 'one_time_tokens.user_id')
      .select('one_time_tokens.binding_hash')
      .where('users.email', '=', body.email)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.binding_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.binding_hash).not.toContain(binding);
  });

  it('is __Host- prefixed and Secure over https', async () => {
    const https = await startTestServer({ APP_URL: 'https://sponsorly.example' });
    try {
      const res = await testBrowser(https).mutation('auth.creatorSignup', creatorBody());
      const cookie = res.cookies.find((c) => c.name === '__Host-sponsorly_signup');
      expect(cookie).toMatchObject({ httpOnly: true, secure: true, path: '/', sameSite: 'Lax' });
      expect(cookie).not.toHaveProperty('domain');
    } finally {
      await https.close();
    }
  });
});

describe('the verification link in the browser that signed up', () => {
  it('is recognised on page load and logs that browser in', async () => {
    const browser = testBrowser(server);
    const { body, link } = await signUpIn(browser);
    expect(data(await browser.query('auth.checkVerifyLink', link))).toEqual({ signedUpHere: true });

    const verified = await browser.mutation('auth.verifyEmail', link);
    expect(verified.statusCode).toBe(200);
    expect(data(verified)).toMatchObject({ loggedIn: true, user: { email: body.email, email_verified: true } });
    expect((await me(browser))?.email).toBe(body.email);
    // The binding has served: it is cleared with the login.
    expect(browser.cookies.has('sponsorly_signup')).toBe(false);
  });

  it('once the binding is older than an hour, asks for the signup’s password like any other browser', async () => {
    const browser = testBrowser(server);
    const { body, link } = await signUpIn(browser);
    server.clock.advance(AUTH_DURATIONS.signupBindingTtl + 1000);
    expect(data(await browser.query('auth.checkVerifyLink', link))).toEqual({ signedUpHere: false });
    const asked = await browser.mutation('auth.verifyEmail', link);
    expect(asked.statusCode).toBe(400);
    expect(asked.json().error.message).toBe(AUTH_MESSAGES.verify.passwordRequired);
    expect((await userRow(body.email))?.email_verified_at).toBeNull();
    expect(data(await browser.mutation('auth.verifyEmail', { ...link, password: body.password }))).toMatchObject({
      loggedIn: true,
    });
    expect((await me(browser))?.email).toBe(body.email);
  });
});

describe('the verification link anywhere else', () => {
  it('changes nothing when the page loads (a mail scanner that runs scripts completes nothing)', async () => {
    const { body, link } = await signUpIn(testBrowser(server));
    const scanner = testBrowser(server);
    const check = await scanner.query('auth.checkVerifyLink', link);
    expect(check.statusCode).toBe(200);
    expect(data(check)).toEqual({ signedUpHere: false });
    expect(check.cookies).toHaveLength(0);
    expect((await userRow(body.email))?.email_verified_at).toBeNull();
    const token = await server.deps.db
      .selectFrom('one_time_tokens')
      .select('used_at')
      .where('purpose', '=', 'verify_email')
      .where('user_id', '=', (await userRow(body.email))!.id)
      .executeTakeFirstOrThrow();
    expect(token.used_at).toBeNull();
  });

  it('asks for the password chosen at signup: none is 400 and a wrong one 401, changing nothing; the right one confirms and logs in', async () => {
    const { body, link } = await signUpIn(testBrowser(server));
    const phone = testBrowser(server);
    const asked = await phone.mutation('auth.verifyEmail', link);
    expect(asked.statusCode).toBe(400);
    expect(asked.json().error.message).toBe(AUTH_MESSAGES.verify.passwordRequired);
    const wrong = await phone.mutation('auth.verifyEmail', { ...link, password: `${body.password}x` });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(AUTH_MESSAGES.verify.signupPasswordWrong);
    expect((await userRow(body.email))?.email_verified_at).toBeNull();
    expect(await me(phone)).toBeNull();

    const confirmed = await phone.mutation('auth.verifyEmail', { ...link, password: body.password });
    expect(confirmed.statusCode).toBe(200);
    expect(data(confirmed)).toMatchObject({ loggedIn: true, user: { email: body.email, email_verified: true } });
    expect((await me(phone))?.email).toBe(body.email);
    expect((await userRow(body.email))?.email_verified_at).not.toBeNull();
  });

  it('a binding of another signup of the same address does not log in with this link', async () => {
    const email = creatorBody().email;
    const first = testBrowser(server);
    const second = testBrowser(server);
    await first.mutation('auth.creatorSignup', creatorBody({ email }));
    await second.mutation('auth.creatorSignup', creatorBody({ email, password: 'second-browser-pass' }));
    await server.deliverEmail();
    const [firstLink, secondLink] = server.mail
      .to(email)
      .map((m) => linkParams(m.text.match(/https?:\/\/\S+\/verify-email\?\S+/)![0]));
    expect(data(await first.query('auth.checkVerifyLink', secondLink))).toEqual({ signedUpHere: false });
    expect(data(await second.query('auth.checkVerifyLink', firstLink))).toEqual({ signedUpHere: false });
    expect((await first.mutation('auth.verifyEmail', secondLink)).statusCode).toBe(400);
    // The first browser's password is not the second signup's: that link takes the second's.
    expect((await first.mutation('auth.verifyEmail', { ...secondLink, password: creatorBody().password })).statusCode).toBe(401);
    const confirmed = await first.mutation('auth.verifyEmail', { ...secondLink, password: 'second-browser-pass' });
    expect(data(confirmed)).toMatchObject({ loggedIn: true });
  });

  it('answers a dead link on load as the confirmation would: invalid, or already verified', async () => {
    const browser = testBrowser(server);
    const { link } = await signUpIn(browser);
    const madeUp = await browser.query('auth.checkVerifyLink', { ...link, token: 'not-a-real-token' });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().error.message).toBe(AUTH_MESSAGES.verify.invalidOrExpired);
    await browser.mutation('auth.verifyEmail', link);
    const used = await testBrowser(server).query('auth.checkVerifyLink', link);
    expect(used.statusCode).toBe(409);
    expect(used.json().error.message).toBe(AUTH_MESSAGES.verify.alreadyVerified);
  });
});

describe("a stranger who signs up with someone else's address", () => {
  it("never leaves the stranger's password on the owner's account: the owner chooses a new one, and every session ends", async () => {
    const email = creatorBody().email;
    const stranger = testBrowser(server, { remoteAddress: '198.51.100.66' });
    const strangerPassword = 'strangers-chosen-password';
    await stranger.mutation('auth.creatorSignup', creatorBody({ email, password: strangerPassword, firstName: 'Mallory' }));
    await server.deliverEmail();
    const strangersLink = linkParams(server.mail.linkTo(email, '/verify-email'));
    const pending = (await userRow(email))!;
    // A session the account may hold by then (none can start before the address is confirmed): it ends too.
    const earlier = await createSession(server.deps.db, pending.id, server.clock.now, 'earlier');

    // The owner opens the email on their own device; not knowing the password, they choose one.
    const owner = testBrowser(server);
    const tooCommon = await owner.mutation('auth.verifyEmail', { ...strangersLink, new_password: 'password123' });
    expect(tooCommon.statusCode).toBe(400);
    const confirmed = await owner.mutation('auth.verifyEmail', { ...strangersLink, new_password: 'owners-own-password-1' });
    expect(confirmed.statusCode).toBe(200);
    expect(data(confirmed)).toMatchObject({ loggedIn: true, user: { email, email_verified: true } });
    expect((await me(owner))?.email).toBe(email);

    const earlierMe = await server.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${earlier}` },
    });
    expect(earlierMe.statusCode).toBe(401);
    const strangerLogin = await stranger.mutation('auth.login', { email, password: strangerPassword });
    expect(strangerLogin.statusCode).toBe(401);
    expect((await testBrowser(server).mutation('auth.login', { email, password: 'owners-own-password-1' })).statusCode).toBe(200);
  });
});

describe('"This wasn\'t me"', () => {
  it('removes the pending account and its links, so the address is free for its owner', async () => {
    const { body, link } = await signUpIn(testBrowser(server));
    const pending = (await userRow(body.email))!;
    const owner = testBrowser(server);
    const cancelled = await owner.mutation('auth.cancelSignup', link);
    expect(cancelled.statusCode).toBe(200);
    expect(data(cancelled)).toEqual({ message: AUTH_MESSAGES.verify.cancelled });
    expect(await userRow(body.email)).toBeUndefined();
    for (const table of ['one_time_tokens', 'creator_profiles', 'sessions'] as const) {
      const rows = await server.deps.db.selectFrom(table).select('user_id').where('user_id', '=', pending.id).execute();
      expect(rows, table).toHaveLength(0);
    }
    // The link is dead, and the owner can sign up afresh.
    expect((await owner.mutation('auth.verifyEmail', link)).statusCode).toBe(400);
    const { link: ownLink } = await signUpIn(owner, creatorBody({ email: body.email, password: 'the-owners-password' }));
    // The owner's own browser holds the binding of the owner's own signup: logged in at once.
    expect(data(await owner.mutation('auth.verifyEmail', ownLink))).toMatchObject({ loggedIn: true });
  });

  it("works only with the link's valid token, and never removes a verified account", async () => {
    const browser = testBrowser(server);
    const { body, link } = await signUpIn(browser);
    const forged = await testBrowser(server).mutation('auth.cancelSignup', { ...link, token: 'guessed-token-value' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toBe(AUTH_MESSAGES.verify.invalidOrExpired);
    expect(await userRow(body.email)).toBeDefined();

    await browser.mutation('auth.verifyEmail', link);
    const late = await testBrowser(server).mutation('auth.cancelSignup', link);
    expect(late.statusCode).toBe(409);
    expect(await userRow(body.email)).toBeDefined();
  });

  it('is also POST /api/auth/cancel-signup for outside callers', async () => {
    const { body, link } = await signUpIn(testBrowser(server));
    const res = await server.app.inject({ method: 'POST', url: '/api/auth/cancel-signup', payload: link });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.verify.cancelled });
    expect(await userRow(body.email)).toBeUndefined();
    const again = await server.app.inject({ method: 'POST', url: '/api/auth/cancel-signup', payload: link });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'invalid_token', message: AUTH_MESSAGES.verify.invalidOrExpired });
  });

  it('refuses an expired link', async () => {
    const { body, link } = await signUpIn(testBrowser(server));
    server.clock.advance(AUTH_DURATIONS.verificationTokenTtl + 1000);
    expect((await testBrowser(server).mutation('auth.cancelSignup', link)).statusCode).toBe(400);
    expect(await userRow(body.email)).toBeDefined();
  });
});

describe('the verification email', () => {
  it('says what to do if you did not sign up', async () => {
    const { body } = await signUpIn(testBrowser(server));
    const mail = server.mail.to(body.email).at(-1)!;
    expect(mail.text).toContain('If you did not sign up');
    expect(mail.text).toContain("This wasn't me");
    expect(mail.html).toContain('This wasn&#39;t me');
  });
});

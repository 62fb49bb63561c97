import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, creatorBody, createVerifiedAccount, linkParams } from '../testing/accounts';
import { testBrowser } from '../testing/browser';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '10' });
});
afterAll(() => server.close());

const me = (s: TestServer, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
  s.app.inject({ method: 'GET', url: '/api/auth/me', headers, cookies });

async function pendingLink(email: string) {
  await server.deliverEmail();
  return linkParams(server.mail.linkTo(email, '/verify-email'));
}

describe('logging in or verifying ends the session the request came with', () => {
  it('REST login with a bearer session', async () => {
    const other = await createVerifiedAccount(server);
    const account = await createVerifiedAccount(server);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
      headers: bearer(other.sessionToken),
    });
    expect(res.statusCode).toBe(200);
    expect((await me(server, bearer(other.sessionToken))).statusCode).toBe(401);
    expect((await me(server, bearer(res.json().token))).json().user.email).toBe(account.email);
  });

  it('tRPC login with a session cookie (one planted in the browser, say)', async () => {
    const planted = await createVerifiedAccount(server);
    const account = await createVerifiedAccount(server);
    const browser = testBrowser(server);
    browser.cookies.set('sponsorly_session', planted.sessionToken);
    expect((await browser.mutation('auth.login', { email: account.email, password: account.password })).statusCode).toBe(200);
    expect(browser.cookies.get('sponsorly_session')).not.toBe(planted.sessionToken);
    expect((await me(server, bearer(planted.sessionToken))).statusCode).toBe(401);
  });

  it('verification through the page, in the browser that signed up and elsewhere', async () => {
    for (const where of ['here', 'elsewhere'] as const) {
      const old = await createVerifiedAccount(server);
      const signedUp = testBrowser(server);
      const body = creatorBody();
      await signedUp.mutation('auth.creatorSignup', body);
      const link = await pendingLink(body.email);
      const browser = where === 'here' ? signedUp : testBrowser(server);
      browser.cookies.set('sponsorly_session', old.sessionToken);
      // Elsewhere the page sends the password chosen at signup.
      const res = await browser.mutation('auth.verifyEmail', where === 'here' ? link : { ...link, password: body.password });
      expect(res.statusCode, where).toBe(200);
      expect((await me(server, bearer(old.sessionToken))).statusCode, where).toBe(401);
    }
  });

  it('the REST verification link with a bearer session', async () => {
    const old = await createVerifiedAccount(server);
    const body = creatorBody();
    await server.app.inject({ method: 'POST', url: '/api/auth/creator-signup', payload: body });
    const link = await pendingLink(body.email);
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${encodeURIComponent(link.token)}&email=${encodeURIComponent(link.email)}`,
      headers: bearer(old.sessionToken),
    });
    expect(res.statusCode).toBe(200);
    expect((await me(server, bearer(old.sessionToken))).statusCode).toBe(401);
  });

  it("a password reset with another account's session", async () => {
    const old = await createVerifiedAccount(server);
    const account = await createVerifiedAccount(server);
    await server.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email } });
    await server.deliverEmail();
    const link = linkParams(server.mail.linkTo(account.email, '/reset-password'));
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { ...link, password: 'fresh-harbour-lights' },
      headers: bearer(old.sessionToken),
    });
    expect(res.statusCode).toBe(200);
    expect((await me(server, bearer(old.sessionToken))).statusCode).toBe(401);
  });

  it('a failed login leaves the session alone', async () => {
    const account = await createVerifiedAccount(server);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: 'not-the-password' },
      headers: bearer(account.sessionToken),
    });
    expect(res.statusCode).toBe(401);
    expect((await me(server, bearer(account.sessionToken))).statusCode).toBe(200);
  });
});

describe('session cookies over https', () => {
  let https: TestServer;
  beforeAll(async () => {
    https = await startTestServer({ APP_URL: 'https://sponsorly.example' });
  });
  afterAll(() => https.close());

  it('reads only the __Host- cookie: a plain-named one (planted over http or by a subdomain) is ignored', async () => {
    const account = await createVerifiedAccount(https);
    expect((await me(https, {}, { '__Host-sponsorly_session': account.sessionToken })).statusCode).toBe(200);
    expect((await me(https, {}, { sponsorly_session: account.sessionToken })).statusCode).toBe(401);
    const trpc = await https.app.inject({
      method: 'GET',
      url: '/trpc/auth.me',
      cookies: { sponsorly_session: account.sessionToken },
    });
    expect(trpc.json().result.data.user).toBeNull();
  });

  it('logout clears every session cookie name', async () => {
    const account = await createVerifiedAccount(https);
    const res = await https.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://sponsorly.example' },
      cookies: { '__Host-sponsorly_session': account.sessionToken, sponsorly_session: 'stale' },
    });
    expect(res.statusCode).toBe(204);
    const cleared = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    for (const name of ['__Host-sponsorly_session', 'sponsorly_session']) {
      expect(cleared[name]?.value, name).toBe('');
      expect(cleared[name]?.path, name).toBe('/');
    }
    expect(cleared['__Host-sponsorly_session']?.secure).toBe(true);
    expect((await me(https, bearer(account.sessionToken))).statusCode).toBe(401);
  });

  it('logout over http clears both names too', async () => {
    const account = await createVerifiedAccount(server);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { sponsorly_session: account.sessionToken },
    });
    expect(
      res.cookies
        .filter((c) => c.value === '')
        .map((c) => c.name)
        .sort(),
    ).toEqual(['__Host-sponsorly_session', 'sponsorly_session']);
  });
});

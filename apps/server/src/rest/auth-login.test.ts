import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_DURATIONS, AUTH_MESSAGES } from '@sponsorly/shared';
import { createSession } from '@sponsorly/api';
import { bearer, creatorBody, signUpAndVerify } from '../testing/accounts';
import { solveAltcha } from '../testing/captcha';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });
const me = (token: string) => server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('login', () => {
  it('answers a wrong password and an unknown email with the same status and body', async () => {
    const account = await signUpAndVerify(server);
    const wrong = await login(account.email, 'not-the-password');
    const unknown = await login('nobody-here@example.com', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'invalid_credentials', message: AUTH_MESSAGES.login.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('says needs_verification only after the right password', async () => {
    const body = creatorBody();
    await server.app.inject({ method: 'POST', url: '/api/auth/creator-signup', payload: body });
    expect((await login(body.email, 'wrong-password-1')).statusCode).toBe(401);
    const res = await login(body.email, body.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('needs_verification');
    expect(res.json().message).toContain('needs_verification');
  });

  it('returns a token and the user, and sets an httpOnly SameSite=Lax cookie', async () => {
    const account = await signUpAndVerify(server, 'brand');
    const res = await login(account.email, account.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      email: account.email,
      user_type: 'brand',
      company_name: null,
      industry: 'technology',
    });
    expect(res.json().user).not.toHaveProperty('password_hash');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^sponsorly_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const token = res.json().token;
    const viaCookie = await server.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sponsorly_session: token } });
    expect(viaCookie.json().user.email).toBe(account.email);
  });

  it('slows brute force: after 10 failures for one account, even the right password gets 429 with Retry-After until a captcha is solved', async () => {
    const account = await signUpAndVerify(server);
    for (let i = 0; i < 10; i++) expect((await login(account.email, `wrong-${i}-password`)).statusCode).toBe(401);
    const blocked = await login(account.email, account.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toEqual({
      code: 'captcha_required',
      message: AUTH_MESSAGES.login.captchaRequired,
      // The wait in the body too, as in every 429 (docs/limits.md).
      retry_after: Number(blocked.headers['retry-after']),
    });
    // A guess with a solved captcha is checked, and still wrong.
    const guess = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: 'wrong-again-1', captcha: await solveAltcha(server) },
    });
    expect(guess.statusCode).toBe(401);
    // Another account is not affected.
    const other = await signUpAndVerify(server);
    expect((await login(other.email, other.password)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('gives a new random token at every login and stores only its hash', async () => {
    const account = await signUpAndVerify(server);
    const tokens = new Set<string>();
    for (let i = 0; i < 20; i++) tokens.add((await login(account.email, account.password)).json().token);
    expect(tokens.size).toBe(20);
    // 1,000 more sessions straight from the service: no duplicate, each 256 bits.
    for (let i = 0; i < 1000; i++) tokens.add(await createSession(server.deps.db, account.user.id, new Date(), null));
    expect(tokens.size).toBe(1020);
    const stored = await server.deps.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', account.user.id)
      .execute();
    const hashes = new Set(stored.map((s) => s.token_hash));
    for (const token of tokens) {
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(hashes.has(token)).toBe(false);
    }
  });

  it('logout ends the session on the server', async () => {
    const account = await signUpAndVerify(server);
    const token = (await login(account.email, account.password)).json().token;
    expect((await me(token)).statusCode).toBe(200);
    const out = await server.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends a session idle for more than 7 days', async () => {
    const account = await signUpAndVerify(server);
    const token = (await login(account.email, account.password)).json().token;
    server.clock.advance(AUTH_DURATIONS.sessionIdle - 60_000);
    expect((await me(token)).statusCode).toBe(200);
    server.clock.advance(AUTH_DURATIONS.sessionIdle + 60_000);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends a session 30 days after login even when it is used every day', async () => {
    const account = await signUpAndVerify(server);
    const token = (await login(account.email, account.password)).json().token;
    for (let day = 1; day < 30; day++) {
      server.clock.advance(24 * 60 * 60 * 1000);
      expect((await me(token)).statusCode).toBe(200);
    }
    server.clock.advance(24 * 60 * 60 * 1000);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('answers /api/auth/me with 401 without a session', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });
});

describe('cross-site requests', () => {
  it('refuses a cookie-authenticated POST whose Origin is another site, on REST and tRPC', async () => {
    const account = await signUpAndVerify(server);
    const token = (await login(account.email, account.password)).json().token;
    const evil = { origin: 'https://evil.example' };
    const rest = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { sponsorly_session: token },
      headers: evil,
    });
    expect(rest.statusCode).toBe(403);
    const trpc = await server.app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      cookies: { sponsorly_session: token },
      headers: { ...evil, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(trpc.statusCode).toBe(403);
    // The session survived both attempts.
    expect((await me(token)).statusCode).toBe(200);
    const sameSite = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { sponsorly_session: token },
      headers: { origin: 'http://localhost:3000' },
    });
    expect(sameSite.statusCode).toBe(204);
  });
});

describe('secure cookies', () => {
  it('marks the cookie Secure when APP_URL is https', async () => {
    const https = await startTestServer({ APP_URL: 'https://sponsorly.example' });
    try {
      const account = await signUpAndVerify(https);
      const res = await https.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
      });
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^__Host-sponsorly_session=/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Domain=/i);
      const me = await https.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        cookies: { '__Host-sponsorly_session': res.json().token },
      });
      expect(me.statusCode).toBe(200);
      expect(https.mail.linkTo(account.email, '/verify-email')).toMatch(/^https:\/\/sponsorly\.example\/verify-email\?/);
    } finally {
      await https.close();
    }
  });
});

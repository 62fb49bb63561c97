import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, HELLO_MESSAGE, TRPC_BATCH_MAX } from '@sponsorly/shared';
import { createVerifiedAccount } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const call = (path: string, input: unknown, cookie?: string) =>
  server.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    payload: JSON.stringify(input ?? {}),
    ...(cookie ? { cookies: { sponsorly_session: cookie } } : {}),
  });

describe('tRPC door', () => {
  it('logs in with a cookie only: the token never appears in the response body', async () => {
    const account = await createVerifiedAccount(server);
    const res = await call('auth.login', { email: account.email, password: account.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.user.email).toBe(account.email);
    expect(res.body).not.toMatch(/"token"/);
    const cookie = res.cookies.find((c) => c.name === 'sponsorly_session');
    expect(cookie?.httpOnly).toBe(true);

    const me = await server.app.inject({ method: 'GET', url: '/trpc/auth.me', cookies: { sponsorly_session: cookie!.value } });
    expect(me.json().result.data.user.email).toBe(account.email);

    const out = await call('auth.logout', {}, cookie!.value);
    expect(out.statusCode).toBe(200);
    const after = await server.app.inject({ method: 'GET', url: '/trpc/auth.me', cookies: { sponsorly_session: cookie!.value } });
    expect(after.json().result.data.user).toBeNull();
  });

  it('answers errors with the same messages and codes as REST, without a stack', async () => {
    const res = await call('auth.login', { email: 'nobody@example.com', password: 'whatever-123' });
    expect(res.statusCode).toBe(401);
    const error = res.json().error;
    expect(error.message).toBe(AUTH_MESSAGES.login.invalidCredentials);
    expect(error.data.appCode).toBe('invalid_credentials');
    expect(JSON.stringify(error)).not.toMatch(/stack|\.ts:/);

    const invalid = await call('auth.creatorSignup', {
      email: 'x',
      password: 'short',
      firstName: '',
      lastName: 'a',
      platform: 'instagram',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.data.fields).toMatchObject({
      email: AUTH_MESSAGES.signup.invalidEmail,
      password: AUTH_MESSAGES.signup.passwordTooShort,
    });
  });

  it('refuses a mutation from another site before it runs, whichever path would answer it', async () => {
    const account = await createVerifiedAccount(server);
    for (const url of ['/trpc/auth.logout', '/trpc/auth.logout?batch=1']) {
      const res = await server.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example' },
        payload: url.includes('batch') ? '{"0":{}}' : '{}',
        cookies: { sponsorly_session: account.sessionToken },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(AUTH_MESSAGES.session.crossSite);
    }
    const me = await server.app.inject({
      method: 'GET',
      url: '/trpc/auth.me',
      cookies: { sponsorly_session: account.sessionToken },
    });
    expect(me.json().result.data.user.email).toBe(account.email);
  });

  it('shares the failed-login count with REST', async () => {
    const account = await createVerifiedAccount(server);
    for (let i = 0; i < 5; i++) {
      await server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: `nope-${i}-nope` },
      });
      await call('auth.login', { email: account.email, password: `nope-${i}-nope` });
    }
    const blocked = await call('auth.login', { email: account.email, password: account.password });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('tRPC batches', () => {
  const batch = (size: number) => {
    const names = Array.from({ length: size }, () => 'system.hello').join(',');
    const input = encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: size }, (_, i) => [i, null]))));
    return server.app.inject({ method: 'GET', url: `/trpc/${names}?batch=1&input=${input}` });
  };

  it('answers a batch of 10 calls in one request (long paths are allowed)', async () => {
    const res = await batch(TRPC_BATCH_MAX);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(10);
    expect(res.json()[9].result.data.message).toBe(HELLO_MESSAGE);
  });

  it('refuses a batch of 11 with 400 before any call runs', async () => {
    const account = await createVerifiedAccount(server);
    for (let i = 0; i < 9; i++)
      expect((await call('auth.login', { email: account.email, password: `single-guess-${i}` })).statusCode).toBe(401);
    const size = TRPC_BATCH_MAX + 1;
    const res = await server.app.inject({
      method: 'POST',
      url: `/trpc/${Array.from({ length: size }, () => 'auth.login').join(',')}?batch=1`,
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: JSON.stringify(
        Object.fromEntries(Array.from({ length: size }, (_, i) => [i, { email: account.email, password: `batched-${i}-guess` }])),
      ),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/stack|\.ts:/);
    // Had any of the 11 guesses run, the account would now be past 10 failures and ask for a captcha.
    expect((await call('auth.login', { email: account.email, password: account.password })).statusCode).toBe(200);
  });
});

describe('signup rate limit', () => {
  it('allows 20 signups per IP per hour, then 429 with Retry-After', async () => {
    const limited = await startTestServer();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/creator-signup',
          remoteAddress: '203.0.113.9',
          payload: {
            email: `flood${i}@example.com`,
            password: 'violet-sunset-42',
            firstName: 'F',
            lastName: 'L',
            platform: 'tiktok',
          },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
      expect(statuses[20]).toBe(429);
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/creator-signup',
        remoteAddress: '198.51.100.7',
        payload: { email: 'other-ip@example.com', password: 'violet-sunset-42', firstName: 'F', lastName: 'L' },
      });
      expect(other.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AUTH_MESSAGES, HTTP_MESSAGES } from '@sponsorly/shared';
import { bearer, brandBody, creatorBody, createVerifiedAccount, linkParams } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '5' });
});
afterAll(() => server.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url, payload: payload as object, headers });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });
const me = (token: string) => server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const verify = (link: { token: string; email: string }) =>
  server.app.inject({
    method: 'GET',
    url: `/api/auth/verify-email?token=${encodeURIComponent(link.token)}&email=${encodeURIComponent(link.email)}`,
  });

async function verificationLinks(email: string) {
  await server.deliverEmail();
  return server.mail.to(email).map((m) => linkParams(m.text.match(/https?:\/\/\S+\/verify-email\?\S+/)![0]));
}

describe('brute force in parallel', () => {
  it('lets at most the allowance of parallel wrong guesses through; the rest get 429', async () => {
    const strict = await startTestServer();
    try {
      const account = await createVerifiedAccount(strict);
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          strict.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: account.email, password: `guess-${i}-x` },
          }),
        ),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30);
    } finally {
      await strict.close();
    }
  });

  it('a successful login clears the account count', async () => {
    const strict = await startTestServer();
    try {
      const account = await createVerifiedAccount(strict);
      const attempt = (password: string) =>
        strict.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password } });
      for (let i = 0; i < 9; i++) expect((await attempt(`wrong-${i}-guess`)).statusCode).toBe(401);
      expect((await attempt(account.password)).statusCode).toBe(200);
      for (let i = 0; i < 9; i++) expect((await attempt(`again-${i}-guess`)).statusCode).toBe(401);
    } finally {
      await strict.close();
    }
  });
});

describe('a pending account cannot be claimed by whoever signed up first', () => {
  it('the link that is clicked decides the password, names and type', async () => {
    const email = creatorBody().email;
    // A stranger signs up first with the victim's address, as a brand.
    await post('/api/auth/brand-signup', brandBody({ email, password: 'strangers-password-1', firstName: 'Mallory' }));
    // The owner signs up as a creator and clicks the link in the newest email.
    await post('/api/auth/creator-signup', creatorBody({ email, password: 'owners-password-22', firstName: 'Olivia' }));
    const links = await verificationLinks(email);
    expect(links).toHaveLength(2);
    const res = await verify(links[1]!);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ user_type: 'creator', first_name: 'Olivia' });
    expect((await login(email, 'strangers-password-1')).statusCode).toBe(401);
    expect((await login(email, 'owners-password-22')).statusCode).toBe(200);
    // The stranger's link stops working once the account is verified.
    expect((await verify(links[0]!)).statusCode).toBe(409);
  });
});

describe('signup cannot flood a mailbox', () => {
  it('sends at most 5 signup emails to one address per hour, from any IP, with the same answer', async () => {
    const strict = await startTestServer();
    try {
      const body = creatorBody();
      const answers = [];
      for (let i = 0; i < 7; i++) {
        const res = await strict.app.inject({
          method: 'POST',
          url: '/api/auth/creator-signup',
          payload: body,
          remoteAddress: `203.0.113.${i + 1}`,
        });
        answers.push(res.statusCode);
      }
      expect(answers).toEqual([201, 201, 201, 201, 201, 201, 201]);
      await strict.deliverEmail();
      expect(strict.mail.to(body.email)).toHaveLength(5);
    } finally {
      await strict.close();
    }
  });
});

describe('links die once they have served', () => {
  it('other verification links stop logging in after one is used', async () => {
    const body = creatorBody();
    await post('/api/auth/creator-signup', body);
    await post('/api/auth/creator-signup', body);
    const [first, second] = await verificationLinks(body.email);
    expect((await verify(second!)).statusCode).toBe(200);
    const reuse = await verify(first!);
    expect(reuse.statusCode).toBe(409);
    expect(reuse.json().message).toContain('already verified');
  });

  it('a reset retires the pending verification links', async () => {
    const body = creatorBody();
    await post('/api/auth/creator-signup', body);
    const [verification] = await verificationLinks(body.email);
    await post('/api/auth/forgot-password', { email: body.email });
    await server.deliverEmail();
    const reset = linkParams(server.mail.linkTo(body.email, '/reset-password'));
    const done = await post('/api/auth/reset-password', { ...reset, password: 'brand-new-password-5' });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.email_verified).toBe(true);
    expect((await verify(verification!)).statusCode).toBe(409);
  });

  it('two different reset links used at once: one succeeds, the other is refused, never a 500', async () => {
    const account = await createVerifiedAccount(server);
    await post('/api/auth/forgot-password', { email: account.email });
    await post('/api/auth/forgot-password', { email: account.email });
    await server.deliverEmail();
    const links = server.mail
      .to(account.email)
      .filter((m) => m.subject.startsWith('Reset'))
      .map((m) => linkParams(m.text.match(/https?:\/\/\S+\/reset-password\?\S+/)![0]));
    expect(links).toHaveLength(2);
    const results = await Promise.all(
      links.map((l, i) => post('/api/auth/reset-password', { ...l, password: `parallel-new-pass-${i}` })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('no session started with the old password survives a reset that races with it', async () => {
    const account = await createVerifiedAccount(server);
    for (let round = 0; round < 3; round++) {
      const password = round === 0 ? account.password : `round-${round - 1}-password`;
      await post('/api/auth/forgot-password', { email: account.email });
      await server.deliverEmail();
      // This round's reset email: the previous round's "password changed" notice, sent in the same batch, may
      // arrive after it.
      const resets = server.mail.to(account.email).filter((m) => m.subject.startsWith('Reset'));
      expect(resets).toHaveLength(round + 1);
      const link = linkParams(resets.at(-1)!.text.match(/https?:\/\/\S+\/reset-password\?\S+/)![0]);
      const [oldLogin, reset] = await Promise.all([
        login(account.email, password),
        post('/api/auth/reset-password', { ...link, password: `round-${round}-password` }),
      ]);
      expect(reset.statusCode).toBe(200);
      if (oldLogin.statusCode === 200) expect((await me(oldLogin.json().token)).statusCode).toBe(401);
      expect((await me(reset.json().token)).statusCode).toBe(200);
    }
  });
});

describe('input the database or a mail header must never see', () => {
  it('refuses control characters in every text field with 400 naming the field', async () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/api/auth/creator-signup', creatorBody({ firstName: 'x\r\nBcc: victim@example.com' }), 'firstName'],
      ['/api/auth/creator-signup', creatorBody({ lastName: 'nul\u0000byte' }), 'lastName'],
      ['/api/auth/brand-signup', brandBody({ website: 'https://a.example/\u0000' }), 'website'],
      ['/api/auth/forgot-password', { email: 'a\u0000@example.com' }, 'email'],
      ['/api/auth/reset-password', { token: 't\u0000', email: 'a@b.co', password: 'long-enough-pass' }, 'token'],
    ];
    for (const [url, body, field] of cases) {
      const res = await post(url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields[field], url).toBe(HTTP_MESSAGES.controlCharacters);
    }
    const query = await server.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=abc&email=a%00%40b.co' });
    expect(query.statusCode).toBe(400);
    await server.deliverEmail();
    expect(server.mail.messages.some((m) => /Bcc|victim/.test(JSON.stringify(m.headers)) || m.to.includes('victim'))).toBe(false);
  });

  it('survives random Unicode, including control characters, on every endpoint (seeded)', async () => {
    const anyText = fc.string({ unit: 'binary', maxLength: 60 });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/api/auth/creator-signup',
          '/api/auth/brand-signup',
          '/api/auth/login',
          '/api/auth/forgot-password',
          '/api/auth/reset-password',
        ),
        fc.record({ email: anyText, password: anyText, firstName: anyText, lastName: anyText, website: anyText, token: anyText }),
        async (url, body) => {
          expect((await post(url, body)).statusCode).toBeLessThan(500);
        },
      ),
      { seed: 424242, numRuns: 120 },
    );
  });

  it("ignores fields that are not the caller's to set at signup", async () => {
    const body = creatorBody({ is_admin: true, email_verified: true, email_verified_at: '2020-01-01', user_type: 'brand' });
    expect((await post('/api/auth/creator-signup', body)).statusCode).toBe(201);
    const user = await server.deps.db.selectFrom('users').selectAll().where('email', '=', body.email).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ is_admin: false, email_verified_at: null, user_type: 'creator' });
  });
});

describe('sessions and cookies', () => {
  it('logout clears the cookie', async () => {
    const account = await createVerifiedAccount(server);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { sponsorly_session: account.sessionToken },
    });
    const cleared = res.cookies.find((c) => c.name === 'sponsorly_session');
    expect(cleared?.value).toBe('');
    expect(cleared?.maxAge === 0 || (cleared?.expires && cleared.expires.getTime() < Date.now())).toBe(true);
  });

  it("the REST verification link sets no cookie (a GET must not log a visitor into someone else's account)", async () => {
    const body = creatorBody();
    await post('/api/auth/creator-signup', body);
    const [link] = await verificationLinks(body.email);
    const res = await verify(link!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers a link without token or email with "Invalid verification link"', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.verify.invalidLink);
  });

  it('refuses cross-site requests flagged by Sec-Fetch-Site or a null Origin', async () => {
    const account = await createVerifiedAccount(server);
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'null' }]) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: { sponsorly_session: account.sessionToken },
        headers,
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await me(account.sessionToken)).statusCode).toBe(200);
  });

  it('builds email links from APP_URL whatever the Host header says', async () => {
    const body = creatorBody();
    await post('/api/auth/creator-signup', body, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    await server.deliverEmail();
    expect(server.mail.linkTo(body.email, '/verify-email').startsWith('http://localhost:3000/verify-email?')).toBe(true);
  });
});

describe('client addresses', () => {
  const signupFrom = (s: TestServer, i: number, forwardedFor: string) =>
    s.app.inject({
      method: 'POST',
      url: '/api/auth/creator-signup',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: `xff${i}-${Math.random()}@example.com`, password: 'violet-sunset-42', firstName: 'X', lastName: 'F' },
    });

  it.each([['0'], ['1']])(
    'a client cannot escape the per-IP limit by writing X-Forwarded-For (TRUST_PROXY=%s)',
    async (trust) => {
      const s = await startTestServer({ TRUST_PROXY: trust });
      try {
        const statuses: number[] = [];
        // The client writes a new address each time; the proxy appends the real one (203.0.113.50).
        for (let i = 0; i < 21; i++) statuses.push((await signupFrom(s, i, `6.6.6.${i}, 203.0.113.50`)).statusCode);
        expect(statuses.slice(0, 20).every((code) => code === 201)).toBe(true);
        expect(statuses[20]).toBe(429);
      } finally {
        await s.close();
      }
    },
  );
});

describe('with Redis unreachable', () => {
  it('login, signup and reset requests still work (counted in memory), never a 500', async () => {
    const s = await startTestServer({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const body = creatorBody();
      expect((await s.app.inject({ method: 'POST', url: '/api/auth/creator-signup', payload: body })).statusCode).toBe(201);
      expect(
        (
          await s.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: body.email, password: 'nope-nope-nope' },
          })
        ).statusCode,
      ).toBe(401);
      expect(
        (await s.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: body.email } })).statusCode,
      ).toBe(200);
    } finally {
      await s.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, AUTH_RATE_LIMITS } from '@sponsorly/shared';
import { createVerifiedAccount } from '../testing/accounts';
import { testBrowser } from '../testing/browser';
import { solveAltcha } from '../testing/captcha';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const login = (s: TestServer, from: string, body: { email: string; password: string; captcha?: string }) =>
  s.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress: from });

async function failTenTimesFromStrangers(email: string) {
  for (let i = 0; i < AUTH_RATE_LIMITS.failedLoginPerAccount.points; i++) {
    expect((await login(server, `198.51.100.${i + 1}`, { email, password: `stranger-guess-${i}` })).statusCode).toBe(401);
  }
}

describe('failed logins by strangers do not lock the owner out', () => {
  it('past 10 failures the account asks for a captcha; the right password with a solved one logs in', async () => {
    const account = await createVerifiedAccount(server);
    await failTenTimesFromStrangers(account.email);

    const owner = '203.0.113.20';
    const asked = await login(server, owner, { email: account.email, password: account.password });
    expect(asked.statusCode).toBe(429);
    expect(asked.json()).toEqual({
      code: 'captcha_required',
      message: AUTH_MESSAGES.login.captchaRequired,
      // The wait in the body too, as in every 429 (docs/limits.md).
      retry_after: Number(asked.headers['retry-after']),
    });
    expect(Number(asked.headers['retry-after'])).toBeGreaterThan(0);

    const loggedIn = await login(server, owner, {
      email: account.email,
      password: account.password,
      captcha: await solveAltcha(server),
    });
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json().user.email).toBe(account.email);
    // The success forgave the failures: the next login needs no captcha.
    expect((await login(server, owner, { email: account.email, password: account.password })).statusCode).toBe(200);
  });

  it('a wrong password with a solved captcha is still wrong; a reused or forged captcha is asked for again', async () => {
    const account = await createVerifiedAccount(server);
    await failTenTimesFromStrangers(account.email);
    const from = '203.0.113.21';
    const captcha = await solveAltcha(server);
    const wrong = await login(server, from, { email: account.email, password: 'still-not-it', captcha });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('invalid_credentials');
    const reused = await login(server, from, { email: account.email, password: account.password, captcha });
    expect(reused.statusCode).toBe(429);
    expect(reused.json().code).toBe('captcha_required');
    const forged = await login(server, from, {
      email: account.email,
      password: account.password,
      captcha: Buffer.from('{}').toString('base64'),
    });
    expect(forged.json().code).toBe('captcha_required');
  });

  it('an unknown address asks for a captcha in the same way, so the answer tells nothing', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    await failTenTimesFromStrangers(email);
    const res = await login(server, '203.0.113.22', { email, password: 'anything-at-all' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      code: 'captcha_required',
      message: AUTH_MESSAGES.login.captchaRequired,
      // The wait in the body too, as in every 429 (docs/limits.md).
      retry_after: Number(res.headers['retry-after']),
    });
  });

  it('the tRPC door takes the captcha in the same input field', async () => {
    const account = await createVerifiedAccount(server);
    await failTenTimesFromStrangers(account.email);
    const browser = testBrowser(server, { remoteAddress: '203.0.113.23' });
    const asked = await browser.mutation('auth.login', { email: account.email, password: account.password });
    expect(asked.statusCode).toBe(429);
    expect(asked.json().error.data.appCode).toBe('captcha_required');
    expect(asked.json().error.message).toBe(AUTH_MESSAGES.login.captchaRequired);
    const res = await browser.mutation('auth.login', {
      email: account.email,
      password: account.password,
      captcha: await solveAltcha(server),
    });
    expect(res.statusCode).toBe(200);
    expect(browser.cookies.has('sponsorly_session')).toBe(true);
  });
});

describe('the hard limits', () => {
  it('one address that keeps failing for one account waits, even with a captcha; other addresses do not', async () => {
    const account = await createVerifiedAccount(server);
    const attacker = '192.0.2.44';
    for (let i = 0; i < AUTH_RATE_LIMITS.failedLoginPerAccountIp.points; i++) {
      const res = await login(server, attacker, { email: account.email, password: `guess-${i}-guess` });
      expect([401, 429]).toContain(res.statusCode);
    }
    const blocked = await login(server, attacker, {
      email: account.email,
      password: account.password,
      captcha: await solveAltcha(server),
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const owner = await login(server, '203.0.113.24', {
      email: account.email,
      password: account.password,
      captcha: await solveAltcha(server),
    });
    expect(owner.statusCode).toBe(200);
  });

  it('counts every address of an IPv6 /64 as one client', async () => {
    // A tenth of the allowances: 10 failures per client address.
    const small = await startTestServer({ RATE_LIMIT_FACTOR: '0.1' });
    try {
      const perIp = Math.round(AUTH_RATE_LIMITS.failedLoginPerIp.points * 0.1);
      for (let i = 0; i < perIp; i++) {
        const res = await login(small, `2001:db8:7:1::${(i + 1).toString(16)}`, {
          email: `spray${i}@example.com`,
          password: 'sprayed-password',
        });
        expect(res.statusCode).toBe(401);
      }
      const sameNetwork = await login(small, '2001:db8:7:1:ffff::99', {
        email: 'spray-next@example.com',
        password: 'sprayed-password',
      });
      expect(sameNetwork.statusCode).toBe(429);
      expect(sameNetwork.json().code).toBe('rate_limited');
      const otherNetwork = await login(small, '2001:db8:7:2::1', {
        email: 'spray-next@example.com',
        password: 'sprayed-password',
      });
      expect(otherNetwork.statusCode).toBe(401);
    } finally {
      await small.close();
    }
  });
});

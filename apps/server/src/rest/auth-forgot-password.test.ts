import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_DURATIONS, AUTH_RATE_LIMITS } from '@sponsorly/shared';
import { createVerifiedAccount } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const forgot = (s: TestServer, email: string, remoteAddress = '127.0.0.1') =>
  s.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });

async function timed(email: string) {
  const started = performance.now();
  const res = await forgot(server, email);
  expect(res.statusCode).toBe(200);
  return performance.now() - started;
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('forgot password', () => {
  it('is limited per client address too, across emails (IPv6 by /64)', async () => {
    // A tenth of the allowance: 3 requests per address per hour.
    const small = await startTestServer({ RATE_LIMIT_FACTOR: '0.1' });
    try {
      const allowed = Math.round(AUTH_RATE_LIMITS.resetRequestPerIp.points * 0.1);
      for (let i = 0; i < allowed; i++)
        expect((await forgot(small, `someone${i}@example.com`, `2001:db8:5:5::${i + 1}`)).statusCode).toBe(200);
      const blocked = await forgot(small, 'someone-else@example.com', '2001:db8:5:5::abcd');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('rate_limited');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await forgot(small, 'someone-else@example.com', '198.51.100.3')).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('takes as long for an unknown address as for a registered one', async () => {
    const accounts = await Promise.all(Array.from({ length: 5 }, () => createVerifiedAccount(server)));
    const known: number[] = [];
    const unknown: number[] = [];
    // Alternating, so that any slowdown of the machine hits both alike.
    for (let i = 0; i < 5; i++) {
      known.push(await timed(accounts[i]!.email));
      unknown.push(await timed(`nobody-${i}-${Date.now()}@example.com`));
    }
    // Neither answers before the floor, which is far longer than the writes a known address makes...
    expect(Math.min(...known, ...unknown)).toBeGreaterThanOrEqual(AUTH_DURATIONS.forgotPasswordMinimum - 1);
    // ...so the typical answers differ by far less than the floor itself.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(AUTH_DURATIONS.forgotPasswordMinimum / 4);
    await server.deliverEmail();
    expect(server.mail.to(accounts[0]!.email).at(-1)!.subject).toBe('Reset your Sponsorly password');
  });
});

import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from './testing/accounts';
import { startTestServer, type TestServer } from './testing/test-server';

let server: TestServer;
beforeAll(async () => {
  // Behind one proxy, so X-Forwarded-For names the client; allowances raised so that only the hashing
  // queue refuses anything here.
  server = await startTestServer({ TRUST_PROXY: '1', RATE_LIMIT_FACTOR: '100' });
});
afterAll(() => server.close());

const loginFrom = (ip: string, email: string, password: string) =>
  server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: { 'x-forwarded-for': ip } });

/**
 * Logins from one address with unknown emails (each costs a full hash), sent in waves faster than any
 * server can hash them, until stopped. Resolves with every status once stopped and answered.
 */
function flood(ip: string) {
  const answers: Array<Promise<number>> = [];
  let refused = false;
  let stopped = false;
  const sending = (async () => {
    for (let wave = 0; wave < 100 && !stopped; wave++) {
      for (let i = 0; i < 20; i++) {
        const answer = loginFrom(ip, `flood-${wave}-${i}@example.com`, 'flood-password-1').then((r) => r.statusCode);
        answer.then((status) => void (refused ||= status === 429 || status === 503));
        answers.push(answer);
      }
      await sleep(20);
    }
  })();
  return {
    /** Resolves once the flood has been refused at least once: its share of the queue (or the queue) is full. */
    async refusedOnce() {
      for (let i = 0; i < 500 && !refused; i++) await sleep(20);
      expect(refused).toBe(true);
    },
    async stop() {
      stopped = true;
      await sending;
      return Promise.all(answers);
    },
  };
}

describe('the password hashing queue', () => {
  it('cannot be filled from one address: while one client floods it, others still log in', async () => {
    const account = await createVerifiedAccount(server);
    // An unknown email is checked against a dummy hash made once; make it before the flood.
    expect((await loginFrom('192.0.2.1', 'warm-up@example.com', 'warm-up-password')).statusCode).toBe(401);

    const attack = flood('198.51.100.7');
    await attack.refusedOnce();
    const others = await Promise.all(
      Array.from({ length: 10 }, (_, i) => loginFrom(`203.0.113.${i + 1}`, account.email, account.password)),
    );
    const floodStatuses = await attack.stop();

    expect(others.map((r) => r.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    // The flooding address was told to slow down (its own share was full); nobody heard the server was busy.
    expect(floodStatuses).toContain(429);
    expect(floodStatuses).not.toContain(503);
  });

  it('an IPv6 client gets one share for its whole /64', async () => {
    const statuses = (
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          loginFrom(`2001:db8:9:9::${(i + 1).toString(16)}`, `v6-${i}@example.com`, 'v6-password-1'),
        ),
      )
    ).map((r) => r.statusCode);
    // 2 hashing and 8 waiting at most: the rest of the /64 is refused at once.
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(25);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(2);
  });
});

import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type DatabaseHandle } from '@sponsorly/db';
import { PUBLIC_FORM_MESSAGES } from '@sponsorly/shared';
import { solveAltcha } from '../testing/captcha';
import { startTestServer, type TestServer } from '../testing/test-server';

const SECRET = 'test-secret-shared-by-both-instances-0123456789';
const contact = (server: TestServer, token?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/submit-contact',
    payload: { name: 'Ada', email: 'ada@example.com', message: 'Hello there', ...(token !== undefined ? { token } : {}) },
  });

describe('ALTCHA (the default)', () => {
  let database: DatabaseHandle;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    // Two instances sharing one database and one SECRET, as behind a load balancer.
    database = await createTestDatabase();
    a = await startTestServer({ SECRET, RATE_LIMIT_FACTOR: '20' }, { database });
    b = await startTestServer({ SECRET, RATE_LIMIT_FACTOR: '20' }, { database });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.close();
  });

  it('tells the form which widget to show', async () => {
    const res = await a.app.inject({ method: 'GET', url: '/trpc/captcha.config' });
    expect(res.json().result.data).toEqual({ provider: 'altcha', siteKey: null, challengeUrl: '/api/captcha/challenge' });
  });

  it('accepts a solved challenge once', async () => {
    const payload = await solveAltcha(a);
    expect((await contact(a, payload)).statusCode).toBe(200);
    const replay = await contact(a, payload);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(PUBLIC_FORM_MESSAGES.captcha.required);
  });

  it('refuses a replay on another instance sharing the database', async () => {
    const payload = await solveAltcha(a);
    const results = await Promise.all([contact(a, payload), contact(b, payload)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a missing, malformed, tampered or unsolved solution', async () => {
    const solved = JSON.parse(Buffer.from(await solveAltcha(a), 'base64').toString());
    // The proof is the derived key (the signature covers it); a key that was not found by the work fails.
    const key: string = solved.solution.derivedKey;
    const forgedKey = key.slice(0, -1) + (key.endsWith('0') ? '1' : '0');
    const tampered = Buffer.from(JSON.stringify({ ...solved, solution: { ...solved.solution, derivedKey: forgedKey } })).toString(
      'base64',
    );
    const unsigned = Buffer.from(
      JSON.stringify({ ...solved, challenge: { ...solved.challenge, signature: 'f'.repeat(64) } }),
    ).toString('base64');
    for (const token of [undefined, '', 'not base64 at all', Buffer.from('{"x":1}').toString('base64'), tampered, unsigned]) {
      const res = await contact(a, token);
      expect(res.statusCode, String(token)).toBe(400);
      expect(res.json().message).toBe(PUBLIC_FORM_MESSAGES.captcha.required);
    }
    const stored = await database.db.selectFrom('contact_messages').select('id').execute();
    expect(stored.length).toBe(2);
  });

  it('refuses a challenge older than 10 minutes', async () => {
    const real = Date.now;
    a.clock.now = new Date(real() - 11 * 60 * 1000);
    const payload = await solveAltcha(a);
    a.clock.now = new Date(real());
    const res = await contact(a, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PUBLIC_FORM_MESSAGES.captcha.required);
  });
});

/** A local stand-in for a provider's siteverify: answers yes, no, an error, or never. */
class SiteverifyFake {
  mode: 'yes' | 'no' | 'error' | 'hang' = 'yes';
  received: URLSearchParams[] = [];
  #server: Server | undefined;
  url = '';
  async start() {
    this.#server = createHttpServer(async (req, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      this.received.push(new URLSearchParams(body));
      if (this.mode === 'hang') return; // never answers: the server must give up and refuse
      if (this.mode === 'error') return void res.writeHead(500).end('boom');
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(
          JSON.stringify(this.mode === 'yes' ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] }),
        );
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/siteverify`;
  }
  async stop() {
    this.#server?.closeAllConnections();
    await new Promise((resolve) => this.#server?.close(resolve));
  }
}

describe('Turnstile through its siteverify', () => {
  const fake = new SiteverifyFake();
  let server: TestServer;
  beforeAll(async () => {
    await fake.start();
    server = await startTestServer({
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_SITE_KEY: '0x4AAAAAAAsitekey',
      CAPTCHA_SECRET: 'turnstile-secret',
      CAPTCHA_VERIFY_URL: fake.url,
      RATE_LIMIT_FACTOR: '20',
    });
  });
  afterAll(async () => {
    await server.close();
    await fake.stop();
  });

  it("allows the provider's script and frame in the CSP only when it is configured", async () => {
    const csp = String((await server.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/challenges\.cloudflare\.com/);
    expect(csp).toMatch(/frame-src https:\/\/challenges\.cloudflare\.com/);
    const plain = await startTestServer();
    try {
      const altchaCsp = String((await plain.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
      expect(altchaCsp).toMatch(/script-src 'self';/);
      expect(altchaCsp).toContain("frame-src 'none'");
      expect(altchaCsp).not.toContain('cloudflare');
    } finally {
      await plain.close();
    }
  });

  it('shows the site key and accepts a token the provider confirms, sending the secret and token', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/trpc/captcha.config' })).json().result.data).toMatchObject({
      provider: 'turnstile',
      siteKey: '0x4AAAAAAAsitekey',
    });
    fake.mode = 'yes';
    expect((await contact(server, 'token-1')).statusCode).toBe(200);
    const sent = fake.received.at(-1)!;
    expect(sent.get('secret')).toBe('turnstile-secret');
    expect(sent.get('response')).toBe('token-1');
    // The same token again is refused even though the fake would say yes.
    expect((await contact(server, 'token-1')).statusCode).toBe(400);
  });

  it.each(['no', 'error', 'hang'] as const)(
    'refuses the form when the provider says %s (fail closed)',
    async (mode) => {
      fake.mode = mode;
      const res = await contact(server, `token-${mode}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PUBLIC_FORM_MESSAGES.captcha.required);
    },
    15_000,
  );
});

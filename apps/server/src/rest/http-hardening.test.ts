import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELLO_MESSAGE, HTTP_MESSAGES } from '@sponsorly/shared';
import { createVerifiedAccount } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
const logLines: string[] = [];
beforeAll(async () => {
  server = await startTestServer(
    // At debug every request is logged (plugins/request-log.ts), so the checks below see every one.
    { LOG_LEVEL: 'debug', RATE_LIMIT_FACTOR: '100' },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
  // A route that fails the way a bug would, with SQL in its message.
  server.app.get('/api/__boom', async () => {
    throw new Error('syntax error at or near "select password_hash from users"');
  });
});
afterAll(() => server.close());

describe('security headers', () => {
  it('sends a CSP without inline scripts, nosniff, frame-ancestors none and no-referrer', async () => {
    for (const url of ['/api/hello', '/reset-password?token=x&email=y']) {
      const res = await server.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});

describe('bad input', () => {
  const post = (payload: string, contentType = 'application/json') =>
    server.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'content-type': contentType } });

  it('answers malformed JSON with 400', async () => {
    const res = await post('{"email": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'validation_error', message: HTTP_MESSAGES.badJson });
  });

  it('answers a wrong content type with 415', async () => {
    expect((await post('email=a&password=b', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    expect((await post('hello', 'text/plain')).statusCode).toBe(415);
  });

  it('answers a body over 100 KB with 413', async () => {
    const res = await post(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(101 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(HTTP_MESSAGES.bodyTooLarge);
  });

  it('answers injection strings with 4xx, never 500', async () => {
    for (const evil of ["' OR 1=1 --", "a@b.co'; drop table users; --", '{"$gt": ""}', '\u0000']) {
      const res = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: evil, password: evil } });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    // The table is still there and the server still healthy.
    await server.deps.db.selectFrom('users').select('id').limit(1).execute();
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers an unexpected error with a generic 500: no stack, no SQL', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/__boom' });
    expect(res.statusCode).toBe(500);
    // The request id lets a report be matched to the log line that has the details.
    expect(res.json()).toEqual({
      code: 'internal_error',
      message: HTTP_MESSAGES.internal,
      request_id: res.headers['x-request-id'],
    });
    expect(res.body).not.toMatch(/select|stack|at .*\.ts/i);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  it('survives random bodies on every public endpoint without a 5xx (seeded)', async () => {
    const endpoints = [
      ['POST', '/api/auth/creator-signup'],
      ['POST', '/api/auth/brand-signup'],
      ['POST', '/api/auth/login'],
      ['POST', '/api/auth/forgot-password'],
      ['POST', '/api/auth/reset-password'],
      ['POST', '/api/auth/logout'],
    ] as const;
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          email: fc.oneof(fc.string(), fc.emailAddress(), fc.integer()),
          password: fc.oneof(fc.string({ maxLength: 200 }), fc.constant(null)),
          firstName: fc.string(),
          lastName: fc.string(),
          platform: fc.string(),
          industry: fc.string(),
          website: fc.oneof(fc.webUrl(), fc.string()),
          token: fc.string(),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), body, async ([method, url], payload) => {
        const res = await server.app.inject({
          method,
          url,
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { seed: 20261121, numRuns: 150 },
    );
    const query = fc.record({ token: fc.string(), email: fc.string() });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/api/auth/verify-email', '/api/auth/verify-reset-token'), query, async (path, q) => {
        const res = await server.app.inject({ method: 'GET', url: path, query: q });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { seed: 7, numRuns: 60 },
    );
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('health and hello', () => {
  it('says hello and reports ok while the database answers', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/hello' })).json()).toEqual({ message: HELLO_MESSAGE });
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not answer', async () => {
    const down = await startTestServer();
    await down.database.close();
    const res = await down.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('service_unavailable');
    await down.app.close();
    await down.mail.stop();
  });
});

describe('logs', () => {
  it('hold no password, token or live link after a full account flow', async () => {
    const account = await createVerifiedAccount(server);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    const log = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(0);
    expect(log).not.toContain(account.password);
    expect(log).not.toContain(account.sessionToken);
    expect(log).not.toContain(login.json().token);
    expect(log).not.toContain('token=');
  });
});

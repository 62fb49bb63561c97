import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionRefused, heldRequest } from '../testing/held-request';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/ready', () => {
  it('answers ready once the database and the listener are connected', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 not_ready with the failing check when Redis is set but out of reach', async () => {
    // Nothing listens on port 1: the first connection attempt fails at once and the server starts without it.
    const withoutRedis = await startTestServer({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const res = await withoutRedis.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'not_ready',
        checks: { migrations: true, database: true, listener: true, redis: false, draining: true },
      });
      // Liveness is another question: the process and its database are fine.
      expect((await withoutRedis.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await withoutRedis.close();
    }
  });

  it('answers 503 when the database does not answer', async () => {
    const down = await startTestServer();
    await down.database.close();
    const res = await down.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().checks.database).toBe(false);
    await down.app.close();
    await down.mail.stop();
  });

  it('answers 503 from the moment the server drains, while other routes still answer', async () => {
    const draining = await startTestServer();
    try {
      draining.readiness.drain();
      const res = await draining.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'not_ready',
        checks: { migrations: true, database: true, listener: true, draining: false },
      });
      expect((await draining.app.inject({ method: 'GET', url: '/api/hello' })).statusCode).toBe(200);
    } finally {
      await draining.close();
    }
  });
});

describe('draining', () => {
  it('lets a request in flight finish, then refuses new connections', async () => {
    const stopping = await startTestServer({}, { listen: true });
    const received = new Promise((resolve) => stopping.app.server.once('request', resolve));
    const inFlight = heldRequest(stopping.baseUrl, '/api/auth/login', {
      email: 'nobody@example.com',
      password: 'violet-sunset-42',
    });
    // Node has parsed the request's headers: the request is in flight.
    await received;
    // The server has the request's headers; it now stops with no grace period.
    const drained = stopping.drain(0);
    expect(stopping.readiness.draining).toBe(true);
    // New connections are refused while the held request is still open.
    let refused = false;
    for (let i = 0; i < 100 && !refused; i++) {
      refused = await connectionRefused(stopping.baseUrl);
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(refused).toBe(true);
    const answer = await inFlight.finish();
    // A wrong password, answered as usual: the request got its answer although the server was closing.
    expect(answer.status, answer.body).toBe(401);
    expect(JSON.parse(answer.body).code).toBe('invalid_credentials');
    await drained;
    await stopping.database.close();
    await stopping.mail.stop();
  });
});

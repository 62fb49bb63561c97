import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
const logLines: string[] = [];
beforeAll(async () => {
  // At debug every request has its log line (plugins/request-log.ts).
  server = await startTestServer({ LOG_LEVEL: 'debug' }, { logStream: { write: (line: string) => void logLines.push(line) } });
  server.app.get('/api/__boom/:id', async () => {
    throw new Error('a bug');
  });
});
afterAll(() => server.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The request's log line: the one that reports its completion. */
function completionLine(requestId: string): Record<string, unknown> | undefined {
  return logLines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((line) => line.reqId === requestId && typeof line.status === 'number');
}

describe('request ids', () => {
  it('keeps a well-formed X-Request-Id, answers it and logs it with the route and the duration', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/hello', headers: { 'x-request-id': 'edge-7f.Q_1' } });
    expect(res.headers['x-request-id']).toBe('edge-7f.Q_1');
    const line = completionLine('edge-7f.Q_1');
    expect(line).toMatchObject({ route: '/api/hello', status: 200 });
    expect(typeof line?.ms).toBe('number');
    expect(line?.userId).toBeUndefined();
  });

  it('makes a new id when the given one is malformed or too long, or none is given', async () => {
    for (const given of ['has space', 'semi;colon', 'x'.repeat(65), '', undefined]) {
      const res = await server.app.inject({
        method: 'GET',
        url: '/api/hello',
        headers: given === undefined ? {} : { 'x-request-id': given },
      });
      expect(res.headers['x-request-id'], String(given)).toMatch(UUID);
    }
  });

  it('logs the logged-in user’s id with the route', async () => {
    const account = await createVerifiedAccount(server);
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${account.sessionToken}`, 'x-request-id': 'who-am-i' },
    });
    expect(res.statusCode).toBe(200);
    expect(completionLine('who-am-i')).toMatchObject({ route: '/api/auth/me', userId: account.user.id, status: 200 });
  });

  it('puts the id in a server failure’s body and its log lines', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/__boom/42', headers: { 'x-request-id': 'boom-1' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'internal_error', request_id: 'boom-1' });
    expect(res.headers['x-request-id']).toBe('boom-1');
    expect(completionLine('boom-1')).toMatchObject({ route: '/api/__boom/:id', status: 500 });
    const failure = logLines.map((line) => JSON.parse(line)).find((line) => line.msg === 'unexpected error');
    expect(failure).toMatchObject({ reqId: 'boom-1', route: '/api/__boom/:id' });
  });

  it('leaves the id out of a refusal’s body: only server failures carry it', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: { 'x-request-id': 'no-session' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().request_id).toBeUndefined();
    expect(res.headers['x-request-id']).toBe('no-session');
  });
});

describe('request ids through tRPC', () => {
  it('names the request in a server failure’s error data, for the web app to show', async () => {
    const down = await startTestServer();
    await down.database.close();
    const res = await down.app.inject({ method: 'GET', url: '/trpc/system.health', headers: { 'x-request-id': 'trpc-503' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['x-request-id']).toBe('trpc-503');
    expect(res.json().error.data).toMatchObject({ appCode: 'service_unavailable', requestId: 'trpc-503' });
    await down.app.close();
    await down.mail.stop();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { SLOW_REQUEST_MS } from './request-log';

let server: TestServer | undefined;
afterEach(() => server?.close());

async function serverLogging(level: 'info' | 'debug') {
  const lines: Record<string, unknown>[] = [];
  server = await startTestServer(
    { LOG_LEVEL: level },
    { logStream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  );
  server.app.get('/api/__boom', async () => {
    throw new Error('a bug');
  });
  server.app.get('/api/__slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 20));
    return { ok: true };
  });
  const requestLines = () => lines.filter((line) => typeof line.status === 'number');
  return { server, requestLines };
}

describe('request log', () => {
  it('at info, logs failed and slow requests with their path, status and time, and nothing for a fast success', async () => {
    const { server, requestLines } = await serverLogging('info');
    await server.app.inject({ method: 'GET', url: '/api/hello?token=secret-value' });
    expect(requestLines()).toEqual([]);

    await server.app.inject({ method: 'GET', url: '/api/__boom?token=secret-value' });
    await server.app.inject({ method: 'GET', url: '/api/__slow' });
    const [failed, slow] = requestLines();
    expect(failed).toMatchObject({ msg: 'request failed', status: 500, req: { method: 'GET', url: '/api/__boom' } });
    expect(slow).toMatchObject({ msg: 'slow request', status: 200, req: { url: '/api/__slow' } });
    expect(slow!.ms).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
    expect(JSON.stringify(requestLines())).not.toContain('secret-value');
  });

  it('at debug, logs every request, without its query', async () => {
    const { server, requestLines } = await serverLogging('debug');
    await server.app.inject({ method: 'GET', url: '/api/hello?token=secret-value' });
    expect(requestLines()).toEqual([
      expect.objectContaining({ msg: 'request', status: 200, req: expect.objectContaining({ url: '/api/hello' }) }),
    ]);
    expect(JSON.stringify(requestLines())).not.toContain('secret-value');
  });
});

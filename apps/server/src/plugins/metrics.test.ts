import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ METRICS_TOKEN: 'scrape-secret-1' });
});
afterAll(() => server.close());

const ELSEWHERE = '203.0.113.5';

describe('GET /metrics', () => {
  it('gives the metrics in Prometheus text format, with their names and types', async () => {
    await server.app.inject({ method: 'GET', url: '/api/hello' });
    const res = await server.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    for (const [name, type] of [
      ['http_request_duration_seconds', 'histogram'],
      ['sponsorly_event_streams_open', 'gauge'],
      ['sponsorly_outbox_pending', 'gauge'],
      ['process_resident_memory_bytes', 'gauge'],
      ['nodejs_eventloop_lag_seconds', 'gauge'],
    ])
      expect(res.body).toContain(`# TYPE ${name} ${type}`);
    expect(res.body).toContain('http_request_duration_seconds_count{route="/api/hello",method="GET",status="200"} 1');
    expect(res.body).toMatch(/^sponsorly_event_streams_open 0$/m);
    expect(res.body).toMatch(/^sponsorly_outbox_pending 0$/m);
  });

  it('is not found from elsewhere than loopback without the token, nor with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong', 'Bearer scrape-secret-12']) {
      const res = await server.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: ELSEWHERE,
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(404);
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('answers a scraper from elsewhere that sends METRICS_TOKEN', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: ELSEWHERE,
      headers: { authorization: 'Bearer scrape-secret-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
  });
});

describe('GET /metrics behind a proxy on the same host', () => {
  it('is not found for a visitor the proxy forwards, though the connection comes from loopback', async () => {
    const proxied = await startTestServer({ TRUST_PROXY: '1' });
    try {
      const outside = await proxied.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': ELSEWHERE } });
      expect(outside.statusCode).toBe(404);
      expect((await proxied.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from '../testing/accounts';
import { dealCall, offerBody } from '../testing/deals';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ METRICS_TOKEN: 'scrape-secret-1' });
});
afterAll(() => server.close());

const ELSEWHERE = '203.0.113.5';
const HOUR_MS = 3_600_000;

/** The value of one series (`name` or `name{labels}`) in a scrape; undefined when it is not there. */
function valueOf(scrape: string, series: string): number | undefined {
  const line = scrape.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(target: TestServer = server): Promise<string> {
  const res = await target.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return res.body;
}

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
    for (const [name, type] of [
      ['sponsorly_db_pool_size', 'gauge'],
      ['sponsorly_db_pool_in_use', 'gauge'],
      ['sponsorly_db_pool_waiting', 'gauge'],
      ['sponsorly_db_pool_wait_seconds', 'histogram'],
      ['sponsorly_outbox_oldest_age_seconds', 'gauge'],
      ['sponsorly_timers_due', 'gauge'],
      ['sponsorly_timers_oldest_lag_seconds', 'gauge'],
      ['sponsorly_payment_operations_pending', 'gauge'],
      ['sponsorly_payment_operations_oldest_age_seconds', 'gauge'],
    ])
      expect(res.body).toContain(`# TYPE ${name} ${type}`);
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

describe('GET /metrics: what the workers have left, and the database connections', () => {
  let own: TestServer;
  beforeAll(async () => {
    own = await startTestServer();
  });
  afterAll(() => own.close());

  it('counts the connections and the time queries waited for one', async () => {
    const body = await scrape(own);
    expect(valueOf(body, 'sponsorly_db_pool_size')).toBeGreaterThanOrEqual(1);
    expect(valueOf(body, 'sponsorly_db_pool_waiting')).toBe(0);
    // Every query of the scrape and of the start took a connection, and its wait was observed.
    expect(valueOf(body, 'sponsorly_db_pool_wait_seconds_count')).toBeGreaterThan(0);
  });

  it('shows an offer past its expiry as a timer due, with its lag, until the timers apply it', async () => {
    const [brand, creator] = await Promise.all([createVerifiedAccount(own, 'brand'), createVerifiedAccount(own, 'creator')]);
    const offered = await dealCall(own)('POST', '/api/deals', brand.sessionToken, offerBody(own, creator.user.id));
    expect(offered.statusCode).toBe(201);
    expect(valueOf(await scrape(own), 'sponsorly_timers_due{kind="expire"}')).toBe(0);

    own.clock.advance(73 * HOUR_MS);
    const late = await scrape(own);
    expect(valueOf(late, 'sponsorly_timers_due{kind="expire"}')).toBe(1);
    // The offer expired an hour ago, by the clock the workers read.
    expect(valueOf(late, 'sponsorly_timers_oldest_lag_seconds{kind="expire"}')).toBeCloseTo(3600, -1);
    expect(valueOf(late, 'sponsorly_timers_due{kind="fund_expire"}')).toBe(0);

    await own.runDueTimers();
    const applied = await scrape(own);
    expect(valueOf(applied, 'sponsorly_timers_due{kind="expire"}')).toBe(0);
    expect(valueOf(applied, 'sponsorly_timers_oldest_lag_seconds{kind="expire"}')).toBe(0);
  });

  it('counts emails waiting and ages the oldest, until the outbox sends them', async () => {
    await own.deliverEmail();
    expect(valueOf(await scrape(own), 'sponsorly_outbox_pending')).toBe(0);
    await own.database.db
      .insertInto('email_outbox')
      .values({
        recipient_email: 'someone@example.com',
        reply_to: null,
        subject: 'Waiting',
        text_body: 'Hello',
        html_body: '<p>Hello</p>',
        status: 'pending',
        next_attempt_at: own.clock.now,
        created_at: own.clock.now,
      })
      .execute();
    own.clock.advance(90_000);
    const waiting = await scrape(own);
    expect(valueOf(waiting, 'sponsorly_outbox_pending')).toBe(1);
    expect(valueOf(waiting, 'sponsorly_outbox_oldest_age_seconds')).toBeCloseTo(90, 0);
    await own.deliverEmail();
    expect(valueOf(await scrape(own), 'sponsorly_outbox_pending')).toBe(0);
  });

  it('counts payment operations the provider has not settled, and ages the oldest', async () => {
    const brand = await createVerifiedAccount(own, 'brand');
    await own.database.db
      .insertInto('payment_operations')
      .values({
        kind: 'charge',
        provider: 'sandbox',
        user_id: brand.user.id,
        amount_cents: 45_000,
        currency: 'USD',
        details: JSON.stringify({}),
        created_at: own.clock.now,
      })
      .execute();
    own.clock.advance(120_000);
    const pending = await scrape(own);
    expect(valueOf(pending, 'sponsorly_payment_operations_pending')).toBe(1);
    expect(valueOf(pending, 'sponsorly_payment_operations_oldest_age_seconds')).toBeCloseTo(120, 0);
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_FORM_MESSAGES } from '@sponsorly/shared';
import { subscribeToNewsletter } from '@sponsorly/api';
import { bearer, createVerifiedAccount } from '../testing/accounts';
import { solveAltcha } from '../testing/captcha';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let admin: Awaited<ReturnType<typeof createVerifiedAccount>>;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '100', ADMIN_EMAILS: 'boss@example.com' });
  admin = await createVerifiedAccount(server, 'creator', { email: 'boss@example.com' });
});
afterAll(() => server.close());

describe('newsletter under concurrency', () => {
  it('simultaneous subscriptions of one new address: one row, one welcome, and its link works', async () => {
    // Straight to the service, so the transactions truly overlap (on PostgreSQL; PGlite runs them in turn).
    const deps = { ...server.deps, captcha: { widget: server.deps.captcha.widget, verify: async () => {} } };
    for (let round = 0; round < 5; round++) {
      const email = `race-${round}-${Date.now()}@example.com`;
      const results = await Promise.all(
        Array.from({ length: 5 }, () => subscribeToNewsletter(deps, { email, token: 'accepted' }, `203.0.113.${round}`)),
      );
      expect(results.every((r) => r.success)).toBe(true);
      await server.deliverEmail();
      const welcomes = server.mail.to(email);
      expect(welcomes).toHaveLength(1);
      const token = new URL(welcomes[0]!.text.match(/http:\/\/\S+\/unsubscribe\?token=[\w-]+/)![0]).searchParams.get('token');
      expect(
        (await server.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } })).statusCode,
      ).toBe(200);
    }
  });

  it('allows 5 subscriptions per IP per 10 minutes, on either door, then 429', async () => {
    const strict = await startTestServer();
    try {
      const rest = async (i: number) =>
        strict.app.inject({
          method: 'POST',
          url: '/api/subscribe-newsletter',
          remoteAddress: '198.51.100.9',
          payload: { email: `n${i}@example.com`, token: await solveAltcha(strict) },
        });
      for (let i = 0; i < 5; i++) expect((await rest(i)).statusCode).toBe(200);
      const viaTrpc = await strict.app.inject({
        method: 'POST',
        url: '/trpc/newsletter.subscribe',
        remoteAddress: '198.51.100.9',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'n6@example.com', token: await solveAltcha(strict) }),
      });
      expect(viaTrpc.statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('captcha order', () => {
  it('a form refused for a bad field does not use up its solved captcha', async () => {
    const token = await solveAltcha(server);
    const bad = await server.app.inject({
      method: 'POST',
      url: '/api/submit-contact',
      payload: { name: 'A', email: 'not-an-email', message: 'hi', token },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.email).toBe(PUBLIC_FORM_MESSAGES.contact.invalidEmail);
    const good = await server.app.inject({
      method: 'POST',
      url: '/api/submit-contact',
      payload: { name: 'A', email: 'a@example.com', message: 'hi', token },
    });
    expect(good.statusCode).toBe(200);
  });
});

describe('cross-site requests to the new routes', () => {
  it('refuses a cookie-authenticated PUT or POST from another site', async () => {
    const evil = { origin: 'https://evil.example' };
    const cookies = { sponsorly_session: admin.sessionToken };
    const attempts = [
      server.app.inject({
        method: 'PUT',
        url: '/api/profile',
        cookies,
        headers: evil,
        payload: { first_name: 'X', last_name: 'Y', bio: 'pwned' },
      }),
      server.app.inject({ method: 'POST', url: '/api/protected/test-email?email=a@example.com', cookies, headers: evil }),
      server.app.inject({
        method: 'POST',
        url: '/api/submit-contact',
        cookies,
        headers: evil,
        payload: { name: 'A', email: 'a@example.com', message: 'hi', token: 'x' },
      }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(403);
    const profile = await server.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(admin.sessionToken) });
    expect(profile.json().profile.bio).toBeNull();
  });
});

describe('admin, more', () => {
  it('refuses admin.sendTestEmail to a non-admin through tRPC', async () => {
    const creator = await createVerifiedAccount(server);
    const res = await server.app.inject({
      method: 'POST',
      url: '/trpc/admin.sendTestEmail',
      cookies: { sponsorly_session: creator.sessionToken },
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com' }),
    });
    expect(res.statusCode).toBe(403);
    expect(
      await server.deps.db.selectFrom('email_outbox').select('id').where('subject', '=', 'Sponsorly test email').execute(),
    ).toHaveLength(0);
  });

  it('pages through rows created within the same millisecond without skipping any', async () => {
    await server.deps.db.deleteFrom('early_access_users').execute();
    // 101 rows whose times differ only in microseconds, as now() writes them.
    await server.deps.db
      .insertInto('early_access_users')
      .values(
        Array.from({ length: 101 }, (_, i) => ({
          firstname: 'F',
          lastname: 'L',
          email: `us${i}@example.com`,
          created_at: `2026-05-01 10:00:00.000${String(i).padStart(3, '0')}+00`,
        })),
      )
      .execute();
    const first = (
      await server.app.inject({ method: 'GET', url: '/api/protected/db-test', headers: bearer(admin.sessionToken) })
    ).json();
    const second = (
      await server.app.inject({
        method: 'GET',
        url: `/api/protected/db-test?early_access_cursor=${first.next_cursors.early_access}`,
        headers: bearer(admin.sessionToken),
      })
    ).json();
    expect(first.early_access_users.length + second.early_access_users.length).toBe(101);
  });

  it('answers crafted cursors with 400, never 500', async () => {
    const crafted = [
      JSON.stringify(['2026-01-01 00:00:00+00', '-'.repeat(36)]),
      JSON.stringify(['-271821-04-20T00:00:00.000Z', '00000000-0000-4000-8000-000000000000']),
      JSON.stringify(['+275760-09-13T00:00:00.000Z', '00000000-0000-4000-8000-000000000000']),
      JSON.stringify(["2026-01-01'; drop table users; --", '00000000-0000-4000-8000-000000000000']),
      'not json',
    ];
    for (const raw of crafted) {
      const cursor = Buffer.from(raw).toString('base64url');
      const res = await server.app.inject({
        method: 'GET',
        url: `/api/protected/db-test?users_cursor=${cursor}`,
        headers: bearer(admin.sessionToken),
      });
      expect(res.statusCode, raw).toBe(400);
    }
  });
});

describe('random input on the new endpoints (seeded)', () => {
  it('never answers 5xx', async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), fc.constant(''), fc.integer(), fc.constant(null));
    const body = fc.record(
      {
        name: anyText,
        email: anyText,
        message: anyText,
        token: anyText,
        first_name: anyText,
        last_name: anyText,
        bio: anyText,
        categories: fc.array(anyText, { maxLength: 3 }),
        social_links: fc.dictionary(fc.string(), anyText),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          ['POST', '/api/submit-contact'],
          ['POST', '/api/subscribe-newsletter'],
          ['POST', '/api/newsletter/unsubscribe'],
          ['PUT', '/api/profile'],
        ),
        body,
        async ([method, url], payload) => {
          const res = await server.app.inject({
            method: method as 'POST' | 'PUT',
            url,
            payload: JSON.stringify(payload),
            headers: { 'content-type': 'application/json', ...bearer(brand.sessionToken) },
          });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { seed: 20261121, numRuns: 150 },
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 60 }), async (id) => {
        const res = await server.app.inject({
          method: 'GET',
          url: `/api/creators/${encodeURIComponent(id) || 'x'}`,
          headers: bearer(brand.sessionToken),
        });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { seed: 11, numRuns: 80 },
    );
  });
});

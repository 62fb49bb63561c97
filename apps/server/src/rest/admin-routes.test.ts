import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@sponsorly/shared';
import { seedSampleData } from '../seed/accounts';
import { bearer, createVerifiedAccount, signUpAndVerify } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let admin: Awaited<ReturnType<typeof createVerifiedAccount>>;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: 'boss@example.com', RATE_LIMIT_FACTOR: '10' });
  // Signed up by email, so that the sent emails list has a verification email to show.
  admin = await signUpAndVerify(server, 'creator', { email: 'boss@example.com' });
});
afterAll(() => server.close());

const dbTest = (token?: string, query = '') =>
  server.app.inject({ method: 'GET', url: `/api/protected/db-test${query}`, headers: token ? bearer(token) : {} });
const testEmail = (token: string | undefined, query: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: `/api/protected/test-email${query}`,
    headers: { ...(token ? bearer(token) : {}), ...headers },
  });

describe('admin database view', () => {
  it('answers 401 when logged out and 403 {message, is_admin: false} to creators and brands, on both endpoints', async () => {
    // A fresh database has no admin flag set: the admin here is one only through ADMIN_EMAILS.
    expect(await server.deps.db.selectFrom('users').select('id').where('is_admin', '=', true).execute()).toHaveLength(0);
    const anonymous = await dbTest();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(ADMIN_MESSAGES.mustLogIn);
    expect((await testEmail(undefined, '?email=a@b.co')).statusCode).toBe(401);
    for (const kind of ['creator', 'brand'] as const) {
      const user = await createVerifiedAccount(server, kind);
      const res = await dbTest(user.sessionToken);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ is_admin: false, message: ADMIN_MESSAGES.notAdmin });
      expect((await testEmail(user.sessionToken, '?email=a@b.co')).statusCode).toBe(403);
      // The session cookie works the same way as the bearer token.
      expect(
        (
          await server.app.inject({
            method: 'GET',
            url: '/api/protected/db-test',
            cookies: { sponsorly_session: user.sessionToken },
          })
        ).statusCode,
      ).toBe(403);
    }
  });

  it("shows an admin the three lists with the spec's fields, newest first, and no secret", async () => {
    await seedSampleData(server.deps.db, server.clock.now);
    await server.deliverEmail();
    const res = await dbTest(admin.sessionToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.is_admin).toBe(true);
    expect(Object.keys(body.users[0]).sort()).toEqual([
      'created_at',
      'email',
      'id',
      'is_premium',
      'is_tester',
      'updated_at',
      'username',
    ]);
    expect(Object.keys(body.early_access_users[0]).sort()).toEqual(['created_at', 'email', 'firstname', 'id', 'lastname']);
    expect(Object.keys(body.emails_sent[0]).sort()).toEqual([
      'attempts',
      'created_at',
      'error_message',
      'id',
      'next_attempt_at',
      'recipient_email',
      'sent_at',
      'status',
      'subject',
    ]);
    expect(body.early_access_users.map((r: { email: string }) => r.email)).toContain('priya@example.com');
    const times = body.users.map((u: { created_at: string }) => u.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    // Nothing secret: no hash, no token, no body, no live link.
    expect(res.body).not.toMatch(
      /argon2|password|token=|text_body|html_body|http:\/\/localhost:3000\/(verify-email|reset-password)/,
    );
    expect(res.body).not.toContain(admin.sessionToken);
  });

  it('pages 100 rows at a time with a cursor to the next page', async () => {
    const base = new Date('2026-01-01T00:00:00Z').getTime();
    await server.deps.db
      .insertInto('early_access_users')
      .values(
        Array.from({ length: 150 }, (_, i) => ({
          firstname: `F${i}`,
          lastname: 'L',
          email: `page${i}@example.com`,
          created_at: new Date(base + i * 1000),
        })),
      )
      .execute();
    const first = (await dbTest(admin.sessionToken)).json();
    expect(first.early_access_users).toHaveLength(100);
    expect(first.next_cursors.early_access).toEqual(expect.any(String));
    const second = (await dbTest(admin.sessionToken, `?early_access_cursor=${first.next_cursors.early_access}`)).json();
    const seen = new Set([...first.early_access_users, ...second.early_access_users].map((r: { id: string }) => r.id));
    const total = (await server.deps.db.selectFrom('early_access_users').select('id').execute()).length;
    expect(seen.size).toBe(total);
    expect(second.next_cursors.early_access).toBeNull();
    expect((await dbTest(admin.sessionToken, '?early_access_cursor=garbage')).statusCode).toBe(400);
  });

  it('queues a test email (202) and shows whether each email was delivered, is retried, or failed and why', async () => {
    const noEmail = await testEmail(admin.sessionToken, '', { 'content-type': 'application/json' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe(ADMIN_MESSAGES.emailRequired);

    const queued = await testEmail(admin.sessionToken, '?email=inbox@example.com', { 'content-type': 'application/json' });
    expect(queued.statusCode).toBe(202);
    await server.deliverEmail();
    expect(server.mail.to('inbox@example.com').at(-1)!.subject).toBe('Sponsorly test email');

    server.mail.failWith = 503;
    try {
      await testEmail(admin.sessionToken, '?email=retry@example.com');
      await server.deliverEmail();
    } finally {
      server.mail.failWith = undefined;
    }
    const emails = (await dbTest(admin.sessionToken)).json().emails_sent as Array<Record<string, unknown>>;
    expect(emails.find((e) => e.recipient_email === 'inbox@example.com')).toMatchObject({ status: 'sent', error_message: null });
    const retrying = emails.find((e) => e.recipient_email === 'retry@example.com')!;
    expect(retrying).toMatchObject({ status: 'pending', attempts: 1 });
    expect(retrying.error_message).toMatch(/503/);
    expect(retrying.next_attempt_at).toEqual(expect.any(String));
  });

  it('pages each list on its own through tRPC, with the cursor an infinite query passes', async () => {
    const page = async (procedure: string, input: Record<string, unknown>, token = admin.sessionToken) => {
      const url = `/trpc/admin.${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;
      return server.app.inject({ method: 'GET', url, cookies: { sponsorly_session: token } });
    };
    // The early-access rows of the test above: more than one page.
    const total = (await server.deps.db.selectFrom('early_access_users').select('id').execute()).length;
    expect(total).toBeGreaterThan(100);
    const first = (await page('earlyAccessUsers', { cursor: null, direction: 'forward' })).json().result.data;
    expect(first.rows).toHaveLength(100);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = (await page('earlyAccessUsers', { cursor: first.next_cursor, direction: 'forward' })).json().result.data;
    expect(second.next_cursor).toBeNull();
    const ids = [...first.rows, ...second.rows].map((row: { id: string }) => row.id);
    expect(new Set(ids).size).toBe(total);
    // Newest first across the two pages.
    const created = [...first.rows, ...second.rows].map((row: { created_at: string }) => row.created_at);
    expect([...created].sort().reverse()).toEqual(created);

    const users = (await page('users', {})).json().result.data;
    expect(users.rows.map((row: { email: string }) => row.email)).toContain('boss@example.com');
    expect(Object.keys(users.rows[0]).sort()).toEqual([
      'created_at',
      'email',
      'id',
      'is_premium',
      'is_tester',
      'updated_at',
      'username',
    ]);
    const emails = (await page('emails', {})).json().result.data;
    expect(emails.rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(emails)).not.toMatch(/token=|password/i);

    expect((await page('users', { cursor: 'garbage' })).statusCode).toBe(400);
    const creator = await createVerifiedAccount(server);
    for (const procedure of ['users', 'earlyAccessUsers', 'emails']) {
      expect((await page(procedure, {}, creator.sessionToken)).statusCode, procedure).toBe(403);
    }
    expect((await server.app.inject({ method: 'GET', url: '/trpc/admin.users?input=%7B%7D' })).statusCode).toBe(401);
  });

  it('works through tRPC for the admin page, and refuses non-admins there too', async () => {
    const lists = await server.app.inject({
      method: 'GET',
      url: '/trpc/admin.lists?input=%7B%7D',
      cookies: { sponsorly_session: admin.sessionToken },
    });
    expect(lists.statusCode).toBe(200);
    expect(lists.json().result.data.is_admin).toBe(true);
    const creator = await createVerifiedAccount(server);
    const refused = await server.app.inject({
      method: 'GET',
      url: '/trpc/admin.lists?input=%7B%7D',
      cookies: { sponsorly_session: creator.sessionToken },
    });
    expect(refused.statusCode).toBe(403);
    expect(JSON.stringify(refused.json())).not.toContain('users');
  });
});

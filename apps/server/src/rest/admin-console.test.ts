import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, SANDBOX_CARDS } from '@sponsorly/shared';
import { createVerifiedAccount } from '../testing/accounts';
import { acceptLatest, dealCall, offerBody, type Account } from '../testing/deals';
import { startTestServer, type TestServer } from '../testing/test-server';

const ADMIN = 'console-chief@example.com';
let server: TestServer;
let call: ReturnType<typeof dealCall>;
let admin: Account;
let brand: Account;
let creator: Account;
let dealId: string;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_FACTOR: '50' });
  call = dealCall(server);
  [admin, brand, creator] = await Promise.all([
    createVerifiedAccount(server, 'creator', { email: ADMIN, firstName: 'Chief', lastName: 'Admin' }),
    createVerifiedAccount(server, 'brand', { email: 'orders@northwind-coffee.example', firstName: 'Nora', lastName: 'West' }),
    createVerifiedAccount(server, 'creator', { email: 'Priya.Sharma@Example.com', firstName: 'Priya', lastName: 'Sharma' }),
  ]);
  await server.database.db
    .updateTable('brand_profiles')
    .set({ company_name: 'Northwind Coffee' })
    .where('user_id', '=', brand.user.id)
    .execute();
  // A deal the brand funded with the sandbox card: a deal and a charge for both parties' pages.
  const made = await call('POST', '/api/deals', brand.sessionToken, offerBody(server, creator.user.id));
  dealId = made.json().deal.id;
  expect((await acceptLatest(server, dealId, creator.sessionToken)).statusCode).toBe(200);
  const funded = await call('POST', `/api/deals/${dealId}/fund`, brand.sessionToken, { card_number: SANDBOX_CARDS.succeeds });
  expect(funded.statusCode).toBe(200);
  // An account whose email link was never followed.
  await server.database.db
    .insertInto('users')
    .values({
      email: 'waiting.creator@example.com',
      password_hash: 'not-a-real-hash',
      user_type: 'creator',
      first_name: 'Wanda',
      last_name: 'Waits',
      created_at: server.clock.now,
      updated_at: server.clock.now,
    })
    .execute();
});
afterAll(() => server.close());

type Row = { id: string; email: string; name: string; user_type: string; is_admin: boolean; verified: boolean };
const search = async (query: string, token = admin.sessionToken) => {
  const res = await call('GET', `/api/admin/users${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json().rows as Row[];
};
const emails = (rows: Row[]) => rows.map((r) => r.email).sort();

const resend = (id: string, token = admin.sessionToken) => call('POST', `/api/admin/outbox/${id}/resend`, token, {});
const outboxRow = (id: string) =>
  server.database.db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the console’s user search', () => {
  it('finds accounts by part of a name or an email, in any case', async () => {
    expect(emails(await search('?q=PRIYA.sh'))).toEqual(['priya.sharma@example.com']);
    expect(emails(await search('?q=northwind'))).toEqual(['orders@northwind-coffee.example']);
    expect(emails(await search('?q=ya%20shar'))).toEqual(['priya.sharma@example.com']);
    // The brand's company name finds it too, and is the name the console shows.
    const [coffee] = await search('?q=Coffee');
    expect(coffee).toMatchObject({ email: 'orders@northwind-coffee.example', name: 'Northwind Coffee', user_type: 'brand' });
    // LIKE's wildcards are taken literally: "%" is not "anything".
    expect(await search('?q=%25')).toEqual([]);
    expect(await search('?q=nobody-here')).toEqual([]);
  });

  it('filters by role and by state, newest first', async () => {
    expect(emails(await search('?role=brand'))).toEqual(['orders@northwind-coffee.example']);
    expect(emails(await search('?role=admin'))).toEqual([ADMIN]);
    expect(emails(await search('?role=creator'))).toEqual(
      [ADMIN, 'priya.sharma@example.com', 'waiting.creator@example.com'].sort(),
    );
    expect(emails(await search('?state=unverified'))).toEqual(['waiting.creator@example.com']);
    expect(emails(await search('?role=creator&state=verified&q=example.com'))).toEqual(
      [ADMIN, 'priya.sharma@example.com'].sort(),
    );
    const all = await search('');
    expect(all.find((r) => r.email === ADMIN)).toMatchObject({ is_admin: true, verified: true });
    const bad = await call('GET', '/api/admin/users?role=owner', admin.sessionToken);
    expect(bad.statusCode).toBe(400);
  });
});

describe('one account in the console', () => {
  it('shows its profile, its deals, its payments and wallet, and its history; no secret', async () => {
    const res = await call('GET', `/api/admin/users/${brand.user.id}`, admin.sessionToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ email: 'orders@northwind-coffee.example', name: 'Northwind Coffee', verified: true });
    expect(body.profile.company_name).toBe('Northwind Coffee');
    expect(body.deals).toEqual([
      expect.objectContaining({
        id: dealId,
        side: 'brand',
        status: 'in_progress',
        other_party: { id: creator.user.id, name: 'Priya Sharma' },
      }),
    ]);
    expect(body.payments).toEqual([
      expect.objectContaining({
        kind: 'charge',
        status: 'succeeded',
        deal_id: dealId,
        amount_cents: 49_500,
        user_name: 'Nora West',
      }),
    ]);
    expect(body.wallet.held_cents).toBe(49_500);
    const kinds = body.history.map((h: { kind: string }) => h.kind);
    expect(kinds).toEqual(expect.arrayContaining(['signed_up', 'verified', 'session', 'deal_event']));
    expect(body.history.find((h: { kind: string }) => h.kind === 'deal_event')).toMatchObject({ deal_id: dealId });
    expect(res.body).not.toMatch(/argon2|password|token_hash/);
    expect(res.body).not.toContain(brand.sessionToken);

    const theCreator = (await call('GET', `/api/admin/users/${creator.user.id}`, admin.sessionToken)).json();
    expect(theCreator.deals[0]).toMatchObject({ side: 'creator', other_party: { name: 'Northwind Coffee' } });
    expect(theCreator.payments).toEqual([]);

    const missing = await call('GET', '/api/admin/users/00000000-0000-4000-8000-000000000000', admin.sessionToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ADMIN_MESSAGES.userNotFound);
  });

  it('lists payment operations newest first, by kind and status', async () => {
    const all = (await call('GET', '/api/admin/payment-operations', admin.sessionToken)).json().rows;
    expect(all).toEqual([expect.objectContaining({ kind: 'charge', status: 'succeeded', deal_id: dealId })]);
    expect(
      (await call('GET', '/api/admin/payment-operations?kind=charge&status=succeeded', admin.sessionToken)).json().rows,
    ).toHaveLength(1);
    expect((await call('GET', '/api/admin/payment-operations?kind=payout', admin.sessionToken)).json().rows).toEqual([]);
    expect((await call('GET', '/api/admin/payment-operations?status=failed', admin.sessionToken)).json().rows).toEqual([]);
  });
});

describe('the outbox', () => {
  async function failedEmail(recipient: string) {
    return server.database.db
      .insertInto('email_outbox')
      .values({
        recipient_email: recipient,
        subject: 'Your deal is funded',
        text_body: 'The work can start.',
        html_body: '<p>The work can start.</p>',
        // As the worker leaves a message after its last refused attempt.
        status: 'failed',
        attempts: 8,
        next_attempt_at: server.clock.now,
        error_message: 'Mailgun answered 503',
        created_at: server.clock.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  it('lists the emails of one status', async () => {
    const { id } = await failedEmail('listed@example.com');
    const failed = (await call('GET', '/api/admin/outbox?status=failed', admin.sessionToken)).json().rows;
    expect(failed.map((r: { id: string }) => r.id)).toContain(id);
    expect(failed.every((r: { status: string }) => r.status === 'failed')).toBe(true);
    const sent = (await call('GET', '/api/admin/outbox?status=sent', admin.sessionToken)).json().rows;
    expect(sent.map((r: { id: string }) => r.id)).not.toContain(id);
  });

  it('moves a failed email back to pending once; a second resend changes nothing and says so; it is then delivered', async () => {
    const { id } = await failedEmail('resend-me@example.com');
    const first = await resend(id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id, status: 'pending', resent: true, message: ADMIN_MESSAGES.emailResent });
    const moved = await outboxRow(id);
    expect(moved).toMatchObject({ status: 'pending', attempts: 0 });

    const second = await resend(id);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ id, status: 'pending', resent: false, message: ADMIN_MESSAGES.emailAlreadyPending });
    expect(await outboxRow(id)).toEqual(moved);

    await server.deliverEmail();
    expect(server.mail.to('resend-me@example.com').map((m) => m.subject)).toEqual(['Your deal is funded']);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('refuses to resend a sent email, and answers 404 for an unknown one', async () => {
    const sent = await server.database.db
      .selectFrom('email_outbox')
      .select('id')
      .where('status', '=', 'sent')
      .executeTakeFirstOrThrow();
    const refused = await resend(sent.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'state_changed', message: ADMIN_MESSAGES.emailAlreadySent });
    expect(await outboxRow(sent.id)).toMatchObject({ status: 'sent' });
    expect((await resend('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('only administrators', () => {
  it('refuses every console read and action to creators and brands (403) and to visitors (401), on both doors', async () => {
    const { id } = await server.database.db
      .selectFrom('email_outbox')
      .select('id')
      .where('status', '=', 'failed')
      .executeTakeFirstOrThrow();
    const reads = [
      '/api/admin/users?q=a',
      `/api/admin/users/${brand.user.id}`,
      '/api/admin/outbox',
      '/api/admin/payment-operations',
    ];
    for (const who of [brand, creator]) {
      for (const url of reads) {
        const res = await call('GET', url, who.sessionToken);
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toMatchObject({ message: ADMIN_MESSAGES.notAdmin, is_admin: false });
      }
      expect((await resend(id, who.sessionToken)).statusCode).toBe(403);
      const trpc = await server.app.inject({
        method: 'GET',
        url: `/trpc/admin.searchUsers?input=${encodeURIComponent(JSON.stringify({ q: 'a' }))}`,
        cookies: { sponsorly_session: who.sessionToken },
      });
      expect(trpc.statusCode).toBe(403);
    }
    expect((await call('GET', '/api/admin/users')).statusCode).toBe(401);
    expect((await outboxRow(id)).status).toBe('failed');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '@sponsorly/api';
import { FIXTURE_PASSWORDS } from '@sponsorly/api/testing';
import { MODERATION_MESSAGES, SANDBOX_CARDS } from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import { createVerifiedAccount } from '../testing/accounts';
import { application, caller, publishedCampaign } from '../testing/campaigns';
import { acceptLatest, offerBody, type Account } from '../testing/deals';
import { startTestServer, type TestServer } from '../testing/test-server';

const ADMIN = 'moderation-chief@example.com';
const SUPPORT = 'trust@sponsorly.example';
let server: TestServer;
let call: ReturnType<typeof caller>;
let admin: Account;
let brand: Account;
let otherBrand: Account;
let creator: Account;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN, CONTACT_EMAIL: SUPPORT, RATE_LIMIT_FACTOR: '50' });
  call = caller(server);
  [admin, brand, otherBrand, creator] = await Promise.all([
    createVerifiedAccount(server, 'creator', { email: ADMIN }),
    createVerifiedAccount(server, 'brand'),
    createVerifiedAccount(server, 'brand'),
    createVerifiedAccount(server, 'creator', { firstName: 'Zebulon', lastName: 'Quill' }),
  ]);
});
afterAll(() => server.close());

const report = (token: string | undefined, body: object) => call('POST', '/api/reports', token, body);
const act = (path: string, reason?: string, token = admin.sessionToken) =>
  call('POST', `/api/admin/${path}`, token, reason === undefined ? {} : { reason });
const auditOf = (subjectId: string) => call('GET', `/api/admin/audit?subject_id=${subjectId}`, admin.sessionToken);

/** The creator answers the brand's first message; answers the creator's message id. */
async function conversationWithReply(b: Account, c: Account, body = 'Pay me on another app instead.'): Promise<string> {
  const started = await call('POST', '/api/conversations', b.sessionToken, { creator_id: c.user.id, body: 'Hi! A reel?' });
  expect(started.statusCode).toBe(201);
  const sent = await call('POST', `/api/conversations/${started.json().conversation_id}/messages`, c.sessionToken, { body });
  expect(sent.statusCode).toBe(201);
  return sent.json().message.id as string;
}

describe('POST /api/reports', () => {
  let messageId: string;
  beforeAll(async () => {
    messageId = await conversationWithReply(brand, creator);
  });

  it('files a report of a message: 201 {id, status: open}; the same report again is the same one', async () => {
    const first = await report(brand.sessionToken, {
      kind: 'message',
      id: messageId,
      reason: 'scam',
      details: 'Asks for PayPal.',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(String), status: 'open' });
    const again = await report(brand.sessionToken, { kind: 'message', id: messageId, reason: 'spam' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const rows = await server.database.db
      .selectFrom('reports')
      .select(['reason', 'subject_user_id', 'details'])
      .where('subject_id', '=', messageId)
      .execute();
    expect(rows).toEqual([{ reason: 'scam', subject_user_id: creator.user.id, details: 'Asks for PayPal.' }]);
  });

  it('answers 404 for a message in a conversation the reporter is not part of, and for an unknown id', async () => {
    const outsider = await report(otherBrand.sessionToken, { kind: 'message', id: messageId, reason: 'spam' });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toEqual({ code: 'not_found', message: MODERATION_MESSAGES.notFound });
    for (const kind of ['user', 'message', 'campaign', 'review'])
      expect((await report(brand.sessionToken, { kind, id: crypto.randomUUID(), reason: 'spam' })).statusCode).toBe(404);
    expect(
      await server.database.db.selectFrom('reports').select('id').where('reporter_id', '=', otherBrand.user.id).execute(),
    ).toEqual([]);
  });

  it('reports a user and a campaign; a draft campaign the reporter cannot see is 404', async () => {
    server.clock.advance(60_000);
    const user = await report(creator.sessionToken, { kind: 'user', id: otherBrand.user.id, reason: 'harassment' });
    expect(user.statusCode).toBe(201);
    const campaign = await publishedCampaign(server, otherBrand.sessionToken);
    const reported = await report(creator.sessionToken, { kind: 'campaign', id: campaign, reason: 'inappropriate' });
    expect(reported.statusCode).toBe(201);
    const draft = await call('POST', '/api/campaigns', otherBrand.sessionToken, { title: 'Secret draft' });
    const draftId = draft.json().id as string;
    expect((await report(creator.sessionToken, { kind: 'campaign', id: draftId, reason: 'spam' })).statusCode).toBe(404);
  });

  it('refuses a bad reason, "other" without details, yourself (400) and anonymous callers (401)', async () => {
    const bad = await report(brand.sessionToken, { kind: 'user', id: creator.user.id, reason: 'boring' });
    expect(bad.statusCode).toBe(400);
    const other = await report(brand.sessionToken, { kind: 'user', id: creator.user.id, reason: 'other' });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields.details).toBe(MODERATION_MESSAGES.detailsRequired);
    const self = await report(brand.sessionToken, { kind: 'user', id: brand.user.id, reason: 'spam' });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(MODERATION_MESSAGES.cannotReportYourself);
    expect((await report(undefined, { kind: 'user', id: creator.user.id, reason: 'spam' })).statusCode).toBe(401);
  });
});

describe('the administrators’ side', () => {
  it('keeps every admin route from creators and brands (403) and anonymous callers (401)', async () => {
    const id = crypto.randomUUID();
    const routes: [string, string][] = [
      ['GET', '/api/admin/reports'],
      ['GET', '/api/admin/audit'],
      ['POST', `/api/admin/reports/${id}/dismiss`],
      ['POST', `/api/admin/users/${id}/warn`],
      ['POST', `/api/admin/users/${id}/suspend`],
      ['POST', `/api/admin/users/${id}/unsuspend`],
      ['POST', `/api/admin/campaigns/${id}/hide`],
      ['POST', `/api/admin/reviews/${id}/hide`],
    ];
    for (const [method, url] of routes) {
      const payload = method === 'POST' ? { reason: 'x' } : undefined;
      expect((await call(method as 'GET', url, undefined, payload)).statusCode).toBe(401);
      expect((await call(method as 'GET', url, brand.sessionToken, payload)).statusCode).toBe(403);
      expect((await call(method as 'GET', url, creator.sessionToken, payload)).statusCode).toBe(403);
    }
  });

  it('lists open reports grouped by who they are about, with the content and the account’s history', async () => {
    const answer = await call('GET', '/api/admin/reports', admin.sessionToken);
    expect(answer.statusCode).toBe(200);
    const { items, next_cursor } = answer.json();
    expect(next_cursor).toBeNull();
    // otherBrand's reports are the newest: its group comes first.
    expect(items.map((g: { subject: { id: string } }) => g.subject.id)).toEqual([otherBrand.user.id, creator.user.id]);
    const aboutCreator = items[1];
    expect(aboutCreator.subject).toMatchObject({
      id: creator.user.id,
      name: 'Zebulon Quill',
      user_type: 'creator',
      standing: { status: 'active', warnings: 0, suspended_at: null },
      history: { reports: 1, deals: 0, disputes: 0, limits_hit: 0 },
    });
    expect(aboutCreator.reports).toEqual([
      expect.objectContaining({
        kind: 'message',
        reason: 'scam',
        status: 'open',
        content: 'Pay me on another app instead.',
        reporter: { id: brand.user.id, name: expect.any(String) },
      }),
    ]);
    expect(items[0].reports.map((r: { kind: string }) => r.kind).sort()).toEqual(['campaign', 'user']);
  });

  it('counts the rate limits an account met (its 429s) in its history', async () => {
    // The brand has used up its first contacts for the day: the next one is refused with a 429.
    await server.deps.limiters.firstContacts.penalty(otherBrand.user.id, 1_000_000);
    const stranger = await createVerifiedAccount(server, 'creator');
    const refused = await call('POST', '/api/conversations', otherBrand.sessionToken, {
      creator_id: stranger.user.id,
      body: 'Hi',
    });
    expect(refused.statusCode).toBe(429);
    const answer = await call('GET', '/api/admin/reports', admin.sessionToken);
    const group = answer.json().items.find((g: { subject: { id: string } }) => g.subject.id === otherBrand.user.id);
    expect(group.subject.history.limits_hit).toBe(1);
    // The brand's first contacts for the day back, for the offers of the tests that follow.
    await server.deps.limiters.firstContacts.delete(otherBrand.user.id);
  });

  it('dismisses a report with a reason (200), refuses one without (400), then a second dismissal (409); the audit log has it', async () => {
    const [open] = await server.database.db
      .selectFrom('reports')
      .select('id')
      .where('kind', '=', 'user')
      .where('subject_user_id', '=', otherBrand.user.id)
      .execute();
    const id = open!.id;
    for (const reason of [undefined, '', '   ']) {
      const refused = await act(`reports/${id}/dismiss`, reason);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields.reason).toBe(MODERATION_MESSAGES.adminReasonRequired);
    }
    const dismissed = await act(`reports/${id}/dismiss`, 'A brand asking twice is not harassment.');
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toEqual({ id, status: 'dismissed' });
    expect((await act(`reports/${id}/dismiss`, 'again')).statusCode).toBe(409);
    expect((await act(`reports/${crypto.randomUUID()}/dismiss`, 'gone')).statusCode).toBe(404);
    expect((await auditOf(id)).json().items).toEqual([
      {
        id: expect.any(Number),
        actor_id: admin.user.id,
        action: 'dismiss_report',
        subject_kind: 'report',
        subject_id: id,
        reason: 'A brand asking twice is not harassment.',
        created_at: expect.any(String),
      },
    ]);
    const dismissedList = await call('GET', '/api/admin/reports?status=dismissed', admin.sessionToken);
    expect(dismissedList.json().items[0].reports[0]).toMatchObject({ id, status: 'dismissed' });
  });

  it('warns an account: a notification with the reason, the standing counts it, its reports are actioned', async () => {
    expect((await act(`users/${creator.user.id}/warn`, '')).statusCode).toBe(400);
    const warned = await act(`users/${creator.user.id}/warn`, 'Payments stay on Sponsorly.');
    expect(warned.statusCode).toBe(200);
    expect(warned.json()).toEqual({ user_id: creator.user.id, status: 'active', suspended_at: null, warnings: 1 });
    const notes = await call('GET', '/api/notifications', creator.sessionToken);
    const warning = notes.json().items.find((n: { kind: string }) => n.kind === 'account_warning');
    expect(warning).toMatchObject({ title: MODERATION_MESSAGES.warning('x').title });
    expect(warning.body).toContain('Payments stay on Sponsorly.');
    const open = await call('GET', '/api/admin/reports', admin.sessionToken);
    expect(open.json().items.map((g: { subject: { id: string } }) => g.subject.id)).not.toContain(creator.user.id);
    expect((await auditOf(creator.user.id)).json().items.map((e: { action: string }) => e.action)).toEqual(['warn_user']);
  });

  it('hides a campaign from everyone but its brand, and a review from the brand’s page; each logged', async () => {
    const campaign = await publishedCampaign(server, brand.sessionToken, { title: 'Hidden smoothies' });
    expect((await call('GET', `/api/campaigns/${campaign}`, creator.sessionToken)).statusCode).toBe(200);
    expect((await act(`campaigns/${campaign}/hide`)).statusCode).toBe(400);
    expect((await act(`campaigns/${campaign}/hide`, 'Sells fake followers.')).json()).toEqual({ id: campaign, status: 'hidden' });
    expect((await call('GET', `/api/campaigns/${campaign}`, creator.sessionToken)).statusCode).toBe(404);
    expect((await call('GET', `/api/campaigns/${campaign}`, brand.sessionToken)).statusCode).toBe(200);
    const listed = await call('GET', '/api/campaigns?q=Hidden', creator.sessionToken);
    expect(listed.json().items).toEqual([]);
    expect((await call('POST', `/api/campaigns/${campaign}/applications`, creator.sessionToken, application())).statusCode).toBe(
      404,
    );
    expect((await act(`campaigns/${crypto.randomUUID()}/hide`, 'gone')).statusCode).toBe(404);

    // A review of the brand, written straight to the table on a deal of theirs.
    const made = await call('POST', '/api/deals', brand.sessionToken, offerBody(server, creator.user.id));
    const dealId = made.json().deal.id as string;
    await server.database.db
      .insertInto('deal_reviews')
      .values({
        deal_id: dealId,
        author_side: 'creator',
        author_id: creator.user.id,
        subject_id: brand.user.id,
        rating: 1,
        text: 'Rude words',
      })
      .execute();
    await sql`update deals set approved_at = now() - interval '30 days' where id = ${dealId}`.execute(server.database.db);
    const before = await call('GET', `/api/users/${brand.user.id}/reviews`, creator.sessionToken);
    const reviewId = before.json().items[0].id as string;
    expect(before.json().count).toBe(1);
    expect((await report(brand.sessionToken, { kind: 'review', id: reviewId, reason: 'harassment' })).statusCode).toBe(201);
    expect((await act(`reviews/${reviewId}/hide`, 'Insults, not a review.')).statusCode).toBe(200);
    const after = await call('GET', `/api/users/${brand.user.id}/reviews`, creator.sessionToken);
    expect(after.json()).toMatchObject({ count: 0, items: [] });
    expect((await auditOf(reviewId)).json().items[0]).toMatchObject({ action: 'hide_review', subject_kind: 'review' });
    expect((await auditOf(campaign)).json().items[0]).toMatchObject({ action: 'hide_campaign', reason: 'Sells fake followers.' });
    const reviewReports = await server.database.db
      .selectFrom('reports')
      .select('status')
      .where('subject_id', '=', reviewId)
      .execute();
    expect(reviewReports).toEqual([{ status: 'actioned' }]);
  });
});

describe('suspending an account', () => {
  let sender: Account;
  let offered: string;
  let funded: string;
  let applied: string;
  beforeAll(async () => {
    sender = await createVerifiedAccount(server, 'creator', { firstName: 'Ozymandias', lastName: 'Spammer' });
    // An offer still waiting, a deal funded and under way, an application.
    offered = (await call('POST', '/api/deals', brand.sessionToken, offerBody(server, sender.user.id))).json().deal.id;
    funded = (await call('POST', '/api/deals', otherBrand.sessionToken, offerBody(server, sender.user.id))).json().deal.id;
    expect((await acceptLatest(server, funded, sender.sessionToken)).statusCode).toBe(200);
    const paid = await call('POST', `/api/deals/${funded}/fund`, otherBrand.sessionToken, {
      card_number: SANDBOX_CARDS.succeeds,
    });
    expect(paid.json().deal.status).toBe('in_progress');
    const campaign = await publishedCampaign(server, otherBrand.sessionToken);
    const applying = await call('POST', `/api/campaigns/${campaign}/applications`, sender.sessionToken, application());
    expect(applying.statusCode).toBe(201);
    applied = applying.json().id;
  });

  const search = (name: string) => call('GET', `/api/creators/search?q=${name}`, brand.sessionToken);
  const logIn = (email: string) =>
    server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: FIXTURE_PASSWORDS.creator } });

  it('ends every session, refuses the login with 403 account_suspended, hides the listing, withdraws, freezes', async () => {
    expect((await search('Ozymandias')).json().items).toHaveLength(1);
    expect((await act(`users/${sender.user.id}/suspend`)).statusCode).toBe(400);
    expect((await call('GET', '/api/auth/me', sender.sessionToken)).statusCode).toBe(200);

    const suspended = await act(`users/${sender.user.id}/suspend`, 'Asked three brands to pay off the platform.');
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toEqual({
      user_id: sender.user.id,
      status: 'suspended',
      suspended_at: expect.any(String),
      warnings: 0,
    });

    expect((await call('GET', '/api/auth/me', sender.sessionToken)).statusCode).toBe(401);
    const account = await call('GET', `/api/admin/users/${sender.user.id}`, admin.sessionToken);
    expect(account.json().user.suspended_at).toBe(suspended.json().suspended_at);
    expect(await server.database.db.selectFrom('sessions').select('id').where('user_id', '=', sender.user.id).execute()).toEqual(
      [],
    );
    const login = await logIn(sender.email);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ code: 'account_suspended', message: MODERATION_MESSAGES.accountSuspended(SUPPORT) });
    expect(login.json().message).toContain(SUPPORT);
    // A session started by another door (a reset link) is refused when it is read.
    const backDoor = await createSession(server.database.db, sender.user.id, server.clock.now, null);
    expect((await call('GET', '/api/auth/me', backDoor)).statusCode).toBe(401);
    // A wrong password still says only that it is wrong.
    const wrong = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: sender.email, password: 'nope-nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);

    expect((await search('Ozymandias')).json().items).toEqual([]);
    expect((await call('GET', `/api/creators/${sender.user.id}`, brand.sessionToken)).statusCode).toBe(404);
    const statusOf = async (id: string) =>
      (await server.database.db.selectFrom('deals').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    expect(await statusOf(offered)).toBe('withdrawn');
    expect(await statusOf(funded)).toBe('disputed');
    const dispute = await server.database.db
      .selectFrom('deal_disputes')
      .select(['status', 'opened_side', 'reason'])
      .where('deal_id', '=', funded)
      .executeTakeFirstOrThrow();
    expect(dispute).toEqual({ status: 'open', opened_side: 'creator', reason: MODERATION_MESSAGES.frozenDisputeReason });
    const app = await server.database.db
      .selectFrom('applications')
      .select('status')
      .where('id', '=', applied)
      .executeTakeFirstOrThrow();
    expect(app.status).toBe('withdrawn');
    // The money stays held: the brand's wallet shows nothing back yet.
    const brandDeal = await call('GET', `/api/deals/${funded}`, otherBrand.sessionToken);
    expect(brandDeal.json().deal.status).toBe('disputed');
    // Suspending again changes nothing and logs nothing more.
    expect((await act(`users/${sender.user.id}/suspend`, 'again')).json().status).toBe('suspended');
    expect((await auditOf(sender.user.id)).json().items.map((e: { action: string }) => e.action)).toEqual(['suspend_user']);
  });

  it('lets an administrator release or refund the frozen deal through its dispute, logged with the note', async () => {
    const { id } = await server.database.db
      .selectFrom('deal_disputes')
      .select('id')
      .where('deal_id', '=', funded)
      .executeTakeFirstOrThrow();
    const decided = await call('POST', `/api/admin/disputes/${id}/resolve`, admin.sessionToken, {
      outcome: 'refund',
      note: 'The creator was suspended; the brand gets its money back.',
    });
    expect(decided.statusCode).toBe(200);
    expect((await auditOf(id)).json().items[0]).toMatchObject({
      action: 'resolve_dispute',
      subject_kind: 'dispute',
      reason: 'refund: The creator was suspended; the brand gets its money back.',
    });
  });

  it('hides a suspended brand’s campaigns from creators', async () => {
    const shady = await createVerifiedAccount(server, 'brand');
    const campaign = await publishedCampaign(server, shady.sessionToken, { title: 'Shady giveaway' });
    expect((await call('GET', `/api/campaigns/${campaign}`, creator.sessionToken)).statusCode).toBe(200);
    expect((await act(`users/${shady.user.id}/suspend`, 'Fake giveaways.')).statusCode).toBe(200);
    expect((await call('GET', `/api/campaigns/${campaign}`, creator.sessionToken)).statusCode).toBe(404);
    expect((await call('GET', '/api/campaigns?q=Shady', creator.sessionToken)).json().items).toEqual([]);
    expect((await call('GET', `/api/brands/${shady.user.id}`, creator.sessionToken)).statusCode).toBe(404);
  });

  it('refuses to suspend an administrator (409) or an unknown account (404)', async () => {
    expect((await act(`users/${admin.user.id}/suspend`, 'oops')).statusCode).toBe(409);
    expect((await act(`users/${crypto.randomUUID()}/suspend`, 'nobody')).statusCode).toBe(404);
  });

  it('lifts the suspension: the login works and the listing is back; the deal decided stays decided', async () => {
    expect((await act(`users/${sender.user.id}/unsuspend`, '  ')).statusCode).toBe(400);
    const lifted = await act(`users/${sender.user.id}/unsuspend`, 'Appeal accepted.');
    expect(lifted.json()).toEqual({ user_id: sender.user.id, status: 'active', suspended_at: null, warnings: 0 });
    expect((await logIn(sender.email)).statusCode).toBe(200);
    expect((await search('Ozymandias')).json().items).toHaveLength(1);
    expect((await call('GET', `/api/creators/${sender.user.id}`, brand.sessionToken)).statusCode).toBe(200);
    const offer = await server.database.db
      .selectFrom('deals')
      .select('status')
      .where('id', '=', offered)
      .executeTakeFirstOrThrow();
    expect(offer.status).toBe('withdrawn');
  });
});

describe('the audit log', () => {
  it('lists every action newest first, by actor and subject, a page at a time', async () => {
    const all = await call('GET', '/api/admin/audit', admin.sessionToken);
    expect(all.statusCode).toBe(200);
    const actions = all.json().items.map((e: { action: string }) => e.action);
    expect(actions[0]).toBe('unsuspend_user');
    expect(actions).toEqual(
      expect.arrayContaining(['dismiss_report', 'warn_user', 'hide_campaign', 'hide_review', 'suspend_user', 'resolve_dispute']),
    );
    const ids = all.json().items.map((e: { id: number }) => e.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const byActor = await call('GET', `/api/admin/audit?actor_id=${admin.user.id}`, admin.sessionToken);
    expect(byActor.json().items).toHaveLength(ids.length);
    const nobody = await call('GET', `/api/admin/audit?actor_id=${brand.user.id}`, admin.sessionToken);
    expect(nobody.json()).toEqual({ items: [], next_cursor: null });
    expect((await call('GET', '/api/admin/audit?cursor=abc', admin.sessionToken)).statusCode).toBe(400);
  });

  it('is append-only: the database refuses UPDATE, DELETE and an empty reason', async () => {
    const db = server.database.db;
    await expect(sql`update audit_log set reason = 'nothing happened'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow(/append-only/);
    await expect(
      sql`insert into audit_log (actor_id, action, subject_kind, subject_id, reason, created_at) values (null, 'warn_user', 'user', 'x', ' ', now())`.execute(
        db,
      ),
    ).rejects.toThrow();
    const reasons = await db.selectFrom('audit_log').select('reason').execute();
    expect(reasons.every((r) => r.reason.trim().length > 0)).toBe(true);
    expect(reasons.map((r) => r.reason)).toContain('Asked three brands to pay off the platform.');
  });
});

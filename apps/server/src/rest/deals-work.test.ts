import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_MESSAGES, DELIVERABLE_MESSAGES, ENDING_MESSAGES, PAYMENT_MESSAGES } from '@sponsorly/shared';
import { acceptLatest, dealAccounts, dealCall, offerBody, subjectsTo, type Account } from '../testing/deals';
import { creditWallet } from '../testing/ledger';
import { startTestServer, type TestServer } from '../testing/test-server';

const ADMIN = 'deals-work-chief@example.com';
const DAY = 24 * 3_600_000;
let server: TestServer;
let call: ReturnType<typeof dealCall>;
let brand: Account;
let creator: Account;
let otherBrand: Account;
let otherCreator: Account;
let admin: Account;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_FACTOR: '50' });
  // The 5th of this month: an approval and the clearing days after it fall in the same month's figures.
  const now = server.clock.now;
  server.clock.now = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 5, 12));
  call = dealCall(server);
  ({ brand, creator, otherBrand, otherCreator, admin } = await dealAccounts(server, ADMIN));
});
afterAll(() => server.close());

/** A funded deal of one Reel: $450 for the creator, one revision; its deliverable's id. */
async function fundedDeal(): Promise<{ id: string; reel: string }> {
  const made = await call(
    'POST',
    '/api/deals',
    brand.sessionToken,
    offerBody(server, creator.user.id, { revisions_included: 1 }),
  );
  const id = made.json().deal.id as string;
  await acceptLatest(server, id, creator.sessionToken);
  const funded = await call('POST', `/api/deals/${id}/fund`, brand.sessionToken, {});
  return { id, reel: funded.json().deal.work.deliverables[0].id as string };
}
const submit = (id: string, deliverable: string, token: string | undefined, body: unknown) =>
  call('POST', `/api/deals/${id}/deliverables/${deliverable}/submissions`, token, body);

describe('submissions, review and approval over REST', () => {
  it('a link draft answers 201 with the deal delivered; changes are asked (200) once, then 409 revisions_exhausted; approval releases the price', async () => {
    const { id, reel } = await fundedDeal();
    const sent = await submit(id, reel, creator.sessionToken, { url: 'https://drive.example.com/reel', note: 'Cut 1' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().deal).toMatchObject({
      status: 'delivered',
      work: {
        deliverables: [
          {
            id: reel,
            status: 'submitted',
            submissions: [{ kind: 'link', url: 'https://drive.example.com/reel', note: 'Cut 1', round: 1 }],
          },
        ],
      },
    });
    await server.deliverEmail();
    expect(subjectsTo(server, brand.email)).toContain('Maya Lopez delivered the work');

    const asked = await call('POST', `/api/deals/${id}/request-changes`, brand.sessionToken, {
      deliverable_id: reel,
      comment: 'Brighter, please.',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().deal).toMatchObject({ status: 'changes_requested', work: { revisions_used: 1, revisions_included: 1 } });
    await submit(id, reel, creator.sessionToken, { url: 'https://drive.example.com/reel-2' });
    const again = await call('POST', `/api/deals/${id}/request-changes`, brand.sessionToken, {
      deliverable_id: reel,
      comment: 'And louder.',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'revisions_exhausted',
      message: DELIVERABLE_MESSAGES.revisionsExhausted(1),
      status: 'delivered',
    });

    const approved = await call('POST', `/api/deals/${id}/approve`, brand.sessionToken, {});
    expect(approved.statusCode).toBe(200);
    expect(approved.json().deal).toMatchObject({
      status: 'completed',
      work: { approved_at: expect.any(String), clears_at: expect.any(String) },
    });
    expect((await call('GET', '/api/wallet', creator.sessionToken)).json()).toMatchObject({ pending_cents: 45_000 });
    const brandPage = await call('GET', `/api/brands/${brand.user.id}`, creator.sessionToken);
    expect(brandPage.json()).toMatchObject({ id: brand.user.id, name: 'Acme Labs' });
    expect(brandPage.json()).not.toHaveProperty('budget_range');
    expect((await call('GET', `/api/brands/${creator.user.id}`, creator.sessionToken)).statusCode).toBe(404);
    expect((await call('GET', `/api/brands/${brand.user.id}/reliability`, creator.sessionToken)).json()).toMatchObject({
      completed_deals: expect.any(Number),
    });
    const counts = (await call('GET', '/api/deals/counts', creator.sessionToken)).json();
    expect(counts.completed).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/api/deals/counts', otherCreator.sessionToken)).json()).toEqual({});
  });

  it('names what is wrong with a draft or a change request, and changes nothing', async () => {
    const { id, reel } = await fundedDeal();
    const bad = await submit(id, reel, creator.sessionToken, { url: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ url: DELIVERABLE_MESSAGES.urlInvalid });
    await submit(id, reel, creator.sessionToken, { url: 'https://drive.example.com/ok' });
    const empty = await call('POST', `/api/deals/${id}/request-changes`, brand.sessionToken, {
      deliverable_id: reel,
      comment: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ comment: DELIVERABLE_MESSAGES.commentRequired });
    const missing = await call('POST', `/api/deals/${id}/request-changes`, brand.sessionToken, {
      deliverable_id: 'nope',
      comment: 'x',
    });
    expect(missing.statusCode).toBe(404);
    expect((await call('GET', `/api/deals/${id}`, brand.sessionToken)).json().deal).toMatchObject({
      status: 'delivered',
      work: { revisions_used: 0 },
    });
  });

  it('keeps each step to its party: 403 for the other side, 404 for strangers, 401 anonymous', async () => {
    const { id, reel } = await fundedDeal();
    expect((await submit(id, reel, brand.sessionToken, { url: 'https://x.example.com' })).json()).toMatchObject({
      message: DELIVERABLE_MESSAGES.onlyCreatorSubmits,
    });
    expect((await submit(id, reel, otherCreator.sessionToken, { url: 'https://x.example.com' })).statusCode).toBe(404);
    expect((await submit(id, reel, undefined, { url: 'https://x.example.com' })).statusCode).toBe(401);
    await submit(id, reel, creator.sessionToken, { url: 'https://x.example.com' });
    expect((await call('POST', `/api/deals/${id}/approve`, creator.sessionToken, {})).json()).toMatchObject({
      code: 'forbidden',
      message: DEAL_MESSAGES.wrongParty.approve,
    });
    expect((await call('POST', `/api/deals/${id}/approve`, otherBrand.sessionToken, {})).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/deals/${id}/request-changes`, creator.sessionToken, { deliverable_id: reel, comment: 'x' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('cancellations and disputes over REST', () => {
  it('asks (200), refuses, asks again and accepts: canceled, the brand refunded; strangers 404', async () => {
    const { id } = await fundedDeal();
    const asked = await call('POST', `/api/deals/${id}/cancellation`, creator.sessionToken, { reason: 'Ill this month.' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().deal.cancellation).toMatchObject({ requested_side: 'creator', status: 'open' });
    expect((await call('POST', `/api/deals/${id}/cancellation`, creator.sessionToken, { reason: '' })).json().fields).toEqual({
      reason: ENDING_MESSAGES.reasonRequired,
    });
    expect((await call('POST', `/api/deals/${id}/cancellation/accept`, otherBrand.sessionToken, {})).statusCode).toBe(404);
    expect((await call('POST', `/api/deals/${id}/cancellation/refuse`, brand.sessionToken, {})).json().deal).toMatchObject({
      status: 'in_progress',
      cancellation: null,
    });
    await call('POST', `/api/deals/${id}/cancellation`, creator.sessionToken, { reason: 'Still ill.' });
    const accepted = await call('POST', `/api/deals/${id}/cancellation/accept`, brand.sessionToken, {});
    expect(accepted.json().deal).toMatchObject({ status: 'canceled' });
    expect((await call('POST', `/api/deals/${id}/cancel-overdue`, brand.sessionToken, {})).statusCode).toBe(409);
  });

  it('a dispute (201) answered by the other side and decided by an admin at /api/admin/disputes', async () => {
    const { id, reel } = await fundedDeal();
    await submit(id, reel, creator.sessionToken, { url: 'https://drive.example.com/reel' });
    const opened = await call('POST', `/api/deals/${id}/disputes`, brand.sessionToken, {
      reason: 'Not the agreed product.',
      evidence: ['https://drive.example.com/brief'],
    });
    expect(opened.statusCode).toBe(201);
    expect(opened.json().deal).toMatchObject({
      status: 'disputed',
      dispute: { opened_side: 'brand', status: 'open', evidence: ['https://drive.example.com/brief'] },
    });
    expect(
      (
        await call('POST', `/api/deals/${id}/disputes/answer`, creator.sessionToken, {
          answer: 'It is the product in the brief.',
        })
      ).statusCode,
    ).toBe(200);

    const list = await call('GET', '/api/admin/disputes', admin.sessionToken);
    const row = list.json().items.find((d: { deal_id: string }) => d.deal_id === id);
    expect(row).toMatchObject({
      status: 'open',
      opened_side: 'brand',
      answered: true,
      brand_name: 'Acme Labs',
      creator_name: 'Maya Lopez',
      price_cents: 45_000,
    });
    expect((await call('GET', '/api/admin/disputes', brand.sessionToken)).statusCode).toBe(403);
    const noShare = await call('POST', `/api/admin/disputes/${row.id}/resolve`, admin.sessionToken, {
      outcome: 'split',
      note: 'Half right.',
    });
    expect(noShare.statusCode).toBe(400);
    expect(noShare.json().fields).toEqual({ creator_percent: ENDING_MESSAGES.percentRequired });
    const decided = await call('POST', `/api/admin/disputes/${row.id}/resolve`, admin.sessionToken, {
      outcome: 'release',
      note: 'The product matches the brief.',
    });
    expect(decided.statusCode).toBe(200);
    expect((await call('GET', `/api/deals/${id}`, creator.sessionToken)).json().deal).toMatchObject({
      status: 'completed',
      dispute: { status: 'resolved', outcome: 'release', note: 'The product matches the brief.' },
    });
    expect((await call('GET', '/api/admin/ledger-check', admin.sessionToken)).json()).toMatchObject({ ok: true });
  });
});

describe('the wallet over REST', () => {
  it('lists movements, withdraws what has cleared (201), and refuses more than is there (409) or the wrong role (403)', async () => {
    const { id, reel } = await fundedDeal();
    await submit(id, reel, creator.sessionToken, { url: 'https://drive.example.com/final' });
    await call('POST', `/api/deals/${id}/approve`, brand.sessionToken, {});
    const early = await call('POST', '/api/wallet/payouts', creator.sessionToken, { amount_cents: 45_000 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'insufficient_funds', message: PAYMENT_MESSAGES.insufficientBalance });

    server.clock.advance(3 * DAY);
    await server.runDueTimers();
    const before = (await call('GET', '/api/wallet', creator.sessionToken)).json();
    expect(before.available_cents).toBeGreaterThanOrEqual(45_000);
    const paid = await call('POST', '/api/wallet/payouts', creator.sessionToken, { amount_cents: 45_000 });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ amount_cents: 45_000, status: 'succeeded' });
    const after = (await call('GET', '/api/wallet', creator.sessionToken)).json();
    expect(after).toMatchObject({
      available_cents: before.available_cents - 45_000,
      paid_out_cents: before.paid_out_cents + 45_000,
    });
    expect((await call('POST', '/api/wallet/payouts', creator.sessionToken, { amount_cents: 0 })).statusCode).toBe(400);
    expect((await call('POST', '/api/wallet/payouts', brand.sessionToken, { amount_cents: 100 })).json()).toMatchObject({
      code: 'forbidden',
      message: PAYMENT_MESSAGES.creatorsWithdraw,
    });

    const summary = (await call('GET', '/api/wallet/summary', creator.sessionToken)).json();
    expect(summary.by_month).toHaveLength(6);
    expect(summary.by_month.at(-1)).toEqual({
      month: server.clock.now.toISOString().slice(0, 7),
      cents: summary.this_month_cents,
    });
    expect(summary.this_month_cents).toBeGreaterThanOrEqual(45_000);
    expect(summary.total_cents).toBeGreaterThanOrEqual(summary.this_month_cents);
    const movements = (await call('GET', '/api/wallet/movements', creator.sessionToken)).json();
    expect(movements.items[0]).toMatchObject({ kind: 'payout', amount_cents: -45_000, hold: { state: 'released' } });
    expect(movements.items).toContainEqual(
      expect.objectContaining({
        deal_id: id,
        kind: 'hold_price',
        amount_cents: 45_000,
        hold: { state: 'released', released_cents: 45_000 },
        // Each side reads the deal's title and the other side's name, as the finances CSV writes them.
        deal_title: '1 × Instagram Reel',
        counterpart_name: 'Acme Labs',
      }),
    );
    expect(movements.items[0]).toMatchObject({ deal_title: null, counterpart_name: null });
    const brandMoves = (await call('GET', '/api/wallet/movements', brand.sessionToken)).json();
    expect(brandMoves.items).toContainEqual(
      expect.objectContaining({
        deal_id: id,
        kind: 'funding',
        amount_cents: 49_500,
        hold: null,
        deal_title: '1 × Instagram Reel',
        counterpart_name: 'Maya Lopez',
      }),
    );
    expect(brandMoves.items).toContainEqual(expect.objectContaining({ deal_id: id, kind: 'hold_fee', amount_cents: -4_500 }));
    expect((await call('GET', '/api/wallet/movements?cursor=abc', brand.sessionToken)).statusCode).toBe(400);
    expect((await call('GET', '/api/wallet/movements')).statusCode).toBe(401);
  });

  it('sends a brand’s balance back to its card (201), and refuses more than the balance (409) or a creator (403)', async () => {
    // Money left in the balance, as a canceled deal leaves it.
    await creditWallet(server, brand, 12_000);
    const before = (await call('GET', '/api/wallet', brand.sessionToken)).json();
    const over = await call('POST', '/api/wallet/refunds', brand.sessionToken, { amount_cents: before.available_cents + 1 });
    expect(over.statusCode).toBe(409);
    const back = await call('POST', '/api/wallet/refunds', brand.sessionToken, { amount_cents: 12_000 });
    expect(back.statusCode).toBe(201);
    expect((await call('GET', '/api/wallet', brand.sessionToken)).json()).toMatchObject({
      available_cents: before.available_cents - 12_000,
      paid_out_cents: before.paid_out_cents + 12_000,
    });
    expect((await call('GET', '/api/wallet/movements', brand.sessionToken)).json().items[0]).toMatchObject({
      kind: 'refund',
      amount_cents: -12_000,
    });
    expect((await call('POST', '/api/wallet/refunds', creator.sessionToken, { amount_cents: 1 })).json()).toMatchObject({
      message: PAYMENT_MESSAGES.brandsRefund,
    });
    // A retried refund with its Idempotency-Key sends the money back once.
    await creditWallet(server, brand, 300);
    const refundOnce = (amount_cents = 100) =>
      call('POST', '/api/wallet/refunds', brand.sessionToken, { amount_cents }, { 'idempotency-key': 'refund-7f3a' });
    const sentBack = await call('GET', '/api/wallet', brand.sessionToken);
    const [first, retried] = [await refundOnce(), await refundOnce()];
    expect([first.statusCode, retried.statusCode]).toEqual([201, 201]);
    expect(retried.json().operation_id).toBe(first.json().operation_id);
    expect((await call('GET', '/api/wallet', brand.sessionToken)).json()).toMatchObject({
      paid_out_cents: sentBack.json().paid_out_cents + 100,
    });
    const otherAmount = await refundOnce(200);
    expect(otherAmount.statusCode).toBe(409);
    expect(otherAmount.json()).toMatchObject({ code: 'conflict', message: PAYMENT_MESSAGES.idempotencyKeyReused });
    expect((await call('GET', '/api/admin/ledger-check', admin.sessionToken)).json()).toMatchObject({ ok: true });
  });
});

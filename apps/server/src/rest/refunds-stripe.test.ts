import { creditWallet } from '../testing/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@sponsorly/shared';
import type { FakeStripe } from '@sponsorly/api/testing';
import { createVerifiedAccount } from '../testing/accounts';
import { acceptLatest, dealAccounts, dealCall, offerBody, type Account } from '../testing/deals';
import { eventOutcome, sendWebhook, startStripeServer, stripeEvent } from '../testing/stripe';
import type { TestServer } from '../testing/test-server';

const ADMIN = 'refunds-stripe-chief@example.com';
let stripe: FakeStripe;
let server: TestServer;
let call: ReturnType<typeof dealCall>;
let creator: Account;
let admin: Account;
beforeAll(async () => {
  ({ stripe, server } = await startStripeServer({ ADMIN_EMAILS: ADMIN }));
  call = dealCall(server);
  ({ creator, admin } = await dealAccounts(server, ADMIN));
});
afterAll(async () => {
  await server.close();
  await stripe.close();
});

/** The webhook sent and applied (the worker runs it at once; the test waits for its outcome). */
async function deliver(event: { id: string }, outcome = 'applied') {
  expect((await sendWebhook(server, event)).statusCode).toBe(200);
  await expect.poll(() => eventOutcome(server, event.id)).toBe(outcome);
}

/** A deal of $450 (+$45 fee) paid on Stripe's Checkout page; the clock moves on, so the next charge is newer. */
async function paidDeal(brand: Account): Promise<{ id: string; charge: string }> {
  const id = (await call('POST', '/api/deals', brand.sessionToken, offerBody(server, creator.user.id))).json().deal.id as string;
  expect((await acceptLatest(server, id, creator.sessionToken)).statusCode).toBe(200);
  const page = (await call('POST', `/api/deals/${id}/fund`, brand.sessionToken, {})).json().checkout_url as string;
  const session = stripe.pay(page.split('/').pop()!);
  await deliver(stripeEvent(server, 'checkout.session.completed', session));
  server.clock.advance(60_000);
  return { id, charge: (session.payment_intent as { latest_charge: { id: string } }).latest_charge.id };
}

/** The deal canceled by agreement: its $495 back in the brand's balance. */
async function cancelByAgreement(brand: Account, id: string) {
  const asked = await call('POST', `/api/deals/${id}/cancellation`, creator.sessionToken, { reason: 'Ill this month.' });
  expect(asked.statusCode).toBe(200);
  const accepted = await call('POST', `/api/deals/${id}/cancellation/accept`, brand.sessionToken, {});
  expect(accepted.json().deal).toMatchObject({ status: 'canceled' });
}

/** Deals paid by card one after the other, then canceled: the balance came from their charges (oldest first). */
async function chargesBackInBalance(brand: Account, count: number): Promise<string[]> {
  const deals = [];
  for (let i = 0; i < count; i++) deals.push(await paidDeal(brand));
  for (const deal of deals) await cancelByAgreement(brand, deal.id);
  return deals.map((deal) => deal.charge);
}
const oneChargeBack = async (brand: Account) => (await chargesBackInBalance(brand, 1))[0]!;
async function twoChargesBack(brand: Account): Promise<{ older: string; newer: string }> {
  const [older, newer] = await chargesBackInBalance(brand, 2);
  return { older: older!, newer: newer! };
}

const refund = (brand: Account, amount: number, key?: string) =>
  call('POST', '/api/wallet/refunds', brand.sessionToken, { amount_cents: amount }, key ? { 'idempotency-key': key } : {});
const wallet = async (who: Account) => (await call('GET', '/api/wallet', who.sessionToken)).json();
const refundsSent = (operationId: string) =>
  stripe.requests.filter(
    (r) => r.path === '/v1/refunds' && (r.body.metadata as Record<string, string> | undefined)?.operation_id === operationId,
  );
const refundsMade = (operationId: string) =>
  [...stripe.refunds.values()].filter((r) => (r.metadata as Record<string, string>).operation_id === operationId);
/** The titles of one kind of notification a person was sent. */
const titlesTo = async (who: Account, kind: string) =>
  (
    await server.database.db
      .selectFrom('notifications')
      .select('title')
      .where('user_id', '=', who.user.id)
      .where('kind', '=', kind)
      .execute()
  ).map((n) => n.title);
async function expectLedgerBalances() {
  expect((await call('GET', '/api/admin/ledger-check', admin.sessionToken)).json()).toMatchObject({ ok: true, problems: [] });
}

describe('a brand’s refund to its card through Stripe', () => {
  it('is split over the charges the balance came from, newest first, one refund per part under its own key', async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    const { older, newer } = await twoChargesBack(brand);
    expect(await wallet(brand)).toMatchObject({ available_cents: 99_000, paid_out_cents: 0 });

    const sent = await refund(brand, 70_000);
    expect(sent.statusCode).toBe(201);
    const operation = sent.json().operation_id as string;
    expect(sent.json()).toEqual({ operation_id: operation, amount_cents: 70_000, status: 'succeeded' });
    expect(refundsSent(operation).map(({ body, idempotencyKey }) => ({ body, idempotencyKey }))).toEqual([
      {
        body: { charge: newer, amount: '49500', metadata: { operation_id: operation, part: '0' } },
        idempotencyKey: `refund_${operation}_0`,
      },
      {
        body: { charge: older, amount: '20500', metadata: { operation_id: operation, part: '1' } },
        idempotencyKey: `refund_${operation}_1`,
      },
    ]);
    expect(await wallet(brand)).toMatchObject({ available_cents: 29_000, held_cents: 0, paid_out_cents: 70_000 });
    const movements = (await call('GET', '/api/wallet/movements', brand.sessionToken)).json().items;
    expect(movements[0]).toMatchObject({ kind: 'refund', amount_cents: -70_000, hold: { state: 'released' } });
    await expectLedgerBalances();

    // What is left is on the older charge alone.
    const rest = await refund(brand, 29_000);
    expect(rest.statusCode).toBe(201);
    expect(refundsSent(rest.json().operation_id).map((r) => r.body)).toEqual([
      { charge: older, amount: '29000', metadata: { operation_id: rest.json().operation_id, part: '0' } },
    ]);
    expect(stripe.charges.get(older)).toMatchObject({ amount: 49_500, amount_refunded: 49_500 });
    expect(await wallet(brand)).toMatchObject({ available_cents: 0, paid_out_cents: 99_000 });
    await expectLedgerBalances();

    // Stripe's balance history and the books agree: both charges (with their fees) and the three refunds.
    const since = new Date(server.clock.now.getTime() - 86_400_000).toISOString().slice(0, 10);
    const reconciled = await call('GET', `/api/admin/payments/reconcile?since=${since}`, admin.sessionToken);
    expect(reconciled.json()).toEqual({ matched: 5, differences: [] });
  });

  it('refuses (409) more than the card payments can still refund, or than the balance holds, and moves nothing', async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    await oneChargeBack(brand);
    // Money that did not come from a card payment (only a test puts it there).
    await creditWallet(server, brand, 50_000, 'stripe');
    const before = stripe.requests.length;

    const beyond = await refund(brand, 59_500);
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json()).toEqual({ code: 'insufficient_funds', message: PAYMENT_MESSAGES.refundBeyondCharges(49_500) });
    const short = await refund(brand, 100_000);
    expect(short.statusCode).toBe(409);
    expect(short.json()).toEqual({ code: 'insufficient_funds', message: PAYMENT_MESSAGES.insufficientBalance });

    expect(stripe.requests.length).toBe(before);
    expect(await wallet(brand)).toMatchObject({ available_cents: 99_500, held_cents: 0, paid_out_cents: 0 });
    const operations = await server.database.db
      .selectFrom('payment_operations')
      .select('id')
      .where('user_id', '=', brand.user.id)
      .where('kind', '=', 'refund')
      .execute();
    expect(operations).toEqual([]);

    // Two refunds at once are split one after the other: the second sees what the first took from the charge.
    const both = await Promise.all([refund(brand, 30_000), refund(brand, 30_000)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().message).toBe(PAYMENT_MESSAGES.refundBeyondCharges(19_500));
    expect(await wallet(brand)).toMatchObject({ available_cents: 69_500, held_cents: 0, paid_out_cents: 30_000 });
    await expectLedgerBalances();
  });

  it('refunds once for a request sent again with the same Idempotency-Key, after a lost answer and at the same moment', async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    await oneChargeBack(brand);
    // Stripe out of reach for the call and the SDK's retry of it: the amount stays set aside.
    stripe.control.failNext = 2;
    const lost = await refund(brand, 10_000, 'refund-once');
    expect(lost.statusCode).toBe(500);
    stripe.control.failNext = 0;

    const again = await refund(brand, 10_000, 'refund-once');
    expect(again.statusCode).toBe(201);
    const operation = again.json().operation_id as string;
    const both = await Promise.all([refund(brand, 10_000, 'refund-once'), refund(brand, 10_000, 'refund-once')]);
    expect(both.map((r) => [r.statusCode, r.json().operation_id])).toEqual([
      [201, operation],
      [201, operation],
    ]);

    expect(new Set(refundsSent(operation).map((r) => r.idempotencyKey))).toEqual(new Set([`refund_${operation}_0`]));
    expect(refundsMade(operation)).toHaveLength(1);
    expect(await wallet(brand)).toMatchObject({ available_cents: 39_500, held_cents: 0, paid_out_cents: 10_000 });
    expect((await refund(brand, 20_000, 'refund-once')).json()).toMatchObject({ code: 'conflict' });
    await expectLedgerBalances();
  });

  it('gives back the part Stripe refuses while the other is refunded; 402 when every part is refused', async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    const { older, newer } = await twoChargesBack(brand);
    stripe.refundAs(newer, 'failed');

    const sent = await refund(brand, 70_000);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ amount_cents: 20_500, status: 'succeeded' });
    expect(await wallet(brand)).toMatchObject({ available_cents: 78_500, held_cents: 0, paid_out_cents: 20_500 });
    const movements = (await call('GET', '/api/wallet/movements', brand.sessionToken)).json().items;
    expect(movements[0]).toMatchObject({
      kind: 'refund',
      amount_cents: -70_000,
      hold: { state: 'partly_released', released_cents: 20_500 },
    });
    await expectLedgerBalances();

    stripe.refundAs(older, 'failed');
    const refused = await refund(brand, 5_000);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ code: 'payment_declined', message: PAYMENT_MESSAGES.declined.refund_failed });
    expect(await wallet(brand)).toMatchObject({ available_cents: 78_500, held_cents: 0, paid_out_cents: 20_500 });
    await expectLedgerBalances();
  });

  it('holds a refund Stripe leaves pending until refund.updated or charge.refunded says, from Stripe, how it ended', async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    const charge = await oneChargeBack(brand);
    stripe.refundAs(charge, 'pending');

    const sent = await refund(brand, 10_000);
    expect(sent.json()).toMatchObject({ amount_cents: 10_000, status: 'pending' });
    expect(await wallet(brand)).toMatchObject({ available_cents: 39_500, held_cents: 10_000, paid_out_cents: 0 });
    await expectLedgerBalances();
    const [made] = refundsMade(sent.json().operation_id);

    // The event's copy says succeeded; Stripe still says pending: it waits.
    await deliver(stripeEvent(server, 'refund.updated', { ...made, status: 'succeeded' }), 'waiting');
    expect(await wallet(brand)).toMatchObject({ held_cents: 10_000, paid_out_cents: 0 });

    const updated = stripeEvent(server, 'refund.updated', stripe.settleRefund(made!.id, 'succeeded'));
    await deliver(updated);
    await deliver(updated);
    await deliver(stripeEvent(server, 'refund.updated', made!));
    expect(await wallet(brand)).toMatchObject({ available_cents: 39_500, held_cents: 0, paid_out_cents: 10_000 });
    await expectLedgerBalances();

    const second = await refund(brand, 5_000);
    expect(second.json()).toMatchObject({ status: 'pending' });
    stripe.settleRefund(refundsMade(second.json().operation_id)[0]!.id, 'succeeded');
    await deliver(stripeEvent(server, 'charge.refunded', stripe.charges.get(charge)!));
    expect(await wallet(brand)).toMatchObject({ available_cents: 34_500, held_cents: 0, paid_out_cents: 15_000 });

    // A pending refund the card refuses later: the money is back in the balance, and the brand is told.
    const third = await refund(brand, 2_000);
    const failed = stripe.settleRefund(refundsMade(third.json().operation_id)[0]!.id, 'failed');
    await deliver(stripeEvent(server, 'refund.updated', failed));
    expect(await wallet(brand)).toMatchObject({ available_cents: 34_500, held_cents: 0, paid_out_cents: 15_000 });
    expect(await titlesTo(brand, 'refund_returned')).toEqual([PAYMENT_MESSAGES.refundReturnedNotice(2_000).title]);

    await deliver(
      stripeEvent(server, 'refund.updated', { id: 're_unknown', object: 'refund', charge, metadata: {} }),
      'unknown_object',
    );
    await deliver(stripeEvent(server, 'charge.refunded', { id: 'ch_unknown', object: 'charge' }), 'unknown_object');
    await expectLedgerBalances();
  });

  it('is finished by the worker, which reads each pending part from Stripe', async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    const charge = await oneChargeBack(brand);
    stripe.refundAs(charge, 'pending');
    const sent = await refund(brand, 10_000);
    const [made] = refundsMade(sent.json().operation_id);
    stripe.settleRefund(made!.id, 'failed');

    server.clock.advance(3 * 60_000);
    await server.runDueTimers();
    expect(stripe.requests.filter((r) => r.method === 'GET' && r.path === `/v1/refunds/${made!.id}`)).toHaveLength(1);
    expect(refundsSent(sent.json().operation_id)).toHaveLength(1);
    const operation = await server.database.db
      .selectFrom('payment_operations')
      .select(['status', 'failure_code'])
      .where('id', '=', sent.json().operation_id)
      .executeTakeFirstOrThrow();
    expect(operation).toEqual({ status: 'failed', failure_code: 'refund_failed' });
    expect(await wallet(brand)).toMatchObject({ available_cents: 49_500, held_cents: 0, paid_out_cents: 0 });
    await expectLedgerBalances();
  });
});

describe('a creator’s payout reversed by Stripe', () => {
  it('goes back to the available balance once per reversal, however often transfer.reversed comes', async () => {
    const payee = await createVerifiedAccount(server, 'creator');
    expect((await call('POST', '/api/payouts/account', payee.sessionToken)).statusCode).toBe(200);
    const account = [...stripe.accounts.values()].find((a) => (a.metadata as Record<string, string>).user_id === payee.user.id)!;
    stripe.completeOnboarding(account.id);
    expect((await call('GET', '/api/payouts/account', payee.sessionToken)).json()).toMatchObject({ status: 'enabled' });
    await creditWallet(server, payee, 30_000, 'stripe');
    const paid = await call('POST', '/api/wallet/payouts', payee.sessionToken, { amount_cents: 12_500 });
    expect(paid.statusCode).toBe(201);
    const transfer = [...stripe.transfers.values()].find(
      (t) => (t.metadata as Record<string, string>).operation_id === paid.json().operation_id,
    )!;

    const reversed = stripeEvent(server, 'transfer.reversed', stripe.reverse(transfer.id, 5_000));
    await deliver(reversed);
    await deliver(reversed);
    expect(await wallet(payee)).toMatchObject({ available_cents: 22_500, paid_out_cents: 7_500 });
    // The rest reversed later: only the new reversal moves.
    await deliver(stripeEvent(server, 'transfer.reversed', stripe.reverse(transfer.id)));
    await deliver(stripeEvent(server, 'transfer.reversed', transfer));
    expect(await wallet(payee)).toMatchObject({ available_cents: 30_000, paid_out_cents: 0 });
    // Told once per reversal that moved money, never for a repeated event.
    expect((await titlesTo(payee, 'payout_returned')).sort()).toEqual(
      [PAYMENT_MESSAGES.payoutReturnedNotice(5_000).title, PAYMENT_MESSAGES.payoutReturnedNotice(7_500).title].sort(),
    );
    const movements = (await call('GET', '/api/wallet/movements', payee.sessionToken)).json().items;
    expect(movements.slice(0, 2)).toMatchObject([
      { kind: 'payout_reversed', amount_cents: 7_500 },
      { kind: 'payout_reversed', amount_cents: 5_000 },
    ]);

    await deliver(stripeEvent(server, 'transfer.reversed', { id: 'tr_unknown', object: 'transfer' }), 'unknown_object');
    await expectLedgerBalances();
  });
});

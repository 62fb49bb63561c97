import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@sponsorly/shared';
import type { FakeStripe } from '@sponsorly/api/testing';
import { acceptLatest, dealAccounts, dealCall, offerBody, type Account } from '../testing/deals';
import { creditWallet } from '../testing/ledger';
import { eventOutcome, sendWebhook, startStripeServer, stripeEvent } from '../testing/stripe';
import type { TestServer } from '../testing/test-server';

const ADMIN = 'funding-stripe-chief@example.com';
const HOUR = 3_600_000;
let stripe: FakeStripe;
let server: TestServer;
let call: ReturnType<typeof dealCall>;
let brand: Account;
let creator: Account;
let admin: Account;
beforeAll(async () => {
  ({ stripe, server } = await startStripeServer({ ADMIN_EMAILS: ADMIN }));
  call = dealCall(server);
  ({ brand, creator, admin } = await dealAccounts(server, ADMIN));
});
afterAll(async () => {
  await server.close();
  await stripe.close();
});

/** An offer of $450 (+$45 fee) the creator accepted. */
async function agreedDeal(by: Account = brand): Promise<string> {
  const made = await call('POST', '/api/deals', by.sessionToken, offerBody(server, creator.user.id));
  const id = made.json().deal.id as string;
  expect((await acceptLatest(server, id, creator.sessionToken)).statusCode).toBe(200);
  return id;
}
const fund = (id: string, who: Account = brand) => call('POST', `/api/deals/${id}/fund`, who.sessionToken, {});
const dealOf = async (id: string, who: Account = brand) => (await call('GET', `/api/deals/${id}`, who.sessionToken)).json().deal;
const sessionOf = (url: string) => stripe.sessions.get(url.split('/').pop()!)!;
const completed = (session: object, type = 'checkout.session.completed') => stripeEvent(server, type, session);
/** The webhook sent and applied (the worker runs it at once; the test waits for its outcome). */
async function deliver(event: { id: string }, outcome = 'applied') {
  expect((await sendWebhook(server, event)).statusCode).toBe(200);
  await expect.poll(() => eventOutcome(server, event.id)).toBe(outcome);
}

describe('paying a deal with Stripe Checkout', () => {
  it('opens one Checkout page for the price and the fee, keeps the deal waiting, and funds it when Stripe says it is paid', async () => {
    const id = await agreedDeal();
    const first = await fund(id);
    expect(first.statusCode).toBe(200);
    const url = first.json().checkout_url as string;
    expect(url).toMatch(new RegExp(`^${stripe.url}/checkout/pay/cs_test_`));
    expect(first.json().deal).toMatchObject({ status: 'awaiting_funding', payment_processing: true });
    const session = sessionOf(url);
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 49_500,
      currency: 'usd',
      success_url: `http://localhost:3000/deals/${id}?payment=done`,
      cancel_url: `http://localhost:3000/deals/${id}?payment=canceled`,
      payment_intent_data_sent: { transfer_group: `deal_${id}`, metadata: { deal_id: id } },
      metadata: { deal_id: id },
    });
    expect(
      (session.line_items_sent as { price_data: { unit_amount: string; product_data: { name: string } } }[]).map((l) => [
        l.price_data.product_data.name,
        l.price_data.unit_amount,
      ]),
    ).toEqual([
      [PAYMENT_MESSAGES.checkoutLinePrice('Maya Lopez'), '45000'],
      [PAYMENT_MESSAGES.checkoutLineFee, '4500'],
    ]);
    const opened = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(opened).toHaveLength(1);
    expect(opened[0]!.idempotencyKey).toMatch(/^checkout_[0-9a-f-]{36}$/);

    // A second press answers the same page.
    expect((await fund(id)).json().checkout_url).toBe(url);
    expect(stripe.requests.filter((r) => r.path === '/v1/checkout/sessions')).toHaveLength(1);
    expect(await dealOf(id, creator)).toMatchObject({ status: 'awaiting_funding' });

    // Paid on Stripe's page: the webhook funds the deal, once however often it comes.
    const event = completed(stripe.pay(session.id));
    await deliver(event);
    await deliver(event);
    expect(await dealOf(id)).toMatchObject({ status: 'in_progress', payment_processing: false });
    const operation = await server.database.db
      .selectFrom('payment_operations')
      .select(['status', 'provider_reference', 'details'])
      .where('deal_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(operation).toMatchObject({ status: 'succeeded', details: { card_brand: 'visa', card_last4: '4242' } });
    expect(operation.provider_reference).toMatch(/^ch_/);
    const brandWallet = (await call('GET', '/api/wallet', brand.sessionToken)).json();
    expect(brandWallet).toMatchObject({ available_cents: 0, held_cents: 49_500 });
    expect((await call('GET', '/api/admin/ledger-check', admin.sessionToken)).json()).toMatchObject({ ok: true });
  });

  it('uses the brand’s balance first: Checkout charges only the rest, off the price', async () => {
    await creditWallet(server, brand, 10_000, 'stripe');
    const id = await agreedDeal();
    const session = sessionOf((await fund(id)).json().checkout_url);
    expect(session.amount_total).toBe(39_500);
    expect((session.line_items_sent as { price_data: { unit_amount: string } }[]).map((l) => l.price_data.unit_amount)).toEqual([
      '35000',
      '4500',
    ]);
    await deliver(completed(stripe.pay(session.id)));
    expect(await dealOf(id)).toMatchObject({ status: 'in_progress' });
    expect((await call('GET', '/api/wallet', brand.sessionToken)).json()).toMatchObject({ available_cents: 0 });
  });

  it('waits for a delayed payment, and funds nothing and tells the brand when it fails', async () => {
    const id = await agreedDeal();
    const session = sessionOf((await fund(id)).json().checkout_url);
    await deliver(completed(stripe.pay(session.id, { delayed: true })), 'waiting');
    expect(await dealOf(id)).toMatchObject({ status: 'awaiting_funding', payment_processing: true });

    await deliver(completed(stripe.settle(session.id, 'failed'), 'checkout.session.async_payment_failed'));
    expect(await dealOf(id)).toMatchObject({ status: 'awaiting_funding', payment_processing: false });
    const told = await server.database.db
      .selectFrom('notifications')
      .select(['kind', 'title', 'link'])
      .where('user_id', '=', brand.user.id)
      .where('kind', '=', 'payment_failed')
      .execute();
    expect(told).toEqual([
      { kind: 'payment_failed', title: PAYMENT_MESSAGES.paymentFailedNotice('Maya Lopez').title, link: `/deals/${id}` },
    ]);
    expect((await call('GET', '/api/wallet', brand.sessionToken)).json()).toMatchObject({
      available_cents: 0,
      held_cents: 99_000,
    });

    // Fund again: a new page, and its delayed payment succeeding funds the deal.
    const again = sessionOf((await fund(id)).json().checkout_url);
    expect(again.id).not.toBe(session.id);
    stripe.pay(again.id, { delayed: true });
    await deliver(completed(stripe.settle(again.id, 'paid'), 'checkout.session.async_payment_succeeded'));
    expect(await dealOf(id)).toMatchObject({ status: 'in_progress' });
  });

  it('ignores an event out of order or about a session it does not know, and trusts Stripe’s state over the event’s copy', async () => {
    const id = await agreedDeal();
    const session = sessionOf((await fund(id)).json().checkout_url);
    // A forged "completed" copy of a session Stripe still has open: nothing is funded.
    await deliver(completed({ ...session, status: 'complete', payment_status: 'paid' }), 'waiting');
    expect(await dealOf(id)).toMatchObject({ status: 'awaiting_funding' });
    await deliver(completed({ id: 'cs_test_unknown', object: 'checkout.session', metadata: {} }), 'unknown_object');
    await deliver(
      completed({ id: 'cs_test_other', object: 'checkout.session', metadata: { operation_id: crypto.randomUUID() } }),
      'unknown_object',
    );
  });

  it('closes the page when the funding expires, and keeps money paid at the last moment in the brand’s balance', async () => {
    const unpaid = await agreedDeal();
    const paidLate = await agreedDeal();
    const unpaidSession = sessionOf((await fund(unpaid)).json().checkout_url);
    const lateSession = sessionOf((await fund(paidLate)).json().checkout_url);
    const before = (await call('GET', '/api/wallet', brand.sessionToken)).json();
    // Paid just as the deadline passes, before Stripe's event arrives.
    stripe.pay(lateSession.id);
    server.clock.advance(73 * HOUR);
    await server.runDueTimers();
    // The open page is closed at Stripe; the paid one is read and settled.
    expect(unpaidSession.status).toBe('expired');
    expect(stripe.requests.filter((r) => r.path === `/v1/checkout/sessions/${unpaidSession.id}/expire`)).toHaveLength(1);
    expect(stripe.requests.filter((r) => r.path === `/v1/checkout/sessions/${lateSession.id}/expire`)).toHaveLength(0);
    expect(await dealOf(unpaid)).toMatchObject({ status: 'funding_expired', payment_processing: false });
    expect(await dealOf(paidLate)).toMatchObject({ status: 'funding_expired' });
    expect((await call('GET', '/api/wallet', brand.sessionToken)).json()).toMatchObject({
      available_cents: before.available_cents + 49_500,
    });
    // Stripe's late event changes nothing more.
    await deliver(completed(lateSession));
    expect((await call('GET', '/api/wallet', brand.sessionToken)).json()).toMatchObject({
      available_cents: before.available_cents + 49_500,
    });
  });
});

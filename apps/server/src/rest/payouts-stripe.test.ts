import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@sponsorly/shared';
import type { FakeStripe } from '@sponsorly/api/testing';
import { createVerifiedAccount } from '../testing/accounts';
import { dealCall, type Account } from '../testing/deals';
import { creditWallet } from '../testing/ledger';
import { sendWebhook, startStripeServer, stripeEvent } from '../testing/stripe';
import type { TestServer } from '../testing/test-server';

let stripe: FakeStripe;
let server: TestServer;
let call: ReturnType<typeof dealCall>;
let creator: Account;
let brand: Account;
beforeAll(async () => {
  ({ stripe, server } = await startStripeServer());
  call = dealCall(server);
  [creator, brand] = await Promise.all([createVerifiedAccount(server, 'creator'), createVerifiedAccount(server, 'brand')]);
});
afterAll(async () => {
  await server.close();
  await stripe.close();
});

/** Money released and cleared for a creator, as an approved deal leaves it. */
const earn = (who: Account, amount: number) => creditWallet(server, who, amount, 'stripe');

const webhook = (event: object, options?: Parameters<typeof sendWebhook>[2]) => sendWebhook(server, event, options);
const accountUpdated = (account: object) => stripeEvent(server, 'account.updated', account);
const storedEvents = (id: string) => server.database.db.selectFrom('provider_events').selectAll().where('id', '=', id).execute();
const payoutAccount = (who: Account = creator) => call('GET', '/api/payouts/account', who.sessionToken);

describe('a creator’s Stripe payout account', () => {
  it('is made once with an onboarding link back to /earnings; pending until Stripe has the details, then enabled', async () => {
    expect((await payoutAccount()).json()).toEqual({ status: 'none', requirements_due: [], automatic: false });

    const first = await call('POST', '/api/payouts/account', creator.sessionToken);
    expect(first.statusCode).toBe(200);
    const [account] = [...stripe.accounts.values()];
    expect(first.json().url).toBe(
      `${stripe.url}/express/onboarding/${account!.id}?return_url=${encodeURIComponent('http://localhost:3000/earnings?payouts=done')}`,
    );
    const created = stripe.requests.find((r) => r.path === '/v1/accounts');
    expect(created).toMatchObject({
      method: 'POST',
      body: { type: 'express', capabilities: { transfers: { requested: 'true' } }, metadata: { user_id: creator.user.id } },
      idempotencyKey: `payout_account_${creator.user.id}`,
    });
    expect(stripe.requests.find((r) => r.path === '/v1/account_links')?.body).toMatchObject({
      account: account!.id,
      type: 'account_onboarding',
      return_url: 'http://localhost:3000/earnings?payouts=done',
      refresh_url: 'http://localhost:3000/earnings?payouts=again',
    });

    // Again: the same account, a new link.
    expect((await call('POST', '/api/payouts/account', creator.sessionToken)).statusCode).toBe(200);
    expect(stripe.requests.filter((r) => r.path === '/v1/accounts')).toHaveLength(1);
    expect(stripe.requests.filter((r) => r.path === '/v1/account_links')).toHaveLength(2);
    expect((await payoutAccount()).json()).toEqual({
      status: 'pending',
      requirements_due: ['external_account', 'tos_acceptance.date'],
      automatic: false,
    });

    // Back from the form: read again from Stripe, before any webhook.
    stripe.completeOnboarding(account!.id);
    expect((await payoutAccount()).json()).toEqual({ status: 'enabled', requirements_due: [], automatic: false });
  });

  it('is the creator’s alone', async () => {
    expect((await call('POST', '/api/payouts/account', brand.sessionToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/payouts/account')).statusCode).toBe(401);
  });
});

describe('withdrawing through Stripe', () => {
  it('refuses (409 payouts_not_enabled) until the account can be paid, and moves nothing', async () => {
    const newcomer = await createVerifiedAccount(server, 'creator');
    await earn(newcomer, 5_000);
    const refused = await call('POST', '/api/wallet/payouts', newcomer.sessionToken, { amount_cents: 1_000 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'payouts_not_enabled', message: PAYMENT_MESSAGES.payoutsNotEnabled });
    expect((await call('GET', '/api/wallet', newcomer.sessionToken)).json()).toMatchObject({
      available_cents: 5_000,
      paid_out_cents: 0,
    });
    expect(stripe.requests.filter((r) => r.path === '/v1/transfers')).toHaveLength(0);
  });

  it('transfers the amount to the creator’s account, keyed by the operation, and counts it paid', async () => {
    await earn(creator, 30_000);
    const paid = await call('POST', '/api/wallet/payouts', creator.sessionToken, { amount_cents: 12_500 });
    expect(paid.statusCode).toBe(201);
    const [account] = [...stripe.accounts.values()];
    const transfer = stripe.requests.find((r) => r.path === '/v1/transfers');
    expect(transfer).toMatchObject({
      body: { amount: '12500', currency: 'usd', destination: account!.id, metadata: { operation_id: paid.json().operation_id } },
      idempotencyKey: `payout_${paid.json().operation_id}`,
    });
    const operation = await server.database.db
      .selectFrom('payment_operations')
      .select(['provider', 'status', 'provider_reference'])
      .where('id', '=', paid.json().operation_id)
      .executeTakeFirstOrThrow();
    expect(operation).toEqual({ provider: 'stripe', status: 'succeeded', provider_reference: [...stripe.transfers.keys()][0] });
    expect((await call('GET', '/api/wallet', creator.sessionToken)).json()).toMatchObject({
      available_cents: 17_500,
      paid_out_cents: 12_500,
    });
  });

  it('keeps a payout whose answer was lost set aside, and sends it once when Stripe answers again', async () => {
    // Stripe out of reach for the call and the SDK's retry of it.
    stripe.control.failNext = 2;
    const lost = await call('POST', '/api/wallet/payouts', creator.sessionToken, { amount_cents: 500 });
    expect(lost.statusCode).toBe(500);
    stripe.control.failNext = 0;
    const again = await call('POST', '/api/wallet/payouts', creator.sessionToken, { amount_cents: 500 });
    expect(again.statusCode).toBe(201);
    server.clock.advance(3 * 60_000);
    await server.runDueTimers();
    const transfers = stripe.requests.filter((r) => r.path === '/v1/transfers' && r.body.amount === '500');
    // Each operation is sent under its own key, and the pending one once more under the same key.
    expect(new Set(transfers.map((r) => r.idempotencyKey)).size).toBe(2);
    expect(stripe.transfers.size).toBe(3);
    expect((await call('GET', '/api/wallet', creator.sessionToken)).json()).toMatchObject({
      available_cents: 16_500,
      paid_out_cents: 13_500,
    });
  });
});

describe('Stripe’s webhooks', () => {
  it('refuses a missing, forged or stale signature (400) and keeps nothing', async () => {
    const event = accountUpdated({ id: 'acct_forged', object: 'account' });
    const missing = await webhook(event, { signature: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ code: 'invalid_signature', message: PAYMENT_MESSAGES.signatureInvalid });
    expect((await webhook(event, { secret: 'whsec_somebodyelse' })).statusCode).toBe(400);
    expect((await webhook(event, { at: new Date(server.clock.now.getTime() - 6 * 60_000) })).statusCode).toBe(400);
    expect((await webhook(event, { signature: 't=1,v1=abc' })).statusCode).toBe(400);
    expect(await storedEvents(event.id)).toEqual([]);
  });

  it('keeps each event once however often it comes, and follows the account’s state at Stripe, not the event’s copy', async () => {
    const [account] = [...stripe.accounts.values()];
    const restricted = stripe.restrict(account!.id);
    const event = accountUpdated(restricted);
    expect((await webhook(event)).json()).toEqual({ received: true });
    expect((await webhook(event)).statusCode).toBe(200);
    // The account's row changes before the event is marked applied: wait for the mark, then read both.
    await expect.poll(async () => (await storedEvents(event.id))[0]?.outcome).toBe('applied');
    expect(await storedEvents(event.id)).toEqual([expect.objectContaining({ type: 'account.updated', outcome: 'applied' })]);
    expect((await payoutAccount()).json().status).toBe('restricted');

    // An older event, late, still saying enabled: Stripe's state now wins.
    const late = accountUpdated({ ...restricted, payouts_enabled: true });
    expect((await webhook(late)).statusCode).toBe(200);
    await expect.poll(async () => (await storedEvents(late.id))[0]?.outcome).toBe('applied');
    expect((await payoutAccount()).json().status).toBe('restricted');
    expect((await call('POST', '/api/wallet/payouts', creator.sessionToken, { amount_cents: 100 })).json()).toMatchObject({
      code: 'payouts_not_enabled',
    });
  });

  it('records and ignores an event about an account Sponsorly does not know', async () => {
    const event = accountUpdated({ id: 'acct_somebodyelse', object: 'account', payouts_enabled: true });
    expect((await webhook(event)).statusCode).toBe(200);
    await expect.poll(async () => (await storedEvents(event.id))[0]?.outcome).toBe('unknown_object');
  });
});

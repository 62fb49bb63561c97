import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@sponsorly/shared';
import type { FakeStripe } from '@sponsorly/api/testing';
import { acceptLatest, dealAccounts, dealCall, offerBody, type Account } from '../testing/deals';
import { eventOutcome, sendWebhook, startStripeServer, stripeEvent } from '../testing/stripe';
import { creditWallet } from '../testing/ledger';
import { startTestServer, type TestServer } from '../testing/test-server';

const ADMIN = 'reconcile-chief@example.com';
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

// From the day before, so a run across midnight (UTC) still covers what it made.
const today = () => new Date(server.clock.now.getTime() - 86_400_000).toISOString().slice(0, 10);
const reconcile = (since = today(), who: Account = admin) =>
  call('GET', `/api/admin/payments/reconcile?since=${since}`, who.sessionToken);

/** A deal paid on Stripe's page, and its money ($450) released and withdrawn by the creator through Stripe. */
async function paidAndWithdrawn() {
  const made = await call('POST', '/api/deals', brand.sessionToken, offerBody(server, creator.user.id));
  const id = made.json().deal.id as string;
  expect((await acceptLatest(server, id, creator.sessionToken)).statusCode).toBe(200);
  const url = (await call('POST', `/api/deals/${id}/fund`, brand.sessionToken, {})).json().checkout_url as string;
  const event = stripeEvent(server, 'checkout.session.completed', stripe.pay(url.split('/').pop()!));
  await sendWebhook(server, event);
  await expect.poll(() => eventOutcome(server, event.id)).toBe('applied');
  // The creator's payout account, set up, and money available to withdraw.
  await call('POST', '/api/payouts/account', creator.sessionToken);
  stripe.completeOnboarding([...stripe.accounts.values()][0]!.id);
  expect((await call('GET', '/api/payouts/account', creator.sessionToken)).json().status).toBe('enabled');
  await creditWallet(server, creator, 45_000, 'stripe');
  expect((await call('POST', '/api/wallet/payouts', creator.sessionToken, { amount_cents: 45_000 })).statusCode).toBe(201);
}

describe('reconciling Stripe with the books', () => {
  it('matches each charge and transfer one to one, then names a transfer Stripe made that the books do not know', async () => {
    await paidAndWithdrawn();
    expect((await reconcile()).json()).toEqual({ matched: 2, differences: [] });

    // Money moved at Stripe without Sponsorly (a transfer made from Stripe's dashboard, say).
    stripe.moveBalance('transfer', 'tr_made_elsewhere', -12_000);
    // A fee Stripe kept that the books did not record: the charge's movement at Stripe says more.
    const charge = [...stripe.charges.values()][0]!;
    const movement = stripe.balanceTransactions.get(String(charge.balance_transaction))!;
    movement.fee = Number(movement.fee) + 100;
    const found = (await reconcile()).json();
    expect(found.matched).toBe(2);
    expect(found.differences).toEqual([
      {
        kind: 'fee',
        stripe_id: charge.id,
        ledger_id: expect.any(String),
        amount_cents: 100,
        reason: `Stripe kept a fee of ${movement.fee} cents; Sponsorly recorded ${Number(movement.fee) - 100}.`,
      },
      {
        kind: 'payout',
        stripe_id: 'tr_made_elsewhere',
        ledger_id: null,
        amount_cents: 12_000,
        reason: 'Stripe moved it, but no payment operation of Sponsorly’s records it.',
      },
    ]);
    movement.fee = Number(movement.fee) - 100;
  });

  it('names a payment the books count that Stripe never moved', async () => {
    const [op] = await server.database.db
      .selectFrom('payment_operations')
      .select(['id', 'provider_reference'])
      .where('kind', '=', 'payout')
      .execute();
    await server.database.db
      .updateTable('payment_operations')
      .set({ provider_reference: 'tr_lost' })
      .where('id', '=', op!.id)
      .execute();
    const found = (await reconcile()).json();
    expect(found.differences).toContainEqual({
      kind: 'payout',
      stripe_id: 'tr_lost',
      ledger_id: op!.id,
      amount_cents: 45_000,
      reason: 'Sponsorly counts it paid, but it is not in Stripe’s balance history.',
    });
    await server.database.db
      .updateTable('payment_operations')
      .set({ provider_reference: op!.provider_reference })
      .where('id', '=', op!.id)
      .execute();
  });

  it('is for administrators only, needs a day, and needs Stripe', async () => {
    expect((await reconcile(today(), brand)).statusCode).toBe(403);
    const bad = await reconcile('yesterday');
    expect(bad.statusCode).toBe(400);
    const sandbox = await startTestServer({ ADMIN_EMAILS: ADMIN });
    try {
      const chief = (await dealAccounts(sandbox, ADMIN)).admin;
      const refused = await dealCall(sandbox)('GET', `/api/admin/payments/reconcile?since=${today()}`, chief.sessionToken);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(PAYMENT_MESSAGES.reconcileNeedsStripe);
    } finally {
      await sandbox.close();
    }
  });
});

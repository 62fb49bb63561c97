import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARGEBACK_NOTIFICATIONS, ENDING_NOTIFICATIONS, PAYMENT_MESSAGES } from '@sponsorly/shared';
import { fakeStripeFee, type FakeStripe } from '@sponsorly/api/testing';
import { createVerifiedAccount } from '../testing/accounts';
import { acceptLatest, dealAccounts, dealCall, offerBody, type Account } from '../testing/deals';
import { eventOutcome, sendWebhook, startStripeServer, stripeEvent } from '../testing/stripe';
import type { TestServer } from '../testing/test-server';

const ADMIN = 'chargebacks-stripe-chief@example.com';
/** An offer of $450 and its $45 fee: what a deal's Checkout charges. */
const TOTAL = 49_500;
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

/** Each test's own brand, so what one owes never refuses another's funding. */
const newBrand = () => createVerifiedAccount(server, 'brand');

async function agreedDeal(brand: Account): Promise<string> {
  const made = await call('POST', '/api/deals', brand.sessionToken, offerBody(server, creator.user.id));
  const id = made.json().deal.id as string;
  expect((await acceptLatest(server, id, creator.sessionToken)).statusCode).toBe(200);
  return id;
}
const fund = (id: string, brand: Account) => call('POST', `/api/deals/${id}/fund`, brand.sessionToken, {});
const dealOf = async (id: string, who: Account) => (await call('GET', `/api/deals/${id}`, who.sessionToken)).json().deal;
const walletOf = async (who: Account) => (await call('GET', '/api/wallet', who.sessionToken)).json();
const moneyCard = async () => (await call('GET', '/api/admin/money', admin.sessionToken)).json();

/** The webhook sent and applied (the worker runs it at once; the test waits for its outcome). */
async function deliver(event: { id: string }, outcome = 'applied') {
  expect((await sendWebhook(server, event)).statusCode).toBe(200);
  await expect.poll(() => eventOutcome(server, event.id)).toBe(outcome);
}
async function expectLedgerBalances() {
  expect((await call('GET', '/api/admin/ledger-check', admin.sessionToken)).json()).toMatchObject({ ok: true, problems: [] });
}

/** A deal paid on Stripe's Checkout page and funded by its event: the deal, its charge operation and Stripe's charge id. */
async function paidDeal(brand: Account, options: { feeLater?: boolean } = {}) {
  const id = await agreedDeal(brand);
  const url = (await fund(id, brand)).json().checkout_url as string;
  const session = stripe.sessions.get(url.split('/').pop()!)!;
  await deliver(stripeEvent(server, 'checkout.session.completed', stripe.pay(session.id, options)));
  expect(await dealOf(id, brand)).toMatchObject({ status: 'in_progress' });
  const op = await server.database.db
    .selectFrom('payment_operations')
    .select(['id', 'provider_reference'])
    .where('deal_id', '=', id)
    .where('status', '=', 'succeeded')
    .executeTakeFirstOrThrow();
  return { id, operationId: op.id, chargeId: op.provider_reference! };
}

/** The ledger's figures for one account by its code (zeros when it was never made). */
async function account(code: string) {
  const row = await server.database.db
    .selectFrom('ledger_accounts')
    .select(['debits_posted', 'credits_posted'])
    .where('code', '=', code)
    .executeTakeFirst();
  return { debits: Number(row?.debits_posted ?? 0), credits: Number(row?.credits_posted ?? 0) };
}
const owedBy = async (brand: Account) => {
  const owed = await account(`brand_owed:${brand.user.id}:USD`);
  return owed.debits - owed.credits;
};
/** The transfers a dispute moved (their amounts as numbers: a bigint is read as either, by database). */
const disputeTransfers = async (disputeId: string) =>
  (
    await server.database.db
      .selectFrom('ledger_transfers')
      .select(['id', 'amount', 'code'])
      .where('id', 'like', `%${disputeId}%`)
      .orderBy('seq')
      .execute()
  ).map((t) => ({ ...t, amount: Number(t.amount) }));
const adminNotices = (kind: string) =>
  server.database.db
    .selectFrom('notifications')
    .select(['title', 'body', 'link'])
    .where('user_id', '=', admin.user.id)
    .where('kind', '=', kind)
    .orderBy('created_at')
    .execute();

describe('chargebacks on Stripe', () => {
  it('takes the disputed amount from a balance that covers it, into chargebacks, and tells the admins', async () => {
    const brand = await newBrand();
    const { id, chargeId } = await paidDeal(brand);
    // The deal is canceled by agreement: its money is back in the brand's balance.
    await call('POST', `/api/deals/${id}/cancellation`, brand.sessionToken, { reason: 'Plans changed.' });
    expect((await call('POST', `/api/deals/${id}/cancellation/accept`, creator.sessionToken, {})).statusCode).toBe(200);
    expect(await walletOf(brand)).toMatchObject({ available_cents: TOTAL, held_cents: 0 });
    const chargebacksBefore = await account('chargebacks:USD');

    const dispute = stripe.openDispute(chargeId);
    await deliver(stripeEvent(server, 'charge.dispute.created', dispute));

    expect(await walletOf(brand)).toMatchObject({ available_cents: 0, held_cents: 0 });
    expect(await owedBy(brand)).toBe(0);
    expect((await account('chargebacks:USD')).credits - chargebacksBefore.credits).toBe(TOTAL);
    expect(await disputeTransfers(dispute.id)).toEqual([{ id: `chargeback:${dispute.id}`, amount: TOTAL, code: 'chargeback' }]);
    const movements = (await call('GET', '/api/wallet/movements', brand.sessionToken)).json().items;
    expect(movements[0]).toMatchObject({ kind: 'chargeback', amount_cents: -TOTAL, deal_id: id });
    // A canceled deal has nothing to pause; the admins are told all the same.
    expect(await dealOf(id, brand)).toMatchObject({ status: 'canceled' });
    const told = CHARGEBACK_NOTIFICATIONS.opened(TOTAL, 'Ben Okafor', 0, false);
    expect(await adminNotices('chargeback_opened')).toContainEqual({ title: told.title, body: told.body, link: `/deals/${id}` });
    await expectLedgerBalances();
  });

  it('records what the balance cannot cover as owed, and refuses the brand’s funding (409 balance_owed) with nothing moved', async () => {
    const brand = await newBrand();
    const { chargeId } = await paidDeal(brand);
    // The whole payment is held in the deal: nothing in the balance to take.
    expect(await walletOf(brand)).toMatchObject({ available_cents: 0, held_cents: TOTAL });

    const dispute = stripe.openDispute(chargeId);
    await deliver(stripeEvent(server, 'charge.dispute.created', dispute));
    expect(await owedBy(brand)).toBe(TOTAL);
    expect(await disputeTransfers(dispute.id)).toEqual([
      { id: `chargeback:${dispute.id}:owed`, amount: TOTAL, code: 'chargeback' },
    ]);
    // The brand's wallet says what it owes, as its finances page shows it.
    expect(await walletOf(brand)).toMatchObject({ available_cents: 0, held_cents: TOTAL, owed_cents: TOTAL });

    const next = await agreedDeal(brand);
    const sessionsBefore = stripe.sessions.size;
    const refused = await fund(next, brand);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'balance_owed', message: PAYMENT_MESSAGES.balanceOwed(TOTAL) });
    expect(stripe.sessions.size).toBe(sessionsBefore);
    expect(await server.database.db.selectFrom('payment_operations').select('id').where('deal_id', '=', next).execute()).toEqual(
      [],
    );
    expect(await dealOf(next, brand)).toMatchObject({ status: 'awaiting_funding', payment_processing: false });
    expect(await walletOf(brand)).toMatchObject({ available_cents: 0, held_cents: TOTAL });
    await expectLedgerBalances();
  });

  it('pauses the deal the charge paid, still under way, as a dispute for an admin, and tells the parties and the admins', async () => {
    const brand = await newBrand();
    const { id, chargeId } = await paidDeal(brand);
    const dispute = stripe.openDispute(chargeId, { reason: 'product_not_received' });
    await deliver(stripeEvent(server, 'charge.dispute.created', dispute));

    const deal = await dealOf(id, creator);
    expect(deal.status).toBe('disputed');
    const reason = PAYMENT_MESSAGES.chargebackDisputeReason(TOTAL, 'product_not_received');
    const listed = (await call('GET', '/api/admin/disputes', admin.sessionToken)).json().items;
    expect(listed).toContainEqual(expect.objectContaining({ deal_id: id, status: 'open', opened_side: 'brand', reason }));
    // Paused: no step of the parties moves it (a cancellation is asked while the work is in progress only).
    const cancel = await call('POST', `/api/deals/${id}/cancellation`, brand.sessionToken, { reason: 'Let us stop.' });
    expect(cancel.statusCode).toBe(409);
    // Its money stays held for the admin's decision.
    expect(await walletOf(brand)).toMatchObject({ held_cents: TOTAL });

    const paused = ENDING_NOTIFICATIONS.chargebackPaused();
    for (const party of [brand, creator]) {
      const notices = await server.database.db
        .selectFrom('notifications')
        .select(['title', 'link'])
        .where('user_id', '=', party.user.id)
        .where('kind', '=', 'dispute_opened')
        .execute();
      expect(notices).toContainEqual({ title: paused.title, link: `/deals/${id}` });
    }
    const told = CHARGEBACK_NOTIFICATIONS.opened(TOTAL, 'Ben Okafor', TOTAL, true);
    expect(await adminNotices('chargeback_opened')).toContainEqual({
      title: told.title,
      body: told.body,
      link: '/admin/disputes',
    });
    await expectLedgerBalances();
  });

  it('puts the money back once when the dispute is won, paying off what was owed first, and the brand funds again', async () => {
    const brand = await newBrand();
    const { chargeId } = await paidDeal(brand);
    const dispute = stripe.openDispute(chargeId);
    await deliver(stripeEvent(server, 'charge.dispute.created', dispute));
    expect(await owedBy(brand)).toBe(TOTAL);
    const chargebacksBefore = await account('chargebacks:USD');

    const won = stripeEvent(server, 'charge.dispute.closed', stripe.closeDispute(dispute.id, 'won'));
    await deliver(won);
    // The same event again, and another of the same dispute: applied once.
    await deliver(won);
    await deliver(stripeEvent(server, 'charge.dispute.funds_reinstated', dispute));

    expect(await owedBy(brand)).toBe(0);
    const chargebacks = await account('chargebacks:USD');
    expect(chargebacks.debits - chargebacksBefore.debits).toBe(TOTAL);
    expect(chargebacks.credits).toBe(chargebacksBefore.credits);
    expect((await disputeTransfers(dispute.id)).map((t) => t.id)).toEqual([
      `chargeback:${dispute.id}:owed`,
      `chargeback_won:${dispute.id}`,
    ]);
    // Back in the balance, the money paid what the brand owed.
    expect(await walletOf(brand)).toMatchObject({ available_cents: 0, held_cents: TOTAL });
    expect(await adminNotices('chargeback_won')).toHaveLength(1);
    const next = await agreedDeal(brand);
    expect((await fund(next, brand)).json().checkout_url).toMatch(/\/checkout\/pay\/cs_test_/);
    await expectLedgerBalances();
  });

  it('applies a replayed or late event once, and reads where the dispute stands from Stripe, not the event', async () => {
    const brand = await newBrand();
    const { id, chargeId } = await paidDeal(brand);
    const dispute = stripe.openDispute(chargeId);
    const created = stripeEvent(server, 'charge.dispute.created', { ...dispute });
    await deliver(created);
    await deliver(created);
    await deliver(stripeEvent(server, 'charge.dispute.funds_withdrawn', { ...dispute }));
    expect(await disputeTransfers(dispute.id)).toHaveLength(1);
    expect(await owedBy(brand)).toBe(TOTAL);

    // Lost: the money stays in chargebacks; a late "created" copy changes nothing.
    await deliver(stripeEvent(server, 'charge.dispute.closed', stripe.closeDispute(dispute.id, 'lost')));
    await deliver(stripeEvent(server, 'charge.dispute.created', { ...dispute, status: 'needs_response' }));
    expect(await disputeTransfers(dispute.id)).toHaveLength(1);
    expect(await owedBy(brand)).toBe(TOTAL);
    expect(await dealOf(id, brand)).toMatchObject({ status: 'disputed' });

    // Out of order: "closed" (won) before "created". Taken and given back at once; the deal is not paused.
    const other = await newBrand();
    const paid = await paidDeal(other);
    const early = stripe.closeDispute(stripe.openDispute(paid.chargeId).id, 'won');
    await deliver(stripeEvent(server, 'charge.dispute.closed', early));
    await deliver(stripeEvent(server, 'charge.dispute.created', { ...early, status: 'needs_response' }));
    expect((await disputeTransfers(early.id)).map((t) => t.id)).toEqual([
      `chargeback:${early.id}:owed`,
      `chargeback_won:${early.id}`,
    ]);
    expect(await owedBy(other)).toBe(0);
    expect(await dealOf(paid.id, other)).toMatchObject({ status: 'in_progress' });

    // An event about a dispute Stripe does not know, or a charge that is not ours, does nothing.
    await deliver(stripeEvent(server, 'charge.dispute.created', { id: 'dp_unknown', object: 'dispute' }), 'unknown_object');
    await expectLedgerBalances();
  });
});

describe('Stripe’s processing fees', () => {
  it('records the fee of each charge with it, and shows admins the fee income net of processing fees', async () => {
    const brand = await newBrand();
    const before = await moneyCard();
    const { id, operationId } = await paidDeal(brand);
    const fee = fakeStripeFee(TOTAL);
    const transfers = (
      await server.database.db
        .selectFrom('ledger_transfers as t')
        .innerJoin('ledger_accounts as d', 'd.id', 't.debit_account_id')
        .innerJoin('ledger_accounts as c', 'c.id', 't.credit_account_id')
        .select(['t.id', 't.amount', 't.created_at', 'd.code as debit', 'c.code as credit'])
        .where('t.id', 'in', [`charge:${operationId}`, `processor_fee:${operationId}`])
        .orderBy('t.seq')
        .execute()
    ).map((t) => ({ ...t, amount: Number(t.amount) }));
    expect(transfers).toMatchObject([
      { id: `charge:${operationId}`, amount: TOTAL, debit: 'provider:stripe:USD' },
      { id: `processor_fee:${operationId}`, amount: fee, debit: 'processor_fees:USD', credit: 'provider:stripe:USD' },
    ]);
    // In the charge's own journal.
    expect(transfers[1]!.created_at).toEqual(transfers[0]!.created_at);
    // The brand pays the price and fee it agreed; Stripe's fee is the platform's.
    expect(await walletOf(brand)).toMatchObject({ held_cents: TOTAL });

    // The work delivered and approved: the platform earns its fee.
    const reel = (await dealOf(id, creator)).work.deliverables[0].id as string;
    const draft = { url: 'https://drive.example.com/reel' };
    expect(
      (await call('POST', `/api/deals/${id}/deliverables/${reel}/submissions`, creator.sessionToken, draft)).statusCode,
    ).toBe(201);
    expect((await call('POST', `/api/deals/${id}/approve`, brand.sessionToken, {})).statusCode).toBe(200);
    const after = await moneyCard();
    expect(after.fee_income_cents - before.fee_income_cents).toBe(4_500);
    expect(after.processing_fees_cents - before.processing_fees_cents).toBe(fee);
    expect(after.net_fee_income_cents).toBe(after.fee_income_cents - after.processing_fees_cents);
    expect(after.net_fee_income_cents - before.net_fee_income_cents).toBe(4_500 - fee);
    expect((await call('GET', '/api/admin/money', brand.sessionToken)).statusCode).toBe(403);
    await expectLedgerBalances();
  });

  it('records a fee Stripe tells of later (charge.updated) once', async () => {
    const brand = await newBrand();
    const { operationId, chargeId } = await paidDeal(brand, { feeLater: true });
    const feeOf = async () =>
      (
        await server.database.db
          .selectFrom('ledger_transfers')
          .select('amount')
          .where('id', '=', `processor_fee:${operationId}`)
          .execute()
      ).map((t) => Number(t.amount));
    expect(await feeOf()).toEqual([]);
    const updated = stripeEvent(server, 'charge.updated', stripe.settleFee(chargeId));
    await deliver(updated);
    await deliver(stripeEvent(server, 'charge.updated', stripe.charges.get(chargeId)!));
    expect(await feeOf()).toEqual([fakeStripeFee(TOTAL)]);
    await expectLedgerBalances();
  });
});

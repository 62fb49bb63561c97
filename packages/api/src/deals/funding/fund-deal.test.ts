import { DEAL_MESSAGES, PAYMENT_MESSAGES, SANDBOX_CARDS, type FundDealInput } from '@sponsorly/shared';
import type { DealRow, User } from '@sponsorly/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/check';
import { postJournal } from '../../ledger/journal';
import { loadWallet } from '../../ledger/wallet';
import type { PaymentProvider } from '../../payments/provider';
import { createSandboxProvider } from '../../payments/sandbox-provider';
import { createTestDeps, createVerifiedAccount, type TestDeps } from '../../testing';
import { ADMIN_EMAIL, HOUR, acceptLatest, castOfDeals, insertDeal, makeOffer, type Cast } from '../deal-test-fixtures';
import { fundDeal } from './fund-deal';
import { STALE_OPERATION_MS } from '../../payments/settle-stale-operations';
import { createTimerWorker } from '../../timers/timer-worker';

/** The sandbox, with a way to make the next calls fail as a network would, or to run something while a call is out. */
function observedSandbox() {
  const sandbox = createSandboxProvider();
  const calls: string[] = [];
  const control = { failNext: 0, during: null as null | (() => Promise<void>) };
  const provider: PaymentProvider = {
    ...sandbox,
    async charge(call) {
      calls.push(call.id);
      if (control.during) await control.during();
      if (control.failNext > 0) {
        control.failNext -= 1;
        throw new Error('connect ETIMEDOUT');
      }
      return sandbox.charge(call);
    },
  };
  return { provider, calls, control };
}

let deps: TestDeps;
let cast: Cast;
const sandbox = observedSandbox();
beforeAll(async () => {
  deps = await createTestDeps({ settings: { adminEmails: [ADMIN_EMAIL] }, payments: sandbox.provider });
  cast = await castOfDeals(deps);
});
afterAll(() => deps.close());

/** A deal the creator accepted: $450 for the creator, $45 of fee, $495 for the brand to pay. */
async function agreedDeal(brand: User = cast.brand, creator: User = cast.creator): Promise<DealRow> {
  const offered = await makeOffer(deps, brand, creator.id);
  return acceptLatest(deps, creator, offered.id);
}

const fund = (user: User, deal: DealRow, input: FundDealInput = {}) => fundDeal(deps, user, deal.id, input);
/** Money already in a brand's balance, as an earlier card payment leaves it. */
const creditBalance = (brand: User, amount: number) =>
  deps.db.transaction().execute((trx) =>
    postJournal(
      trx,
      [
        {
          kind: 'single',
          id: `balance:${brand.id}:${amount}`,
          debit: { kind: 'provider', provider: 'sandbox', currency: 'USD' },
          credit: { kind: 'brand_balance', userId: brand.id, currency: 'USD' },
          amount,
          code: 'funding',
        },
      ],
      deps.now(),
    ),
  );

const transfersOf = (deal: DealRow) =>
  deps.db
    .selectFrom('ledger_transfers')
    .select(['id', 'kind', 'amount', 'code'])
    .where('deal_id', '=', deal.id)
    .orderBy('seq')
    .execute();
const operationsOf = (deal: DealRow) =>
  deps.db.selectFrom('payment_operations').selectAll().where('deal_id', '=', deal.id).orderBy('created_at').execute();

describe('funding a deal', () => {
  it('charges the card for the price and the fee, holds both, starts the work and tells the creator', async () => {
    const brand = (await createVerifiedAccount(deps, 'brand')).user;
    await deps.db.updateTable('brand_profiles').set({ company_name: 'Fresh Co' }).where('user_id', '=', brand.id).execute();
    const deal = await agreedDeal(brand);
    const funded = await fund(brand, deal, { card_number: SANDBOX_CARDS.succeeds });
    expect(funded).toMatchObject({ status: 'in_progress', funded_at: deps.now() });

    const [op] = await operationsOf(deal);
    expect(op).toMatchObject({
      kind: 'charge',
      provider: 'sandbox',
      status: 'succeeded',
      provider_reference: `sandbox_ch_${op!.id}`,
      details: { card_last4: '4242' },
    });
    expect(Number(op!.amount_cents)).toBe(49_500);
    // The card's number is nowhere but its last four digits.
    expect(JSON.stringify(await deps.db.selectFrom('payment_operations').selectAll().execute())).not.toContain(
      '4242424242424242',
    );
    expect(
      (await transfersOf(deal)).map((t) => [t.id.replace(deal.id, 'D').replace(op!.id, 'OP'), t.kind, Number(t.amount)]),
    ).toEqual([
      ['charge:OP', 'single', 49_500],
      ['hold:D:price', 'pending', 45_000],
      ['hold:D:fee', 'pending', 4_500],
    ]);
    expect(await loadWallet(deps.db, brand)).toEqual({
      currency: 'USD',
      available_cents: 0,
      pending_cents: 0,
      held_cents: 49_500,
      paid_out_cents: 0,
      owed_cents: 0,
    });
    expect((await loadWallet(deps.db, cast.creator)).held_cents).toBeGreaterThanOrEqual(45_000);

    const event = await deps.db
      .selectFrom('deal_events')
      .selectAll()
      .where('deal_id', '=', deal.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({
      action: 'fund',
      actor_id: brand.id,
      from_status: 'awaiting_funding',
      to_status: 'in_progress',
    });
    const note = await deps.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', cast.creator.id)
      .where('kind', '=', 'deal_funded')
      .where('link', '=', `/deals/${deal.id}`)
      .executeTakeFirstOrThrow();
    expect(note.title).toBe('Fresh Co funded the deal: start the work');
    await deps.deliverEmail();
    const creatorEmail = (
      await deps.db.selectFrom('users').select('email').where('id', '=', cast.creator.id).executeTakeFirstOrThrow()
    ).email;
    expect(deps.mail.to(creatorEmail).at(-1)).toMatchObject({
      subject: 'Fresh Co funded the deal: start the work',
      text: expect.stringContaining('$450'),
    });
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('leaves the deal waiting when the card is declined or short of funds, says so, and moves no money', async () => {
    const deal = await agreedDeal();
    await expect(fund(cast.brand, deal, { card_number: SANDBOX_CARDS.declined })).rejects.toMatchObject({
      status: 402,
      code: 'payment_declined',
      message: PAYMENT_MESSAGES.declined.card_declined,
    });
    await expect(fund(cast.brand, deal, { card_number: SANDBOX_CARDS.insufficientFunds })).rejects.toMatchObject({
      status: 402,
      code: 'payment_declined',
      message: PAYMENT_MESSAGES.declined.insufficient_funds,
    });
    expect(
      await deps.db.selectFrom('deals').select(['status', 'funded_at']).where('id', '=', deal.id).executeTakeFirstOrThrow(),
    ).toEqual({ status: 'awaiting_funding', funded_at: null });
    expect(await transfersOf(deal)).toEqual([]);
    expect((await operationsOf(deal)).map((o) => [o.status, o.failure_code])).toEqual([
      ['failed', 'card_declined'],
      ['failed', 'insufficient_funds'],
    ]);

    // Another card then goes through.
    expect((await fund(cast.brand, deal, { card_number: SANDBOX_CARDS.succeeds })).status).toBe('in_progress');
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true });
  });

  it('charges once however often the brand presses Fund, at the same moment or later', async () => {
    const deal = await agreedDeal();
    const before = sandbox.calls.length;
    const answers = await Promise.allSettled([fund(cast.brand, deal), fund(cast.brand, deal), fund(cast.brand, deal)]);
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value.status : (a.reason as Error).message))).toEqual([
      'in_progress',
      'in_progress',
      'in_progress',
    ]);
    expect((await fund(cast.brand, deal)).status).toBe('in_progress');
    const ops = await operationsOf(deal);
    expect(ops.map((o) => o.status)).toEqual(['succeeded']);
    // A repeated call may reach the provider again, but only ever with the same operation id: one charge.
    expect(new Set(sandbox.calls.slice(before))).toEqual(new Set([ops[0]!.id]));
    expect((await transfersOf(deal)).filter((t) => t.code === 'funding')).toHaveLength(1);
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true });
  });

  it('continues a charge whose answer was lost (a timeout) with the same operation, never a second charge', async () => {
    const deal = await agreedDeal();
    sandbox.control.failNext = 1;
    await expect(fund(cast.brand, deal)).rejects.toThrow('ETIMEDOUT');
    const [pending] = await operationsOf(deal);
    expect(pending).toMatchObject({ status: 'pending' });
    expect(await transfersOf(deal)).toEqual([]);

    expect((await fund(cast.brand, deal)).status).toBe('in_progress');
    expect((await operationsOf(deal)).map((o) => [o.id, o.status])).toEqual([[pending!.id, 'succeeded']]);
  });

  it('a charge left pending by a request that stopped is finished by the worker: funded once, nothing charged twice', async () => {
    const deal = await agreedDeal();
    sandbox.control.failNext = 1;
    await expect(fund(cast.brand, deal)).rejects.toThrow('ETIMEDOUT');
    const timers = createTimerWorker(deps, () => {});
    expect((await timers.runDueTimers()).settledPayments).toBe(0);
    deps.clock.advance(STALE_OPERATION_MS);
    expect((await timers.runDueTimers()).settledPayments).toBe(1);
    expect((await deps.db.selectFrom('deals').select('status').where('id', '=', deal.id).executeTakeFirstOrThrow()).status).toBe(
      'in_progress',
    );
    expect((await operationsOf(deal)).map((o) => o.status)).toEqual(['succeeded']);
    expect((await timers.runDueTimers()).settledPayments).toBe(0);
    expect((await transfersOf(deal)).filter((t) => t.code === 'funding')).toHaveLength(1);
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true });
  });

  it('finishes a pending charge through the provider that started it, after PAYMENT_PROVIDER changed', async () => {
    const brand = (await createVerifiedAccount(deps, 'brand')).user;
    const deal = await agreedDeal(brand);
    // Started with another provider, whose answer was lost.
    const earlier = observedSandbox();
    const earlierProvider: PaymentProvider = { ...earlier.provider, name: 'stripe' };
    earlier.control.failNext = 1;
    deps.payments = earlierProvider;
    try {
      await expect(fund(brand, deal)).rejects.toThrow('ETIMEDOUT');
    } finally {
      deps.payments = sandbox.provider;
    }
    const [pending] = await operationsOf(deal);
    expect(pending).toMatchObject({ status: 'pending', provider: 'stripe' });

    // The process now runs with the sandbox and still reaches the earlier provider.
    deps.otherPaymentProviders = [earlierProvider];
    try {
      deps.clock.advance(STALE_OPERATION_MS);
      expect((await createTimerWorker(deps, () => {}).runDueTimers()).settledPayments).toBe(1);
    } finally {
      deps.otherPaymentProviders = undefined;
    }
    expect(earlier.calls).toEqual([pending!.id, pending!.id]);
    expect(sandbox.calls).not.toContain(pending!.id);
    // The money came in through that provider's account.
    const funding = await deps.db
      .selectFrom('ledger_transfers as t')
      .innerJoin('ledger_accounts as a', 'a.id', 't.debit_account_id')
      .select('a.code')
      .where('t.deal_id', '=', deal.id)
      .where('t.code', '=', 'funding')
      .execute();
    expect(funding).toEqual([{ code: 'provider:stripe:USD' }]);
    expect((await deps.db.selectFrom('deals').select('status').where('id', '=', deal.id).executeTakeFirstOrThrow()).status).toBe(
      'in_progress',
    );
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true });
  });

  it('uses the brand’s balance first and charges the card only for the rest', async () => {
    const brand = (await createVerifiedAccount(deps, 'brand')).user;
    await creditBalance(brand, 60_000);
    const whole = await agreedDeal(brand);
    expect((await fund(brand, whole)).status).toBe('in_progress');
    expect(await operationsOf(whole)).toEqual([]);
    expect(await loadWallet(deps.db, brand)).toMatchObject({ available_cents: 10_500, held_cents: 49_500 });

    const part = await agreedDeal(brand);
    expect((await fund(brand, part)).status).toBe('in_progress');
    expect((await operationsOf(part)).map((o) => Number(o.amount_cents))).toEqual([39_000]);
    expect(await loadWallet(deps.db, brand)).toMatchObject({ available_cents: 0, held_cents: 99_000 });
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true });
  });

  it('keeps a card payment in the brand’s balance when the balance paid another deal while the card was charged', async () => {
    const brand = (await createVerifiedAccount(deps, 'brand')).user;
    await creditBalance(brand, 30_000);
    const big = await agreedDeal(brand);
    // $200 (+$20 fee): the balance covers it alone.
    const small = await acceptLatest(
      deps,
      cast.creator,
      (await makeOffer(deps, brand, cast.creator.id, { price_cents: 20_000 })).id,
    );
    // $495 is $300 from the balance and a $195 charge; while the card is charged, the balance pays the small deal.
    sandbox.control.during = async () => {
      sandbox.control.during = null;
      expect((await fund(brand, small)).status).toBe('in_progress');
    };
    await expect(fund(brand, big)).rejects.toMatchObject({
      status: 409,
      code: 'insufficient_funds',
      message: PAYMENT_MESSAGES.balanceSpentMeanwhile(19_500),
    });
    // The charge is recorded and in the balance ($300 - $220 + $195); the big deal still waits.
    expect((await operationsOf(big)).map((o) => [o.status, Number(o.amount_cents)])).toEqual([['succeeded', 19_500]]);
    expect(await loadWallet(deps.db, brand)).toMatchObject({ available_cents: 27_500, held_cents: 22_000 });
    expect((await deps.db.selectFrom('deals').select('status').where('id', '=', big.id).executeTakeFirstOrThrow()).status).toBe(
      'awaiting_funding',
    );
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true });
    // Nothing is left for the recovery worker, whose later rounds go on.
    deps.clock.advance(STALE_OPERATION_MS + 1);
    expect(await createTimerWorker(deps, () => {}).runDueTimers()).toMatchObject({ settledPayments: 0 });
    // Funding again charges only what the balance lacks.
    expect((await fund(brand, big)).status).toBe('in_progress');
    expect((await operationsOf(big)).map((o) => Number(o.amount_cents))).toEqual([19_500, 22_000]);
    expect(await loadWallet(deps.db, brand)).toMatchObject({ available_cents: 0, held_cents: 71_500 });
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true });
  });

  it('keeps the money in the brand’s balance when the deal’s funding expires while the card is charged', async () => {
    const brand = (await createVerifiedAccount(deps, 'brand')).user;
    const deal = await agreedDeal(brand);
    sandbox.control.during = async () => {
      sandbox.control.during = null;
      deps.clock.advance(73 * HOUR);
    };
    await expect(fund(brand, deal)).rejects.toMatchObject({
      status: 409,
      code: 'state_changed',
      message: PAYMENT_MESSAGES.movedOnAfterPayment(49_500),
    });
    expect(await loadWallet(deps.db, brand)).toMatchObject({ available_cents: 49_500, held_cents: 0 });
    expect((await deps.db.selectFrom('deals').select('status').where('id', '=', deal.id).executeTakeFirstOrThrow()).status).toBe(
      'awaiting_funding',
    );
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true });
  });

  it('is the brand’s step alone, only while the deal waits for it and before its deadline', async () => {
    const deal = await agreedDeal();
    await expect(fund(cast.creator, deal)).rejects.toMatchObject({ status: 403, message: DEAL_MESSAGES.wrongParty.fund });
    await expect(fund(cast.admin, deal)).rejects.toMatchObject({ status: 403, message: DEAL_MESSAGES.adminsReadOnly });
    await expect(fund(cast.otherBrand, deal)).rejects.toMatchObject({ status: 404 });
    const offered = await makeOffer(deps, cast.brand, cast.creator.id);
    await expect(fund(cast.brand, offered)).rejects.toMatchObject({
      status: 409,
      code: 'state_changed',
      message: PAYMENT_MESSAGES.notAwaitingFunding,
    });
    const late = await insertDeal(deps, cast, { status: 'awaiting_funding', fundingDueAt: new Date(deps.now().getTime() - 1) });
    await expect(fund(cast.brand, late)).rejects.toMatchObject({ status: 409, message: PAYMENT_MESSAGES.fundingPastDue });
    expect(await operationsOf(deal)).toEqual([]);
  });
});

import type { User } from '@sponsorly/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_OPERATION_MS, STUCK_OPERATION_MS } from '../payments/settle-stale-operations';
import { createTestDeps, createVerifiedAccount, type TestDeps } from '../testing';
import type { AccountRef } from './accounts';
import { checkLedger } from './check';
import { postJournal, type JournalEntry } from './journal';

/**
 * `checkLedger` compares the payment operations with the transfers that record them. Each case writes
 * the rows a failing step would have left (an operation completed without its journal, a journal
 * without its operation, an operation the worker never settles), then the step that repairs it.
 */
let deps: TestDeps;
let brand: User;
let creator: User;
beforeAll(async () => {
  deps = await createTestDeps();
  [brand, creator] = await Promise.all([
    createVerifiedAccount(deps, 'brand').then((a) => a.user),
    createVerifiedAccount(deps, 'creator').then((a) => a.user),
  ]);
  // Earnings the creator's payouts below are set aside from.
  await post([{ kind: 'single', id: 'earned', debit: provider, credit: available(), amount: 50_000, code: 'clearing' }]);
});
afterAll(() => deps.close());

const USD = 'USD' as const;
const provider: AccountRef = { kind: 'provider', provider: 'sandbox', currency: USD };
const brandBalance = (): AccountRef => ({ kind: 'brand_balance', userId: brand.id, currency: USD });
const available = (): AccountRef => ({ kind: 'creator_available', userId: creator.id, currency: USD });

const post = (entries: JournalEntry[]) => deps.db.transaction().execute((trx) => postJournal(trx, entries, deps.now()));
const check = () => checkLedger(deps.db, deps.now());

/**
 * A payment operation as its first half writes it (pending, or already completed when `status` says so),
 * a second after the one before, so the check lists them in the order they were written.
 */
async function operation(kind: 'charge' | 'payout', amount: number, status: 'pending' | 'succeeded' | 'failed' = 'pending') {
  const row = await deps.db
    .insertInto('payment_operations')
    .values({
      kind,
      provider: 'sandbox',
      user_id: kind === 'charge' ? brand.id : creator.id,
      amount_cents: amount,
      currency: USD,
      details: JSON.stringify({}),
      status,
      completed_at: status === 'pending' ? null : deps.now(),
      created_at: deps.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  deps.clock.advance(1_000);
  return row.id;
}
const complete = (id: string, status: 'succeeded' | 'failed') =>
  deps.db.updateTable('payment_operations').set({ status, completed_at: deps.now() }).where('id', '=', id).execute();
const charge = (op: string, amount: number): JournalEntry => ({
  kind: 'single',
  id: `charge:${op}`,
  debit: provider,
  credit: brandBalance(),
  amount,
  code: 'funding',
  operationId: op,
});
const setAside = (op: string, amount: number): JournalEntry => ({
  kind: 'pending',
  id: `payout:${op}`,
  debit: available(),
  credit: provider,
  amount,
  code: 'payout',
  operationId: op,
});

describe('the ledger check, on payment operations', () => {
  it('finds a succeeded charge or payout whose money no transfer moved, and no longer once it is recorded', async () => {
    const chargeOp = await operation('charge', 5_000, 'succeeded');
    const payoutOp = await operation('payout', 2_000);
    await post([setAside(payoutOp, 2_000)]);
    await complete(payoutOp, 'succeeded');

    expect(await check()).toMatchObject({
      ok: false,
      problems: [
        `Payment operation ${chargeOp} (charge of 5000 USD cents) succeeded, but no transfer moved its money.`,
        `Payment operation ${payoutOp} (payout of 2000 USD cents) succeeded, but no transfer moved its money.`,
      ],
    });

    await post([charge(chargeOp, 4_000)]);
    await post([{ kind: 'post', id: `payout:${payoutOp}:paid`, pendingId: `payout:${payoutOp}`, code: 'payout' }]);
    expect((await check()).problems).toEqual([
      `Payment operation ${chargeOp} (charge of 5000 USD cents) succeeded, but its transfers moved 4000.`,
    ]);
    await post([{ ...charge(chargeOp, 1_000), id: `charge:${chargeOp}:rest` }]);
    expect(await check()).toMatchObject({ ok: true, problems: [] });
  });

  it('finds money moved for an operation that is pending or failed, and a failed payout still set aside', async () => {
    const chargeOp = await operation('charge', 3_000);
    await post([charge(chargeOp, 3_000)]);
    const paidOp = await operation('payout', 1_000);
    await post([setAside(paidOp, 1_000)]);
    await post([{ kind: 'post', id: `payout:${paidOp}:paid`, pendingId: `payout:${paidOp}`, code: 'payout' }]);
    await complete(paidOp, 'failed');
    const keptOp = await operation('payout', 500);
    await post([setAside(keptOp, 500)]);
    await complete(keptOp, 'failed');

    expect((await check()).problems).toEqual([
      `Transfer charge:${chargeOp} moves money for payment operation ${chargeOp}, which is pending.`,
      `Transfer payout:${paidOp}:paid moves money for payment operation ${paidOp}, which is failed.`,
      `Hold payout:${keptOp} of failed payment operation ${keptOp} is not settled.`,
    ]);

    await complete(chargeOp, 'succeeded');
    await complete(paidOp, 'succeeded');
    await post([{ kind: 'void', id: `payout:${keptOp}:back`, pendingId: `payout:${keptOp}`, code: 'payout' }]);
    expect(await check()).toMatchObject({ ok: true, problems: [] });
  });

  it('finds an operation still pending well after the recovery worker should have settled it', async () => {
    const createdAt = deps.now().toISOString();
    const op = await operation('payout', 700);
    await post([setAside(op, 700)]);

    // Past the point where the worker takes it over, it is the worker's, not yet a problem.
    deps.clock.advance(STALE_OPERATION_MS + 1);
    expect(await check()).toMatchObject({ ok: true, problems: [] });
    deps.clock.advance(STUCK_OPERATION_MS - STALE_OPERATION_MS);
    expect(await check()).toMatchObject({
      ok: false,
      problems: [
        `Payment operation ${op} (payout of 700 USD cents) has been pending since ${createdAt}: the recovery worker has not settled it.`,
      ],
    });

    await complete(op, 'failed');
    await post([{ kind: 'void', id: `payout:${op}:back`, pendingId: `payout:${op}`, code: 'payout' }]);
    expect(await check()).toMatchObject({ ok: true, problems: [] });
  });

  it('counts a refund split over charges by its parts refunded, and waits on Stripe from when it last answered', async () => {
    await post([{ kind: 'single', id: 'paid-in', debit: provider, credit: brandBalance(), amount: 10_000, code: 'funding' }]);
    const parts = [
      { charge: 'ch_newer', amount: 3_000, refund: 're_newer', status: 'succeeded' },
      { charge: 'ch_older', amount: 2_000, status: 'failed' },
    ];
    const refund = async (status: 'pending' | 'succeeded', details: Record<string, unknown>) => {
      const row = await deps.db
        .insertInto('payment_operations')
        .values({
          kind: 'refund',
          provider: 'stripe',
          user_id: brand.id,
          amount_cents: 5_000,
          currency: USD,
          details: JSON.stringify(details),
          status,
          completed_at: status === 'pending' ? null : deps.now(),
          created_at: deps.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const stripe: AccountRef = { kind: 'provider', provider: 'stripe', currency: USD };
      await post([
        {
          kind: 'pending',
          id: `refund:${row.id}`,
          debit: brandBalance(),
          credit: stripe,
          amount: 5_000,
          code: 'refund',
          operationId: row.id,
        },
      ]);
      return row.id;
    };
    const setParts = (op: string, details: Record<string, unknown>) =>
      deps.db
        .updateTable('payment_operations')
        .set({ details: JSON.stringify(details) })
        .where('id', '=', op)
        .execute();

    // The part that failed came back with the rest of the hold: the refund moved what its other part refunded.
    const partly = await refund('succeeded', { parts });
    await post([{ kind: 'post', id: `refund:${partly}:paid`, pendingId: `refund:${partly}`, amount: 3_000, code: 'refund' }]);
    expect(await check()).toMatchObject({ ok: true, problems: [] });
    await setParts(partly, { parts: parts.map((part) => ({ ...part, status: 'succeeded' })) });
    expect((await check()).problems).toEqual([
      `Payment operation ${partly} (refund of 5000 USD cents) succeeded, but its transfers moved 3000.`,
    ]);
    await setParts(partly, { parts });

    // Pending at Stripe: stuck only once nobody has heard from Stripe for STUCK_OPERATION_MS.
    const waiting = await refund('pending', {
      parts: [{ charge: 'ch_newer', amount: 5_000, refund: 're_wait', status: 'pending' }],
    });
    deps.clock.advance(STUCK_OPERATION_MS - 1_000);
    const asked = deps.now();
    await setParts(waiting, {
      parts: [{ charge: 'ch_newer', amount: 5_000, refund: 're_wait', status: 'pending' }],
      refund_checked_at: asked.toISOString(),
    });
    deps.clock.advance(STALE_OPERATION_MS);
    expect(await check()).toMatchObject({ ok: true, problems: [] });
    deps.clock.advance(STUCK_OPERATION_MS);
    expect((await check()).problems).toEqual([
      expect.stringMatching(new RegExp(`^Payment operation ${waiting} \\(refund of 5000 USD cents\\) has been pending since`)),
    ]);
    await complete(waiting, 'failed');
    await post([{ kind: 'void', id: `refund:${waiting}:back`, pendingId: `refund:${waiting}`, code: 'refund' }]);
    expect(await check()).toMatchObject({ ok: true, problems: [] });
  });
});

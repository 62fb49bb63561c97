import { PAYMENT_MESSAGES } from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxProvider } from '../payments/sandbox-provider';
import type { PaymentProvider } from '../payments/provider';
import { createTestDeps, createVerifiedAccount, type TestDeps } from '../testing';
import { checkLedger } from './check';
import { postJournal } from './journal';
import { withdraw } from './payouts';
import { settleStaleOperations, STALE_OPERATION_MS } from '../payments/settle-stale-operations';
import { loadWallet } from './wallet';

const sandbox = createSandboxProvider();
const refusing = { next: false, lost: false };
const payoutCalls: string[] = [];
const provider: PaymentProvider = {
  ...sandbox,
  async payout(call) {
    payoutCalls.push(call.id);
    if (refusing.lost) {
      refusing.lost = false;
      throw new Error('socket hang up');
    }
    if (refusing.next) return { ok: false, failure: 'card_declined' };
    return sandbox.payout(call);
  },
};
let deps: TestDeps;
let creator: User;
beforeAll(async () => {
  deps = await createTestDeps({ payments: provider });
  creator = (await createVerifiedAccount(deps, 'creator')).user;
  await deps.db.transaction().execute((trx) =>
    postJournal(
      trx,
      [
        {
          kind: 'single',
          id: 'earned',
          debit: { kind: 'provider', provider: 'sandbox', currency: 'USD' },
          credit: { kind: 'creator_available', userId: creator.id, currency: 'USD' },
          amount: 30_000,
          code: 'clearing',
        },
      ],
      deps.now(),
    ),
  );
});
afterAll(() => deps.close());

describe('withdrawing', () => {
  it('sets the amount aside, pays it out, and counts it paid', async () => {
    expect(await withdraw(deps, creator, 10_000)).toMatchObject({ amount_cents: 10_000, status: 'succeeded' });
    expect(await loadWallet(deps.db, creator)).toMatchObject({ available_cents: 20_000, paid_out_cents: 10_000 });
  });

  it('gives the money back when the provider refuses, and says so (402)', async () => {
    refusing.next = true;
    await expect(withdraw(deps, creator, 5_000)).rejects.toMatchObject({ status: 402, code: 'payment_declined' });
    refusing.next = false;
    expect(await loadWallet(deps.db, creator)).toMatchObject({ available_cents: 20_000, paid_out_cents: 10_000 });
    const ops = await deps.db
      .selectFrom('payment_operations')
      .select(['kind', 'status'])
      .where('user_id', '=', creator.id)
      .orderBy('status')
      .execute();
    expect(ops).toEqual([
      { kind: 'payout', status: 'failed' },
      { kind: 'payout', status: 'succeeded' },
    ]);
  });

  it('keeps a payout whose answer was lost set aside, and the worker pays it once later', async () => {
    const before = await loadWallet(deps.db, creator);
    refusing.lost = true;
    await expect(withdraw(deps, creator, 1_000)).rejects.toThrow('socket hang up');
    expect(await loadWallet(deps.db, creator)).toMatchObject({
      available_cents: before.available_cents - 1_000,
      paid_out_cents: before.paid_out_cents,
    });
    deps.clock.advance(STALE_OPERATION_MS);
    expect(await settleStaleOperations(deps, 10)).toBe(1);
    expect(await loadWallet(deps.db, creator)).toMatchObject({
      available_cents: before.available_cents - 1_000,
      paid_out_cents: before.paid_out_cents + 1_000,
    });
    expect(await settleStaleOperations(deps, 10)).toBe(0);
    // Given back for the next test.
    await deps.db.transaction().execute((trx) =>
      postJournal(
        trx,
        [
          {
            kind: 'single',
            id: 'earned-again',
            debit: { kind: 'provider', provider: 'sandbox', currency: 'USD' },
            credit: { kind: 'creator_available', userId: creator.id, currency: 'USD' },
            amount: 1_000,
            code: 'clearing',
          },
        ],
        deps.now(),
      ),
    );
  });

  it('cannot take out more than is available, even two withdrawals at once', async () => {
    const both = await Promise.allSettled([withdraw(deps, creator, 15_000), withdraw(deps, creator, 15_000)]);
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(both.find((r) => r.status === 'rejected')).toMatchObject({ reason: { status: 409, code: 'insufficient_funds' } });
    expect(await loadWallet(deps.db, creator)).toMatchObject({ available_cents: 5_000, paid_out_cents: 26_000 });
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true, problems: [] });
  });
});

describe('withdrawing with an Idempotency-Key', () => {
  const payoutsOf = (user: User) =>
    deps.db
      .selectFrom('payment_operations')
      .select(['id', 'status'])
      .where('user_id', '=', user.id)
      .where('kind', '=', 'payout')
      .execute();
  /** A creator with $300 available and nothing withdrawn yet. */
  async function earningCreator(): Promise<User> {
    const user = (await createVerifiedAccount(deps, 'creator')).user;
    await deps.db.transaction().execute((trx) =>
      postJournal(
        trx,
        [
          {
            kind: 'single',
            id: `earned:${user.id}`,
            debit: { kind: 'provider', provider: 'sandbox', currency: 'USD' },
            credit: { kind: 'creator_available', userId: user.id, currency: 'USD' },
            amount: 30_000,
            code: 'clearing',
          },
        ],
        deps.now(),
      ),
    );
    return user;
  }

  it('pays once when the same request is sent again, and answers as the first time', async () => {
    const user = await earningCreator();
    const first = await withdraw(deps, user, 10_000, 'USD', 'payout-2026-11-01');
    const again = await withdraw(deps, user, 10_000, 'USD', 'payout-2026-11-01');
    expect(again).toEqual(first);
    expect(await payoutsOf(user)).toEqual([{ id: first.operation_id, status: 'succeeded' }]);
    expect(payoutCalls.filter((id) => id === first.operation_id)).toHaveLength(1);
    expect(await loadWallet(deps.db, user)).toMatchObject({ available_cents: 20_000, paid_out_cents: 10_000 });
    // Another key is another withdrawal.
    await withdraw(deps, user, 10_000, 'USD', 'payout-2026-11-02');
    expect(await loadWallet(deps.db, user)).toMatchObject({ available_cents: 10_000, paid_out_cents: 20_000 });
  });

  it('pays once when the same request arrives twice at the same moment', async () => {
    const user = await earningCreator();
    const both = await Promise.all([
      withdraw(deps, user, 25_000, 'USD', 'double-click'),
      withdraw(deps, user, 25_000, 'USD', 'double-click'),
    ]);
    expect(both[0].operation_id).toBe(both[1].operation_id);
    expect(await payoutsOf(user)).toHaveLength(1);
    expect(await loadWallet(deps.db, user)).toMatchObject({ available_cents: 5_000, paid_out_cents: 25_000 });
  });

  it('continues the same payout when the first answer was lost, and pays it once', async () => {
    const user = await earningCreator();
    refusing.lost = true;
    await expect(withdraw(deps, user, 10_000, 'USD', 'lost-answer')).rejects.toThrow('socket hang up');
    const [pending] = await payoutsOf(user);
    expect(pending).toMatchObject({ status: 'pending' });
    expect(await withdraw(deps, user, 10_000, 'USD', 'lost-answer')).toMatchObject({ operation_id: pending!.id });
    expect(await payoutsOf(user)).toEqual([{ id: pending!.id, status: 'succeeded' }]);
    expect(await loadWallet(deps.db, user)).toMatchObject({ available_cents: 20_000, paid_out_cents: 10_000 });
  });

  it('refuses the same key for another amount (409) and moves nothing; a refused payout answers refused again', async () => {
    const user = await earningCreator();
    await withdraw(deps, user, 10_000, 'USD', 'k1');
    await expect(withdraw(deps, user, 12_000, 'USD', 'k1')).rejects.toMatchObject({
      status: 409,
      code: 'conflict',
      message: PAYMENT_MESSAGES.idempotencyKeyReused,
    });
    await expect(withdraw(deps, user, 1_000, 'USD', ' ')).rejects.toMatchObject({ status: 400 });
    expect(await loadWallet(deps.db, user)).toMatchObject({ available_cents: 20_000, paid_out_cents: 10_000 });

    refusing.next = true;
    try {
      await expect(withdraw(deps, user, 5_000, 'USD', 'k2')).rejects.toMatchObject({ status: 402 });
    } finally {
      refusing.next = false;
    }
    // The retry does not try again: it answers what the first request got, and the money stays.
    await expect(withdraw(deps, user, 5_000, 'USD', 'k2')).rejects.toMatchObject({ status: 402, code: 'payment_declined' });
    expect(await loadWallet(deps.db, user)).toMatchObject({ available_cents: 20_000, paid_out_cents: 10_000 });
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true, problems: [] });
  });
});

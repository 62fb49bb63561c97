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
const provider: PaymentProvider = {
  ...sandbox,
  async payout(call) {
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

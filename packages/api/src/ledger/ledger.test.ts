import { sql, type User } from '@sponsorly/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps, createVerifiedAccount, type TestDeps } from '../testing';
import type { AccountRef } from './accounts';
import { checkLedger } from './check';
import { LedgerError, postJournal, type JournalEntry } from './journal';
import { loadWallet } from './wallet';

let deps: TestDeps;
let brand: User;
let creator: User;
beforeAll(async () => {
  deps = await createTestDeps();
  [brand, creator] = await Promise.all([
    createVerifiedAccount(deps, 'brand').then((a) => a.user),
    createVerifiedAccount(deps, 'creator').then((a) => a.user),
  ]);
});
afterAll(() => deps.close());

const USD = 'USD' as const;
const provider: AccountRef = { kind: 'provider', provider: 'sandbox', currency: USD };
const fees: AccountRef = { kind: 'platform_fees', currency: USD };
const brandBalance = (): AccountRef => ({ kind: 'brand_balance', userId: brand.id, currency: USD });
const clearing = (): AccountRef => ({ kind: 'creator_clearing', userId: creator.id, currency: USD });

const post = (entries: JournalEntry[]) => deps.db.transaction().execute((trx) => postJournal(trx, entries, deps.now()));
const funding = (id: string, amount: number): JournalEntry => ({
  kind: 'single',
  id,
  debit: provider,
  credit: brandBalance(),
  amount,
  code: 'funding',
});
const holds = (deal: string, price: number, fee: number): JournalEntry[] => [
  { kind: 'pending', id: `hold:${deal}:price`, debit: brandBalance(), credit: clearing(), amount: price, code: 'hold_price' },
  { kind: 'pending', id: `hold:${deal}:fee`, debit: brandBalance(), credit: fees, amount: fee, code: 'hold_fee' },
];

describe('the ledger', () => {
  it('funds, holds and releases: each account moves by the amounts, the wallets say so, and the check holds', async () => {
    expect(await post([funding('t1:funding', 66_000), ...holds('t1', 60_000, 6_000)])).toBe('posted');
    expect(await loadWallet(deps.db, brand)).toEqual({
      currency: USD,
      available_cents: 0,
      pending_cents: 0,
      held_cents: 66_000,
      paid_out_cents: 0,
      owed_cents: 0,
    });
    expect(await loadWallet(deps.db, creator)).toMatchObject({ held_cents: 60_000, pending_cents: 0, available_cents: 0 });

    await post([
      { kind: 'post', id: 'release:t1:price', pendingId: 'hold:t1:price', code: 'release_price' },
      { kind: 'post', id: 'release:t1:fee', pendingId: 'hold:t1:fee', code: 'release_fee' },
    ]);
    expect(await loadWallet(deps.db, brand)).toMatchObject({ available_cents: 0, held_cents: 0 });
    expect(await loadWallet(deps.db, creator)).toMatchObject({ held_cents: 0, pending_cents: 60_000 });
    const fee = await deps.db
      .selectFrom('ledger_accounts')
      .selectAll()
      .where('code', '=', 'platform_fees:USD')
      .executeTakeFirstOrThrow();
    expect(Number(fee.credits_posted)).toBe(6_000);
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('writes a journal once: the same transfers again change nothing; the same id with other terms is refused', async () => {
    const before = await loadWallet(deps.db, brand);
    expect(await post([funding('t2:funding', 1_000)])).toBe('posted');
    expect(await post([funding('t2:funding', 1_000)])).toBe('already_posted');
    expect((await loadWallet(deps.db, brand)).available_cents).toBe(before.available_cents + 1_000);
    await expect(post([funding('t2:funding', 2_000)])).rejects.toThrow(LedgerError);
    expect((await loadWallet(deps.db, brand)).available_cents).toBe(before.available_cents + 1_000);
  });

  it('refuses to hold more than the balance, and moves nothing of that journal', async () => {
    const before = await loadWallet(deps.db, brand);
    await expect(post([funding('t3:funding', 500), ...holds('t3', before.available_cents + 500, 1)])).rejects.toMatchObject({
      status: 409,
      code: 'insufficient_funds',
    });
    expect(await loadWallet(deps.db, brand)).toEqual(before);
    expect(await deps.db.selectFrom('ledger_transfers').select('id').where('id', 'like', 't3:%').execute()).toEqual([]);
  });

  it('settles a hold once: part of it posted, the rest back to the brand; a second settlement is refused', async () => {
    await post([funding('t4:funding', 11_000), ...holds('t4', 10_000, 1_000)]);
    const brandBefore = await loadWallet(deps.db, brand);
    const creatorBefore = await loadWallet(deps.db, creator);
    await post([
      { kind: 'post', id: 'release:t4:price', pendingId: 'hold:t4:price', amount: 7_000, code: 'release_price' },
      { kind: 'void', id: 'return:t4:fee', pendingId: 'hold:t4:fee', code: 'return_fee' },
    ]);
    expect(await loadWallet(deps.db, brand)).toMatchObject({
      available_cents: brandBefore.available_cents + 4_000,
      held_cents: brandBefore.held_cents - 11_000,
    });
    expect(await loadWallet(deps.db, creator)).toMatchObject({ pending_cents: creatorBefore.pending_cents + 7_000 });
    await expect(post([{ kind: 'void', id: 'again:t4', pendingId: 'hold:t4:price', code: 'return_price' }])).rejects.toThrow(
      /already settled/,
    );
    await expect(
      post([{ kind: 'post', id: 'over:t5', pendingId: 'hold:t4:fee', amount: 5, code: 'release_fee' }]),
    ).rejects.toThrow(LedgerError);
    // The database stands behind the code: a second settlement written directly is refused by the unique index.
    const hold = await deps.db
      .selectFrom('ledger_transfers')
      .selectAll()
      .where('id', '=', 'hold:t4:price')
      .executeTakeFirstOrThrow();
    await expect(
      deps.db
        .insertInto('ledger_transfers')
        .values({
          id: 'direct:t4',
          kind: 'void',
          debit_account_id: hold.debit_account_id,
          credit_account_id: hold.credit_account_id,
          amount: 10_000,
          currency: USD,
          pending_id: hold.id,
          code: 'return_price',
          deal_id: null,
          operation_id: null,
          created_at: deps.now(),
        })
        .execute(),
    ).rejects.toThrow(/ledger_transfers_resolved_once|duplicate key/);
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true });
  });

  it('never edits or deletes a transfer, and an account cannot be overdrawn even by a direct write', async () => {
    await expect(
      deps.db.updateTable('ledger_transfers').set({ code: 'refund' }).where('id', '=', 't1:funding').execute(),
    ).rejects.toThrow(/append-only/);
    await expect(deps.db.deleteFrom('ledger_transfers').where('id', '=', 't1:funding').execute()).rejects.toThrow(/append-only/);
    const [balance, outside] = await Promise.all(
      [`brand_balance:${brand.id}:USD`, 'provider:sandbox:USD'].map((code) =>
        deps.db.selectFrom('ledger_accounts').select('id').where('code', '=', code).executeTakeFirstOrThrow(),
      ),
    );
    await expect(
      deps.db
        .insertInto('ledger_transfers')
        .values({
          id: 'direct:overdraft',
          kind: 'single',
          debit_account_id: Number(balance!.id),
          credit_account_id: Number(outside!.id),
          amount: 10 ** 12,
          currency: USD,
          pending_id: null,
          code: 'refund',
          deal_id: null,
          operation_id: null,
          created_at: deps.now(),
        })
        .execute(),
    ).rejects.toThrow(/ledger_accounts_no_overdraft/);
  });

  it('finds a counter that does not match its transfers', async () => {
    // The database refuses such a counter (migration 0023); the check still recounts, for a database
    // restored from before it or with its triggers disabled, as here in a transaction rolled back.
    const code = 'platform_fees:USD';
    const rolledBack = new Error('rolled back');
    await expect(
      deps.db.transaction().execute(async (trx) => {
        await sql`alter table ledger_accounts disable trigger ledger_accounts_counters_move_with_transfers`.execute(trx);
        await trx
          .updateTable('ledger_accounts')
          .set({ credits_posted: sql<number>`credits_posted + 1` })
          .where('code', '=', code)
          .execute();
        const check = await checkLedger(trx);
        expect(check.ok).toBe(false);
        expect(check.problems).toEqual([
          expect.stringMatching(/^USD: posted debits \d+ differ from posted credits \d+\.$/),
          expect.stringMatching(/^platform_fees:USD: credits_posted is \d+ but its transfers add up to \d+\.$/),
        ]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true });
  });
});

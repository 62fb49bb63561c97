import { sql, type LedgerTransfersTable, type User } from '@sponsorly/db';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps, createVerifiedAccount, type TestDeps } from '../testing';
import { lockAccounts, type AccountRef } from './accounts';
import { checkLedger } from './check';
import { postJournal } from './journal';

/**
 * The database refuses, by itself, what must never happen to the ledger (migration 0023): every write
 * here goes around `postJournal`, as a script, a migration or a careless service could.
 */
let deps: TestDeps;
let brand: User;
let creator: User;
const ids = { provider: 0, balance: 0, clearing: 0, fees: 0 };

const USD = 'USD' as const;
const provider: AccountRef = { kind: 'provider', provider: 'sandbox', currency: USD };
const fees: AccountRef = { kind: 'platform_fees', currency: USD };

beforeAll(async () => {
  deps = await createTestDeps();
  [brand, creator] = await Promise.all([
    createVerifiedAccount(deps, 'brand').then((a) => a.user),
    createVerifiedAccount(deps, 'creator').then((a) => a.user),
  ]);
  const balance: AccountRef = { kind: 'brand_balance', userId: brand.id, currency: USD };
  const clearing: AccountRef = { kind: 'creator_clearing', userId: creator.id, currency: USD };
  await deps.db.transaction().execute(async (trx) => {
    const rows = await lockAccounts(trx, [provider, fees, balance, clearing]);
    const byCode = new Map(rows.map((row) => [row.code, Number(row.id)]));
    Object.assign(ids, {
      provider: byCode.get('provider:sandbox:USD')!,
      fees: byCode.get('platform_fees:USD')!,
      balance: byCode.get(`brand_balance:${brand.id}:USD`)!,
      clearing: byCode.get(`creator_clearing:${creator.id}:USD`)!,
    });
    await postJournal(
      trx,
      [
        { kind: 'single', id: 'c:funding', debit: provider, credit: balance, amount: 10_000, code: 'funding' },
        { kind: 'pending', id: 'c:hold', debit: balance, credit: clearing, amount: 6_000, code: 'hold_price' },
      ],
      deps.now(),
    );
  });
});
afterAll(() => deps.close());

/** A transfer written directly: by default 1 cent from the provider to the brand's balance. */
const writeTransfer = (values: Partial<Insertable<LedgerTransfersTable>> & { id: string }) =>
  deps.db
    .insertInto('ledger_transfers')
    .values({
      kind: 'single',
      debit_account_id: ids.provider,
      credit_account_id: ids.balance,
      amount: 1,
      currency: USD,
      pending_id: null,
      code: 'funding',
      deal_id: null,
      operation_id: null,
      created_at: deps.now(),
      ...values,
    })
    .execute();

/** Every account's counters, to show that a refused write moved none of them. */
const counters = () =>
  deps.db
    .selectFrom('ledger_accounts')
    .select(['code', 'debits_pending', 'debits_posted', 'credits_pending', 'credits_posted'])
    .orderBy('id')
    .execute();

const countersOf = async (id: number) => {
  const row = await deps.db.selectFrom('ledger_accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return {
    debits_pending: Number(row.debits_pending),
    debits_posted: Number(row.debits_posted),
    credits_pending: Number(row.credits_pending),
    credits_posted: Number(row.credits_posted),
  };
};

describe('the database keeps the ledger, whatever writes to it', () => {
  it('moves an account’s counters only with its transfers: a counter written directly is refused', async () => {
    const before = await counters();
    await expect(
      deps.db
        .updateTable('ledger_accounts')
        .set({ credits_posted: sql<number>`credits_posted + 1` })
        .where('id', '=', ids.balance)
        .execute(),
    ).rejects.toThrow(`ledger account brand_balance:${brand.id}:USD: its counters move only with its transfers`);
    await expect(sql`update ledger_accounts set debits_pending = 0`.execute(deps.db)).rejects.toThrow(
      /its counters move only with its transfers/,
    );
    await expect(
      sql`insert into ledger_accounts (code, kind, currency, credits_posted, no_overdraft) values ('platform_fees:EUR', 'platform_fees', 'EUR', 500, true)`.execute(
        deps.db,
      ),
    ).rejects.toThrow('ledger account platform_fees:EUR must start at zero: its counters move only with its transfers');
    expect(await counters()).toEqual(before);
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('moves the counters by a transfer written directly, so they still add up', async () => {
    const provider = await countersOf(ids.provider);
    const balance = await countersOf(ids.balance);
    const clearing = await countersOf(ids.clearing);
    await writeTransfer({ id: 'direct:funding', amount: 2_500 });
    await writeTransfer({
      id: 'direct:hold',
      kind: 'pending',
      debit_account_id: ids.balance,
      credit_account_id: ids.clearing,
      amount: 1_000,
    });
    await writeTransfer({
      id: 'direct:release',
      kind: 'post',
      pending_id: 'direct:hold',
      debit_account_id: ids.balance,
      credit_account_id: ids.clearing,
      amount: 400,
    });
    expect(await countersOf(ids.provider)).toEqual({ ...provider, debits_posted: provider.debits_posted + 2_500 });
    expect(await countersOf(ids.balance)).toEqual({
      ...balance,
      credits_posted: balance.credits_posted + 2_500,
      debits_posted: balance.debits_posted + 400,
    });
    expect(await countersOf(ids.clearing)).toEqual({ ...clearing, credits_posted: clearing.credits_posted + 400 });
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('settles a hold within it, between its accounts, and once', async () => {
    const before = await counters();
    const settle = { pending_id: 'c:hold', debit_account_id: ids.balance, credit_account_id: ids.clearing } as const;
    await expect(writeTransfer({ id: 'over', kind: 'post', amount: 6_001, ...settle })).rejects.toThrow(
      'ledger transfer over: posts 6001 of hold c:hold, which holds 6000',
    );
    await expect(writeTransfer({ id: 'part-void', kind: 'void', amount: 1, ...settle })).rejects.toThrow(
      'ledger transfer part-void: voids 1 of hold c:hold, which holds 6000',
    );
    await expect(
      writeTransfer({ id: 'elsewhere', kind: 'post', amount: 6_000, ...settle, credit_account_id: ids.fees }),
    ).rejects.toThrow('ledger transfer elsewhere: settles hold c:hold between other accounts or in another currency');
    await expect(writeTransfer({ id: 'not-held', kind: 'void', amount: 10_000, pending_id: 'c:funding' })).rejects.toThrow(
      'ledger transfer not-held: c:funding is not a hold',
    );
    expect(await counters()).toEqual(before);

    await writeTransfer({ id: 'c:release', kind: 'post', amount: 6_000, ...settle });
    await expect(writeTransfer({ id: 'c:again', kind: 'void', amount: 6_000, ...settle })).rejects.toThrow(
      /ledger_transfers_resolved_once/,
    );
    expect(await checkLedger(deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('moves money only in the currency of both its accounts', async () => {
    await sql`insert into ledger_accounts (code, kind, currency, no_overdraft) values ('platform_fees:EUR', 'platform_fees', 'EUR', true)`.execute(
      deps.db,
    );
    const eur = await deps.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('code', '=', 'platform_fees:EUR')
      .executeTakeFirstOrThrow();
    const before = await counters();
    await expect(writeTransfer({ id: 'to-eur', credit_account_id: Number(eur.id) })).rejects.toThrow(
      /violates foreign key constraint "ledger_transfers_credit_account_currency"/,
    );
    await expect(writeTransfer({ id: 'in-eur', credit_account_id: Number(eur.id), currency: 'EUR' })).rejects.toThrow(
      /violates foreign key constraint "ledger_transfers_debit_account_currency"/,
    );
    await expect(writeTransfer({ id: 'usd-as-eur', currency: 'EUR' })).rejects.toThrow(
      /violates foreign key constraint "ledger_transfers_(debit|credit)_account_currency"/,
    );
    expect(await counters()).toEqual(before);
  });

  it('moves a positive amount between two different accounts', async () => {
    const before = await counters();
    await expect(writeTransfer({ id: 'to-itself', credit_account_id: ids.provider })).rejects.toThrow(
      /ledger_transfers_two_accounts/,
    );
    await expect(writeTransfer({ id: 'nothing', amount: 0 })).rejects.toThrow(/ledger_transfers_amount_check/);
    await expect(writeTransfer({ id: 'backwards', amount: -100 })).rejects.toThrow(/ledger_transfers_amount_check/);
    expect(await counters()).toEqual(before);
  });

  it('keeps the overdraft CHECK behind a transfer written directly', async () => {
    const before = await counters();
    await expect(
      writeTransfer({ id: 'overdraw', debit_account_id: ids.balance, credit_account_id: ids.provider, amount: 10 ** 9 }),
    ).rejects.toThrow(/ledger_accounts_no_overdraft/);
    expect(await counters()).toEqual(before);
  });
});

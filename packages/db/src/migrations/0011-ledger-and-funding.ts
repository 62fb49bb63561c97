import { sql, type Kysely } from 'kysely';

/**
 * The money (docs/marketplace.md "Money", docs/ledger.md): a double-entry ledger and the payment operations
 * that bring money in and send it out.
 *
 * `ledger_accounts` keep four counters, as TigerBeetle's accounts do. An account that may not be
 * overdrawn (every person's) carries a CHECK that its debits, pending and posted, never exceed its posted
 * credits: an overdraft is impossible even when two transactions race, whatever the code does. Each
 * account has one `code` (kind, owner, currency), so an account is made once however many callers ask.
 *
 * `ledger_transfers` are append-only: a trigger refuses UPDATE, DELETE and TRUNCATE. Each has the id its
 * caller chose (`hold:<deal>:price`), so a step retried, or raced by the timer, cannot move money twice.
 * A `pending` transfer (a hold) is resolved once, by one `post` (all of it or part; the rest goes back)
 * or one `void`; the unique index on `pending_id` makes "once" a fact of the database.
 *
 * `payment_operations` are the calls to the payment provider (charge, refund, payout), written before
 * the call and completed after it, outside any transaction that holds a lock: the row's id is the
 * provider's idempotency key, so a call retried after a crash cannot charge twice. A deal has at most
 * one charge under way or taken.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // `brand_balance:<user>:USD`, `creator_clearing:<user>:USD`, `platform_fees:USD`, `provider:sandbox:USD`.
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('brand_balance', 'creator_clearing', 'creator_available', 'platform_fees', 'provider')`),
    )
    .addColumn('user_id', 'uuid', (c) => c.references('users.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('debits_pending', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`debits_pending >= 0`))
    .addColumn('debits_posted', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`debits_posted >= 0`))
    .addColumn('credits_pending', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`credits_pending >= 0`))
    .addColumn('credits_posted', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`credits_posted >= 0`))
    .addColumn('no_overdraft', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('ledger_accounts_no_overdraft', sql`not no_overdraft or debits_pending + debits_posted <= credits_posted`)
    .addCheckConstraint(
      'ledger_accounts_owner',
      sql`(kind in ('brand_balance', 'creator_clearing', 'creator_available')) = (user_id is not null)`,
    )
    .execute();
  await sql`create index ledger_accounts_user on ledger_accounts (user_id) where user_id is not null`.execute(db);

  await db.schema
    .createTable('payment_operations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('charge', 'refund', 'payout')`))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('deal_id', 'uuid', (c) => c.references('deals.id'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'succeeded', 'failed')`))
    // What the provider needs again on a retry, never a whole card number (the sandbox keeps the last four digits).
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('provider_reference', 'text')
    .addColumn('failure_code', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('completed_at', 'timestamptz')
    .addCheckConstraint('payment_operations_completed', sql`(status = 'pending') = (completed_at is null)`)
    .execute();
  await sql`create unique index payment_operations_one_charge on payment_operations (deal_id) where kind = 'charge' and status <> 'failed'`.execute(
    db,
  );
  await sql`create index payment_operations_pending on payment_operations (created_at) where status = 'pending'`.execute(db);
  await sql`create index payment_operations_user on payment_operations (user_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('ledger_transfers')
    .addColumn('id', 'text', (c) => c.primaryKey().check(sql`length(id) between 1 and 200`))
    // The order transfers were written in: a wallet's movements page by it.
    .addColumn('seq', 'bigint', (c) => c.notNull().unique().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('single', 'pending', 'post', 'void')`))
    .addColumn('debit_account_id', 'bigint', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('credit_account_id', 'bigint', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('pending_id', 'text', (c) => c.references('ledger_transfers.id'))
    // Why the money moved: funding, hold_price, hold_fee, release_price, release_fee, refund, payout...
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('deal_id', 'uuid', (c) => c.references('deals.id'))
    .addColumn('operation_id', 'uuid', (c) => c.references('payment_operations.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('ledger_transfers_two_accounts', sql`debit_account_id <> credit_account_id`)
    .addCheckConstraint('ledger_transfers_resolves', sql`(kind in ('post', 'void')) = (pending_id is not null)`)
    .execute();
  await sql`create unique index ledger_transfers_resolved_once on ledger_transfers (pending_id) where pending_id is not null`.execute(
    db,
  );
  await sql`create index ledger_transfers_deal on ledger_transfers (deal_id) where deal_id is not null`.execute(db);
  await sql`create index ledger_transfers_debit on ledger_transfers (debit_account_id, seq)`.execute(db);
  await sql`create index ledger_transfers_credit on ledger_transfers (credit_account_id, seq)`.execute(db);
  await sql`
    create function ledger_transfers_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger_transfers is append-only: % refused', tg_op using errcode = 'restrict_violation';
    end
    $$`.execute(db);
  await sql`create trigger ledger_transfers_no_change before update or delete on ledger_transfers for each row execute function ledger_transfers_append_only()`.execute(
    db,
  );
  await sql`create trigger ledger_transfers_no_truncate before truncate on ledger_transfers for each statement execute function ledger_transfers_append_only()`.execute(
    db,
  );

  await sql`alter table deals add column funded_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table deals drop column if exists funded_at`.execute(db);
  await sql`drop table if exists ledger_transfers`.execute(db);
  await sql`drop function if exists ledger_transfers_append_only()`.execute(db);
  await sql`drop table if exists payment_operations`.execute(db);
  await sql`drop table if exists ledger_accounts`.execute(db);
}

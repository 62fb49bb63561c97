import { sql, type Kysely } from 'kysely';

/**
 * Receipts and credit notes (docs/payments.md "Receipts and statements"): one receipt per funded deal,
 * one credit note per refund to a brand's card, numbered in one series per year without gaps
 * (`SP-2026-000123`). The number comes from a counter row per year, moved in the transaction that
 * records the payment, never from a sequence: a sequence's value is spent even when its transaction
 * rolls back, which would leave a gap in the books. What the document says (the parties, the deal,
 * the figures) is kept on the row as it was issued, so a profile changed later does not change it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table receipt_counters (
    year integer primary key,
    last_seq integer not null check (last_seq >= 1)
  )`.execute(db);
  await sql`create table receipts (
    id uuid primary key default gen_random_uuid(),
    number text not null unique,
    year integer not null,
    seq integer not null check (seq >= 1),
    kind text not null check (kind in ('receipt', 'credit_note')),
    brand_id uuid not null references users(id),
    deal_id uuid references deals(id),
    operation_id uuid references payment_operations(id),
    currency text not null,
    total_cents bigint not null check (total_cents > 0),
    content jsonb not null,
    created_at timestamptz not null,
    unique (year, seq),
    constraint receipts_kind_names_its_payment check (
      (kind = 'receipt' and deal_id is not null) or (kind = 'credit_note' and operation_id is not null)
    )
  )`.execute(db);
  // A deal is funded once; the index makes a second receipt for it impossible whatever the code does.
  await sql`create unique index receipts_one_per_deal on receipts (deal_id) where kind = 'receipt'`.execute(db);
  await sql`create unique index receipts_one_per_operation on receipts (operation_id) where operation_id is not null`.execute(db);
  await sql`create index receipts_by_brand on receipts (brand_id, year desc, seq desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table receipts`.execute(db);
  await sql`drop table receipt_counters`.execute(db);
}

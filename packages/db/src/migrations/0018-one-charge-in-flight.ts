import { sql, type Kysely } from 'kysely';

/**
 * A deal may have more than one card charge: a payment that went through while the brand's balance paid
 * for another deal stays in the balance, and funding again charges what the balance then lacks
 * (docs/ledger.md, "Funding with a card"). What must never happen is two charges out at once for one deal, so the
 * unique index now holds only pending charges (it held every charge that had not failed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index payment_operations_one_charge`.execute(db);
  await sql`create unique index payment_operations_one_charge_in_flight on payment_operations (deal_id) where kind = 'charge' and status = 'pending'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index payment_operations_one_charge_in_flight`.execute(db);
  await sql`create unique index payment_operations_one_charge on payment_operations (deal_id) where kind = 'charge' and status <> 'failed'`.execute(
    db,
  );
}

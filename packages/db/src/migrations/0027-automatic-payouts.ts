import { sql, type Kysely } from 'kysely';

/**
 * A creator's choice to be paid automatically when money clears (docs/payments.md): since when, so that
 * turning it on pays the deals that clear from then on, never again money already withdrawn by hand.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column auto_payout_since timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column auto_payout_since`.execute(db);
}

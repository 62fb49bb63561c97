import { sql, type Kysely } from 'kysely';

/**
 * Stripe's webhooks name a charge or a transfer by Stripe's id, kept as the payment operation's
 * `provider_reference` (`ch_...`, `tr_...`): `charge.refunded` finds the brand's charge by it, and
 * `transfer.reversed` the creator's payout (docs/payments.md), without reading every operation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index payment_operations_provider_reference on payment_operations (provider_reference)
    where provider_reference is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index payment_operations_provider_reference`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * A withdrawal or a refund retried with the same Idempotency-Key (a timeout, a client that sends again)
 * must answer what the first request did and pay nothing twice. The key is the caller's, so it is unique
 * per user; the fingerprint tells a retry from another request sent under the same key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payment_operations add column idempotency_key text, add column request_fingerprint text`.execute(db);
  await sql`create unique index payment_operations_idempotency_key on payment_operations (user_id, idempotency_key) where idempotency_key is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index payment_operations_idempotency_key`.execute(db);
  await sql`alter table payment_operations drop column idempotency_key, drop column request_fingerprint`.execute(db);
}

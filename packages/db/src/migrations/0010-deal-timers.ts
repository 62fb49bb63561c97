import { sql, type Kysely } from 'kysely';

/**
 * Offers and their timers (docs/deals.md).
 *
 * `expiry_reminded_at`: when the side an offer waits for was told it expires in 24 hours. The timer
 * worker claims offers with none, so the reminder goes once per expiry; a counter-offer or an extension
 * moves the expiry and clears it, so the new deadline gets its own reminder.
 *
 * A retried offer is found by the brand's Idempotency-Key before its deal exists, so the key is
 * indexed by actor too (deal_events_idempotency begins with the deal).
 *
 * The deals list pages by (created_at, id), newest first: a deal's creation never moves, so a walk
 * through the pages never shows a deal twice or skips one that changed meanwhile.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table deals add column expiry_reminded_at timestamptz`.execute(db);
  await sql`create index deals_brand_created on deals (brand_id, created_at desc, id desc)`.execute(db);
  await sql`create index deals_creator_created on deals (creator_id, created_at desc, id desc)`.execute(db);
  await sql`create index deals_created on deals (created_at desc, id desc)`.execute(db);
  await sql`create index deal_events_offer_key on deal_events (actor_id, idempotency_key) where action = 'offer' and idempotency_key is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['deal_events_offer_key', 'deals_created', 'deals_creator_created', 'deals_brand_created'])
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  await sql`alter table deals drop column if exists expiry_reminded_at`.execute(db);
}

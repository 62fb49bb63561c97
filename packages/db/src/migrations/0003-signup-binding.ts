import type { Kysely } from 'kysely';

/**
 * A verification link's signup binding: the hash of a random value kept in an httpOnly cookie of the
 * browser that signed up. Only that browser is logged in by the link (docs/decisions/0010-signup-binding.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('one_time_tokens').addColumn('binding_hash', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('one_time_tokens').dropColumn('binding_hash').execute();
}

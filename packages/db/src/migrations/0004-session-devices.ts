import type { Kysely } from 'kysely';

/**
 * The browser a session was started from, so the account's security page can tell sessions apart.
 * Sessions from before this migration have none and show as an unknown device.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
}

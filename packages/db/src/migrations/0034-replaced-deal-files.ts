import { sql, type Kysely } from 'kysely';

/**
 * A draft replaced by another in the same round gives up its file (docs/limits.md "Uploads"): the bytes
 * are deleted from storage and the row keeps `removed_at`, so the round's count of uploads still sees
 * it while the deal's total of stored bytes no longer does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table deal_files add column removed_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table deal_files drop column removed_at`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * A timer's row whose step failed (docs/marketplace.md "Timers"): how many attempts failed, when the next
 * is due and the last error. Kept in the database, not in a worker, so every instance waits the same
 * backoff and a restart does not forget it. Keyed by the timer's kind and the row's id (text: a deal, a
 * campaign, a payment operation or a deliverable, `<deal>/<deliverable>`); the row goes once its step
 * succeeds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('timer_retries')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('row_id', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().check(sql`attempts >= 1`))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_error', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('timer_retries_pk', ['kind', 'row_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('timer_retries').ifExists().execute();
}

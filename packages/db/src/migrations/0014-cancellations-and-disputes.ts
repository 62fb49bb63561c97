import { sql, type Kysely } from 'kysely';

/**
 * Ending a funded deal early (docs/marketplace.md "Cancellations and disputes"; docs/cancellations-and-disputes.md).
 *
 * A cancellation is a request on the deal, not a state: one open at a time (a unique index), answered
 * by the other side or accepted by 72 hours of silence (`answer_due_at`, claimed by the timer worker).
 *
 * A dispute moves the deal to `disputed`; one open at a time. The other side answers within 5 days;
 * an admin resolves it with one of four outcomes and a written note both parties read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('deal_cancellations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('deal_id', 'uuid', (c) => c.notNull().references('deals.id').onDelete('cascade'))
    .addColumn('requested_by', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('requested_side', 'text', (c) => c.notNull().check(sql`requested_side in ('brand', 'creator')`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('open').check(sql`status in ('open', 'accepted', 'refused', 'closed')`),
    )
    .addColumn('answer_due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index deal_cancellations_one_open on deal_cancellations (deal_id) where status = 'open'`.execute(db);
  await sql`create index deal_cancellations_due on deal_cancellations (answer_due_at) where status = 'open'`.execute(db);

  await db.schema
    .createTable('deal_disputes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('deal_id', 'uuid', (c) => c.notNull().references('deals.id').onDelete('cascade'))
    .addColumn('opened_by', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('opened_side', 'text', (c) => c.notNull().check(sql`opened_side in ('brand', 'creator')`))
    .addColumn('reason', 'text', (c) => c.notNull())
    // Links to evidence: [{url}].
    .addColumn('evidence', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'`))
    .addColumn('answer', 'text')
    .addColumn('answered_at', 'timestamptz')
    .addColumn('answer_due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'resolved')`))
    .addColumn('outcome', 'text', (c) => c.check(sql`outcome in ('release', 'refund', 'split', 'resume')`))
    .addColumn('creator_percent', 'integer', (c) => c.check(sql`creator_percent between 1 and 99`))
    .addColumn('note', 'text')
    .addColumn('resolved_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('deal_disputes_resolved', sql`(status = 'resolved') = (outcome is not null and resolved_at is not null)`)
    .addCheckConstraint('deal_disputes_split', sql`(outcome = 'split') = (creator_percent is not null)`)
    .execute();
  await sql`create unique index deal_disputes_one_open on deal_disputes (deal_id) where status = 'open'`.execute(db);
  await sql`create index deal_disputes_open on deal_disputes (created_at) where status = 'open'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists deal_disputes`.execute(db);
  await sql`drop table if exists deal_cancellations`.execute(db);
}

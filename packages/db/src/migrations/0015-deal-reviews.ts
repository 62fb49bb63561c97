import { sql, type Kysely } from 'kysely';

/**
 * Reviews after a completed deal (docs/reviews.md): each side may leave one, 1-5 stars and words, within
 * 14 days of completion. A review is hidden until both are in or the 14 days end, so neither side writes
 * in answer to the other's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('deal_reviews')
    .addColumn('deal_id', 'uuid', (c) => c.notNull().references('deals.id').onDelete('cascade'))
    .addColumn('author_side', 'text', (c) => c.notNull().check(sql`author_side in ('brand', 'creator')`))
    .addColumn('author_id', 'uuid', (c) => c.notNull().references('users.id'))
    // Who the review is about: the other party.
    .addColumn('subject_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('deal_reviews_pk', ['deal_id', 'author_side'])
    .execute();
  await sql`create index deal_reviews_subject on deal_reviews (subject_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists deal_reviews`.execute(db);
}

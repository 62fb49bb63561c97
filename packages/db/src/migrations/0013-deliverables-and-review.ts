import { sql, type Kysely } from 'kysely';

/**
 * The work of a funded deal (docs/marketplace.md "Deal states", docs/deliverables.md): each deliverable of
 * the agreed terms with where it stands, its submissions (a link, or a file kept in storage) and the
 * brand's change requests; and on the deal, the review and clearing timers.
 *
 * `deal_deliverables` rows are made when the deal is funded, one per deliverable of the accepted
 * version, keyed by the deliverable's id in the terms. A submission belongs to a round (1, then one
 * more after each change request), so a deliverable's history reads in order.
 *
 * Timers, as the others, are columns: `review_due_at` (the brand's review window; silence approves),
 * `review_reminded_at` (the reminder at half), `clears_at` (released money becomes available),
 * `cleared_at` (it did).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('deal_deliverables')
    .addColumn('deal_id', 'uuid', (c) => c.notNull().references('deals.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'submitted', 'changes_requested', 'approved')`),
    )
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('approved_at', 'timestamptz')
    // The live post, added by the creator after approval; the usage rights run from its date.
    .addColumn('live_url', 'text')
    .addColumn('rights_start_at', 'timestamptz')
    .addColumn('rights_end_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('deal_deliverables_pk', ['deal_id', 'id'])
    .execute();

  await db.schema
    .createTable('deal_files')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('deal_id', 'uuid', (c) => c.notNull().references('deals.id').onDelete('cascade'))
    .addColumn('uploaded_by', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('storage', 'text', (c) => c.notNull().check(sql`storage in ('local', 's3')`))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull().check(sql`size_bytes > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index deal_files_deal on deal_files (deal_id)`.execute(db);

  await db.schema
    .createTable('deal_submissions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('deal_id', 'uuid', (c) => c.notNull())
    .addColumn('deliverable_id', 'text', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull().check(sql`round >= 1`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('link', 'file')`))
    .addColumn('url', 'text')
    .addColumn('file_id', 'uuid', (c) => c.references('deal_files.id'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addForeignKeyConstraint(
      'deal_submissions_deliverable',
      ['deal_id', 'deliverable_id'],
      'deal_deliverables',
      ['deal_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addCheckConstraint('deal_submissions_link', sql`(kind = 'link') = (url is not null)`)
    .addCheckConstraint('deal_submissions_file', sql`(kind = 'file') = (file_id is not null)`)
    .execute();
  await sql`create index deal_submissions_deal on deal_submissions (deal_id, created_at)`.execute(db);

  await db.schema
    .createTable('deal_change_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('deal_id', 'uuid', (c) => c.notNull())
    .addColumn('deliverable_id', 'text', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addForeignKeyConstraint(
      'deal_change_requests_deliverable',
      ['deal_id', 'deliverable_id'],
      'deal_deliverables',
      ['deal_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await sql`create index deal_change_requests_deal on deal_change_requests (deal_id, created_at)`.execute(db);

  await sql`alter table deals add column revisions_used integer not null default 0`.execute(db);
  await sql`alter table deals add column review_due_at timestamptz`.execute(db);
  await sql`alter table deals add column review_reminded_at timestamptz`.execute(db);
  await sql`alter table deals add column approved_at timestamptz`.execute(db);
  await sql`alter table deals add column clears_at timestamptz`.execute(db);
  await sql`alter table deals add column cleared_at timestamptz`.execute(db);
  await sql`create index deals_review_due on deals (review_due_at) where status = 'delivered'`.execute(db);
  await sql`create index deals_clearing on deals (clears_at) where cleared_at is null and clears_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists deals_clearing`.execute(db);
  await sql`drop index if exists deals_review_due`.execute(db);
  for (const column of ['cleared_at', 'clears_at', 'approved_at', 'review_reminded_at', 'review_due_at', 'revisions_used']) {
    await sql`alter table deals drop column if exists ${sql.id(column)}`.execute(db);
  }
  for (const table of ['deal_change_requests', 'deal_submissions', 'deal_files', 'deal_deliverables'])
    await sql`drop table if exists ${sql.id(table)}`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * What creators add to their profile for brands: audience figures per platform, a rate card of up to 10
 * packages, and whether they appear in search. Money is integer cents (bigint, as every amount will be);
 * an engagement rate is basis points (4.25 % is 425), so no figure is ever a float.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('creator_profiles')
    .addColumn('searchable', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('creator_audience')
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('position', 'smallint', (c) => c.notNull())
    .addColumn('handle', 'text')
    .addColumn('followers', 'bigint', (c) => c.check(sql`followers >= 0`))
    .addColumn('avg_views', 'bigint', (c) => c.check(sql`avg_views >= 0`))
    .addColumn('engagement_rate_bp', 'integer', (c) => c.check(sql`engagement_rate_bp between 0 and 10000`))
    .addColumn('source', 'text', (c) =>
      c.notNull().defaultTo('self_reported').check(sql`source in ('self_reported', 'verified')`),
    )
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // One entry per platform and creator.
    .addPrimaryKeyConstraint('creator_audience_pkey', ['creator_id', 'platform'])
    .execute();

  await db.schema
    .createTable('creator_packages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('deliverables', 'jsonb', (c) => c.notNull())
    .addColumn('price_cents', 'bigint', (c) => c.notNull().check(sql`price_cents > 0`))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('delivery_days', 'integer', (c) => c.notNull())
    .addColumn('revisions_included', 'integer', (c) => c.notNull())
    .addColumn('usage_rights_kind', 'text', (c) => c.notNull())
    .addColumn('usage_rights_days', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('creator_packages_creator').on('creator_packages').columns(['creator_id', 'position']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('creator_packages').ifExists().execute();
  await db.schema.dropTable('creator_audience').ifExists().execute();
  await db.schema.alterTable('creator_profiles').dropColumn('searchable').execute();
}

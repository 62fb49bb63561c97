import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('unsubscribe_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('subscribed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('unsubscribed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create unique index newsletter_subscribers_email_key on newsletter_subscribers (lower(email))`.execute(db);

  await db.schema
    .createTable('early_access_users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('firstname', 'text', (c) => c.notNull())
    .addColumn('lastname', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index early_access_users_email_key on early_access_users (lower(email))`.execute(db);

  // Captcha solutions already accepted: the primary key makes "accept once" atomic across instances.
  await db.schema
    .createTable('captcha_solutions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // One row per brand, creator and day: a creator's view count counts brands, not page loads.
  await db.schema
    .createTable('creator_profile_views')
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('brand_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addPrimaryKeyConstraint('creator_profile_views_pkey', ['creator_id', 'brand_id', 'day'])
    .execute();

  // Admin pages list newest first with keyset pagination.
  await db.schema.createIndex('users_created_idx').on('users').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('email_outbox_created_idx').on('email_outbox').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('early_access_created_idx').on('early_access_users').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'creator_profile_views',
    'captcha_solutions',
    'early_access_users',
    'newsletter_subscribers',
    'contact_messages',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('users_created_idx').ifExists().execute();
  await db.schema.dropIndex('email_outbox_created_idx').ifExists().execute();
}

import { sql, type Kysely } from 'kysely';

/**
 * The marketplace up to an agreement (docs/marketplace.md): campaigns, invitations and applications; deals
 * with every offer version and every event; one conversation per brand-creator pair with its messages;
 * notifications; and `user_events`, the ordered stream each user's open pages follow in real time.
 *
 * States and kinds are checked by the database as well as by the services, so no code path can write a
 * state the transition table does not know. Money is bigint minor units with a currency.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('campaigns')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('brand_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('draft').check(sql`status in ('draft', 'open', 'closed', 'completed')`),
    )
    .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('public').check(sql`visibility in ('public', 'invite_only')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('goals', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('platforms', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    // [{type, quantity, notes}], types from the shared deliverable list.
    .addColumn('deliverables', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'`))
    // A fixed budget has min = max; both null while a draft has none yet.
    .addColumn('budget_min_cents', 'bigint', (c) => c.check(sql`budget_min_cents >= 0`))
    .addColumn('budget_max_cents', 'bigint')
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('creators_wanted', 'integer', (c) => c.notNull().defaultTo(1).check(sql`creators_wanted > 0`))
    .addColumn('application_deadline', 'timestamptz')
    .addColumn('content_due_date', 'date')
    .addColumn('guidelines_dos', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('guidelines_donts', 'text', (c) => c.notNull().defaultTo(''))
    // {kind, duration_days, ...} as docs/marketplace.md "Usage rights".
    .addColumn('usage_rights', 'jsonb', (c) => c.notNull().defaultTo(sql`'{"kind":"none","duration_days":null}'`))
    .addColumn('target_verticals', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('target_categories', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('target_languages', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('target_location', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('published_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .addCheckConstraint(
      'campaigns_budget_range',
      sql`budget_max_cents is null or budget_min_cents is null or budget_max_cents >= budget_min_cents`,
    )
    .execute();
  await db.schema.createIndex('campaigns_brand').on('campaigns').columns(['brand_id', 'created_at desc']).execute();
  await sql`create index campaigns_open on campaigns (published_at desc, id) where status = 'open'`.execute(db);
  // The deadline timer claims open campaigns whose deadline passed.
  await sql`create index campaigns_deadline on campaigns (application_deadline) where status = 'open'`.execute(db);

  await db.schema
    .createTable('campaign_invitations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('campaign_id', 'uuid', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'applied', 'declined', 'offered')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('campaign_invitations_once', ['campaign_id', 'creator_id'])
    .execute();
  await db.schema
    .createIndex('campaign_invitations_creator')
    .on('campaign_invitations')
    .columns(['creator_id', 'created_at desc'])
    .execute();

  await db.schema
    .createTable('applications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('campaign_id', 'uuid', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('submitted').check(sql`status in ('submitted', 'shortlisted', 'declined', 'withdrawn', 'offered')`),
    )
    .addColumn('pitch', 'text', (c) => c.notNull())
    .addColumn('proposed_price_cents', 'bigint', (c) => c.check(sql`proposed_price_cents >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('links', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    // One application per creator per campaign, whatever became of it.
    .addUniqueConstraint('applications_once', ['campaign_id', 'creator_id'])
    .execute();
  await db.schema.createIndex('applications_creator').on('applications').columns(['creator_id', 'created_at desc']).execute();

  await db.schema
    .createTable('deals')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('brand_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('campaign_id', 'uuid', (c) => c.references('campaigns.id').onDelete('set null'))
    .addColumn('application_id', 'uuid', (c) => c.references('applications.id').onDelete('set null'))
    .addColumn('package_id', 'uuid', (c) => c.references('creator_packages.id').onDelete('set null'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('offered', 'awaiting_funding', 'in_progress', 'delivered', 'changes_requested', 'disputed',
        'completed', 'canceled', 'declined', 'withdrawn', 'expired', 'funding_expired')`),
    )
    // Whose answer an `offered` deal waits for; null in every other state.
    .addColumn('awaiting', 'text', (c) => c.check(sql`awaiting in ('brand', 'creator')`))
    .addColumn('current_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    // Timers (docs/marketplace.md): a deadline on the row; the worker claims due rows.
    .addColumn('expires_at', 'timestamptz')
    .addColumn('extended', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('funding_due_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('deals_two_parties', sql`brand_id <> creator_id`)
    .addCheckConstraint('deals_awaiting_only_offered', sql`(status = 'offered') = (awaiting is not null)`)
    .execute();
  await db.schema.createIndex('deals_brand').on('deals').columns(['brand_id', 'updated_at desc']).execute();
  await db.schema.createIndex('deals_creator').on('deals').columns(['creator_id', 'updated_at desc']).execute();
  await sql`create index deals_offer_expiry on deals (expires_at) where status = 'offered'`.execute(db);
  await sql`create index deals_funding_expiry on deals (funding_due_at) where status = 'awaiting_funding'`.execute(db);

  await db.schema
    .createTable('deal_versions')
    .addColumn('deal_id', 'uuid', (c) => c.notNull().references('deals.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('proposed_by', 'text', (c) => c.notNull().check(sql`proposed_by in ('brand', 'creator')`))
    .addColumn('proposer_id', 'uuid', (c) => c.notNull().references('users.id'))
    // [{id, type, quantity, due_date, notes}]
    .addColumn('deliverables', 'jsonb', (c) => c.notNull())
    .addColumn('price_cents', 'bigint', (c) => c.notNull().check(sql`price_cents > 0`))
    // The platform fee the brand pays on top, computed on the server from the price.
    .addColumn('fee_cents', 'bigint', (c) => c.notNull().check(sql`fee_cents >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('revisions_included', 'integer', (c) => c.notNull().check(sql`revisions_included >= 0`))
    .addColumn('review_days', 'integer', (c) => c.notNull().check(sql`review_days between 3 and 14`))
    .addColumn('usage_rights', 'jsonb', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('deal_versions_pkey', ['deal_id', 'version'])
    .execute();

  await db.schema
    .createTable('deal_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('deal_id', 'uuid', (c) => c.notNull().references('deals.id').onDelete('cascade'))
    // Null for the system (timers).
    .addColumn('actor_id', 'uuid', (c) => c.references('users.id'))
    .addColumn('actor_role', 'text', (c) => c.notNull().check(sql`actor_role in ('brand', 'creator', 'admin', 'system')`))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'`))
    // The caller's Idempotency-Key: the same request twice answers the same result.
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('deal_events_deal').on('deal_events').columns(['deal_id', 'id']).execute();
  await sql`create unique index deal_events_idempotency on deal_events (deal_id, actor_id, idempotency_key) where idempotency_key is not null`.execute(
    db,
  );

  await db.schema
    .createTable('conversations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('brand_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_message_at', 'timestamptz')
    // When each side was last emailed about unread messages (at most once per 15 minutes).
    .addColumn('brand_emailed_at', 'timestamptz')
    .addColumn('creator_emailed_at', 'timestamptz')
    .addUniqueConstraint('conversations_pair', ['brand_id', 'creator_id'])
    .execute();
  await db.schema
    .createIndex('conversations_creator')
    .on('conversations')
    .columns(['creator_id', 'last_message_at desc'])
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('conversation_id', 'uuid', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('body', 'text', (c) => c.notNull())
    // Set when the text carries an email, a phone number or a payment handle ("Trust").
    .addColumn('warning', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('messages_conversation')
    .on('messages')
    .columns(['conversation_id', 'created_at desc', 'id desc'])
    .execute();
  await sql`create index messages_unread on messages (conversation_id, sender_id) where read_at is null`.execute(db);

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    // A path in the app ("/deals/…"), never an outside address.
    .addColumn('link', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'created_at desc', 'id']).execute();
  await sql`create index notifications_unread on notifications (user_id) where read_at is null`.execute(db);

  // What each user's open pages follow: ordered ids to resume from (SSE Last-Event-ID), written in the
  // transaction of the change; a NOTIFY after commit wakes the instances holding that user's streams.
  await db.schema
    .createTable('user_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('user_events_user').on('user_events').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'user_events',
    'notifications',
    'messages',
    'conversations',
    'deal_events',
    'deal_versions',
    'deals',
    'applications',
    'campaign_invitations',
    'campaigns',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

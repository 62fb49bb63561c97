import { sql, type Kysely } from 'kysely';

/**
 * Creator discovery: one search row per creator kept by the database itself, and each brand's lists,
 * searches and hidden creators.
 *
 * `creator_search` is derived from users, creator_profiles, creator_audience and creator_packages by
 * one SQL function, `creator_search_refresh`, that statement-level triggers on those tables call with
 * the creators a statement touched. Every write path (signup, verification, profile, audience, rate card,
 * a bulk load) keeps search current without the services remembering to; a set-based refresh keeps a
 * 1,000-row insert one refresh, not 1,000 (docs/decisions/0015-creator-search-in-the-database.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Both extensions are trusted (PostgreSQL 13+), so a database owner may create them; PGlite ships them
  // as contrib modules the embedded database loads. They live in `public` so that every schema (each test
  // file on PostgreSQL has its own) shares one copy; the lock keeps concurrent migrations from racing.
  await sql`select pg_advisory_xact_lock(724011)`.execute(db);
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  await sql`create extension if not exists unaccent with schema public`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'unaccent'`.execute(
    db,
  );
  const unaccentSchema = sql.id(rows[0]!.schema);

  // unaccent() is only STABLE (its dictionary could change); text normalised for search goes through this
  // one function so stored text and typed queries are folded the same way.
  await sql`
    create or replace function search_fold(value text) returns text
    language sql immutable parallel safe strict
    as $$ select lower(${unaccentSchema}.unaccent(${sql.lit(`${rows[0]!.schema}.unaccent`)}::regdictionary, value)) $$`.execute(
    db,
  );

  await db.schema
    .createTable('creator_search')
    .addColumn('creator_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // Verified, a creator, and in search: the only rows a brand can ever get.
    .addColumn('visible', 'boolean', (c) => c.notNull())
    // When the creator last entered search, for a saved search's "new since you last looked".
    .addColumn('visible_since', 'timestamptz')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('document', sql`tsvector`, (c) => c.notNull())
    // "kind:value" terms for "more like this": category, vertical, content type, location.
    .addColumn('terms', sql`text[]`, (c) => c.notNull())
    .addColumn('platforms', sql`text[]`, (c) => c.notNull())
    .addColumn('talent_vertical', 'text')
    .addColumn('expertise_level', 'text', (c) => c.notNull())
    .addColumn('languages', sql`text[]`, (c) => c.notNull())
    .addColumn('categories', sql`text[]`, (c) => c.notNull())
    .addColumn('deliverables', sql`text[]`, (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('available', 'boolean', (c) => c.notNull())
    // 0-100: how much of what brands look at is filled in, a bounded boost of relevance.
    .addColumn('completeness', 'smallint', (c) => c.notNull())
    // The largest audience across the creator's platforms.
    .addColumn('followers', 'bigint')
    .addColumn('price_from_cents', 'bigint')
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // Every search filters on `visible`; partial indexes keep hidden rows out of them entirely.
  const visibleOnly = sql`where visible`;
  await sql`create index creator_search_document on creator_search using gin (document) ${visibleOnly}`.execute(db);
  await sql`create index creator_search_name_trgm on creator_search using gin (name public.gin_trgm_ops) ${visibleOnly}`.execute(
    db,
  );
  await sql`create index creator_search_location_trgm on creator_search using gin (location public.gin_trgm_ops) ${visibleOnly}`.execute(
    db,
  );
  await sql`create index creator_search_terms on creator_search using gin (terms) ${visibleOnly}`.execute(db);
  await sql`create index creator_search_platforms on creator_search using gin (platforms) ${visibleOnly}`.execute(db);
  await sql`create index creator_search_followers on creator_search ((coalesce(followers, -1)) desc, creator_id desc) ${visibleOnly}`.execute(
    db,
  );
  await sql`create index creator_search_price on creator_search ((coalesce(price_from_cents, 9007199254740991)), creator_id) ${visibleOnly}`.execute(
    db,
  );
  await sql`create index creator_search_joined on creator_search (joined_at desc, creator_id desc) ${visibleOnly}`.execute(db);
  await sql`create index creator_search_visible_since on creator_search (visible_since) ${visibleOnly}`.execute(db);

  await sql`
    create or replace function creator_search_refresh(ids uuid[]) returns void
    language sql volatile
    as $$
      delete from creator_search s
      where s.creator_id = any(ids)
        and not exists (select 1 from creator_profiles p join users u on u.id = p.user_id where p.user_id = s.creator_id and u.user_type = 'creator');

      insert into creator_search as s (
        creator_id, visible, visible_since, name, document, terms, platforms, talent_vertical, expertise_level, languages,
        categories, deliverables, location, available, completeness, followers, price_from_cents, joined_at)
      select
        u.id,
        u.email_verified_at is not null and p.searchable,
        now(),
        search_fold(u.first_name || ' ' || u.last_name),
        setweight(to_tsvector('english', search_fold(u.first_name || ' ' || u.last_name)), 'A')
          || setweight(to_tsvector('english', search_fold(concat_ws(' ', tag.categories_text, p.talent_vertical, p.custom_talent_vertical, tag.content_text))), 'B')
          || setweight(to_tsvector('english', search_fold(concat_ws(' ', p.location, array_to_string(a.platforms, ' ')))), 'C')
          || setweight(to_tsvector('english', search_fold(coalesce(p.bio, ''))), 'D'),
        array(select distinct t from unnest(
          array(select 'category:' || search_fold(trim(c)) from jsonb_array_elements_text(p.categories) c where trim(c) <> '')
          || array(select 'content:' || search_fold(trim(c)) from jsonb_array_elements_text(p.content_type) c where trim(c) <> '')
          || case when p.talent_vertical is not null then array['vertical:' || p.talent_vertical] else array[]::text[] end
          || case when coalesce(trim(p.location), '') <> '' then array['location:' || search_fold(trim(p.location))] else array[]::text[] end
        ) t),
        array(select distinct x from unnest(array_remove(array[p.platform], null) || coalesce(a.platforms, array[]::text[])) x),
        p.talent_vertical,
        p.expertise_level,
        array(select distinct search_fold(trim(l)) from jsonb_array_elements_text(p.languages) l where trim(l) <> ''),
        array(select distinct search_fold(trim(c)) from jsonb_array_elements_text(p.categories) c where trim(c) <> ''),
        coalesce(k.deliverables, array[]::text[]),
        search_fold(coalesce(p.location, '')),
        p.available_for_hire,
        (100 * (
          (coalesce(p.bio, '') <> '')::int + (p.profile_image is not null)::int + (jsonb_array_length(p.categories) > 0)::int
          + (coalesce(p.location, '') <> '')::int + (jsonb_array_length(p.languages) > 0)::int + (p.talent_vertical is not null)::int
          + (a.platforms is not null)::int + (k.price_from_cents is not null)::int
        ) / 8)::smallint,
        a.followers,
        k.price_from_cents,
        u.created_at
      from users u
      join creator_profiles p on p.user_id = u.id
      cross join lateral (
        select string_agg(c, ' ') as categories_text, (select string_agg(t, ' ') from jsonb_array_elements_text(p.content_type) t) as content_text
        from jsonb_array_elements_text(p.categories) c
      ) tag
      left join lateral (
        select array_agg(au.platform order by au.position) as platforms, max(au.followers) as followers
        from creator_audience au where au.creator_id = u.id
      ) a on true
      left join lateral (
        select min(cp.price_cents) as price_from_cents,
               array(select distinct d ->> 'type' from creator_packages cp2, jsonb_array_elements(cp2.deliverables) d where cp2.creator_id = u.id) as deliverables
        from creator_packages cp where cp.creator_id = u.id
      ) k on true
      where u.id = any(ids) and u.user_type = 'creator'
      on conflict (creator_id) do update set
        visible = excluded.visible,
        -- Entering search again restarts "new since"; staying in keeps the first time.
        visible_since = case when s.visible then s.visible_since else excluded.visible_since end,
        name = excluded.name, document = excluded.document, terms = excluded.terms, platforms = excluded.platforms,
        talent_vertical = excluded.talent_vertical, expertise_level = excluded.expertise_level, languages = excluded.languages,
        categories = excluded.categories, deliverables = excluded.deliverables, location = excluded.location,
        available = excluded.available, completeness = excluded.completeness, followers = excluded.followers,
        price_from_cents = excluded.price_from_cents, joined_at = excluded.joined_at;
    $$`.execute(db);

  // One trigger function per key column; each statement refreshes the distinct creators it touched.
  for (const [table, key] of [
    ['users', 'id'],
    ['creator_profiles', 'user_id'],
    ['creator_audience', 'creator_id'],
    ['creator_packages', 'creator_id'],
  ] as const) {
    const fn = sql.id(`${table}_refresh_creator_search`);
    await sql`
      create or replace function ${fn}() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          perform creator_search_refresh(array(select distinct ${sql.id(key)} from changed_old));
        else
          perform creator_search_refresh(array(select distinct ${sql.id(key)} from changed_new));
        end if;
        return null;
      end $$`.execute(db);
    for (const event of ['insert', 'update', 'delete'] as const) {
      const transition = event === 'delete' ? sql`old table as changed_old` : sql`new table as changed_new`;
      // users rows are deleted with their profile (cascade), which removes the search row the same way.
      if (table === 'users' && event === 'delete') continue;
      await sql`
        create trigger ${sql.id(`${table}_${event}_creator_search`)} after ${sql.raw(event)} on ${sql.table(table)}
        referencing ${transition} for each statement execute function ${fn}()`.execute(db);
    }
  }
  await sql`select creator_search_refresh(array(select user_id from creator_profiles))`.execute(db);

  await db.schema
    .createTable('shortlists')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('brand_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // The list named "Saved" every brand has; one per brand.
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create unique index shortlists_brand_name on shortlists (brand_id, lower(name))`.execute(db);
  await sql`create unique index shortlists_one_default on shortlists (brand_id) where is_default`.execute(db);

  await db.schema
    .createTable('shortlist_entries')
    .addColumn('shortlist_id', 'uuid', (c) => c.notNull().references('shortlists.id').onDelete('cascade'))
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('note', 'text')
    .addColumn('added_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('shortlist_entries_pkey', ['shortlist_id', 'creator_id'])
    .execute();
  await db.schema.createIndex('shortlist_entries_creator').on('shortlist_entries').column('creator_id').execute();

  await db.schema
    .createTable('hidden_creators')
    .addColumn('brand_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('hidden_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('hidden_creators_pkey', ['brand_id', 'creator_id'])
    .execute();

  await db.schema
    .createTable('recent_searches')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The canonical query string: the same search twice is one entry, moved to the top.
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('searched_at', 'timestamptz', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('recent_searches_pkey', ['user_id', 'query'])
    .execute();
  await db.schema.createIndex('recent_searches_latest').on('recent_searches').columns(['user_id', 'searched_at desc']).execute();

  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create unique index saved_searches_user_name on saved_searches (user_id, lower(name))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['saved_searches', 'recent_searches', 'hidden_creators', 'shortlist_entries', 'shortlists']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  for (const table of ['users', 'creator_profiles', 'creator_audience', 'creator_packages']) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop trigger if exists ${sql.id(`${table}_${event}_creator_search`)} on ${sql.table(table)}`.execute(db);
    }
    await sql`drop function if exists ${sql.id(`${table}_refresh_creator_search`)}()`.execute(db);
  }
  await sql`drop function if exists creator_search_refresh(uuid[])`.execute(db);
  await db.schema.dropTable('creator_search').ifExists().execute();
  await sql`drop function if exists search_fold(text)`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * Search that forgives (docs/creator-search.md, "Typo tolerance", "Suggestions"): the words creators
 * actually use, kept by the database.
 *
 * - `creator_search.words`: the distinct words of a creator's searchable text (name, categories, vertical,
 *   content types, location, bio) as typed, folded (search_fold) but not stemmed, so "Did you mean" offers
 *   real words ("bakery", not the stem "bakeri"). `category_labels` and `location_label` keep the text as
 *   the creator wrote it, for suggestions. A row trigger fills them from the profile whenever
 *   creator_search_refresh writes the row, so that function (migration 0006) stays as it is.
 * - `search_lexicon`: each word and how many visible creators use it; `search_terms`: each category and
 *   location likewise, with a label to show. Statement triggers on creator_search add and remove the
 *   changed rows' words, so a bulk load counts once per statement and a hidden or unverified creator's
 *   words are never offered.
 * - `fuzzystrmatch` for the edit distance of a typed word to the lexicon's (trusted, shipped by PGlite).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`select pg_advisory_xact_lock(724011)`.execute(db);
  await sql`create extension if not exists fuzzystrmatch with schema public`.execute(db);

  await sql`
    alter table creator_search
      add column words text[] not null default '{}',
      add column category_labels text[] not null default '{}',
      add column location_label text`.execute(db);

  await db.schema
    .createTable('search_lexicon')
    .addColumn('word', 'text', (c) => c.primaryKey())
    .addColumn('creators', 'integer', (c) => c.notNull())
    .execute();
  // Typo candidates are looked for among words of about the typed length.
  await sql`create index search_lexicon_length on search_lexicon (length(word))`.execute(db);

  await db.schema
    .createTable('search_terms')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('category', 'location')`))
    // Folded (search_fold), as the filters compare them.
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('creators', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_terms_pkey', ['kind', 'term'])
    .execute();

  // Name suggestions: the start of the first name or of the last word of the name, each through an index.
  await sql`create index creator_search_name_prefix on creator_search (name text_pattern_ops) where visible`.execute(db);
  await sql`create index creator_search_last_name_prefix on creator_search ((regexp_replace(name, '^.* ', '')) text_pattern_ops) where visible`.execute(
    db,
  );

  await sql`
    create function creator_search_vocabulary() returns trigger language plpgsql as $$
    begin
      select
        array(
          select distinct w
          from unnest(tsvector_to_array(to_tsvector('simple', search_fold(concat_ws(' ',
            u.first_name, u.last_name,
            (select string_agg(c, ' ') from jsonb_array_elements_text(p.categories) c),
            p.talent_vertical, p.custom_talent_vertical,
            (select string_agg(c, ' ') from jsonb_array_elements_text(p.content_type) c),
            p.location, p.bio))))) w
          where length(w) between 2 and 40 and w !~ '[0-9./@:_-]'
          order by w),
        array(select distinct trim(c) from jsonb_array_elements_text(p.categories) c where trim(c) <> ''),
        nullif(trim(p.location), '')
      into new.words, new.category_labels, new.location_label
      from users u join creator_profiles p on p.user_id = u.id
      where u.id = new.creator_id;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger creator_search_vocabulary before insert or update on creator_search
    for each row execute function creator_search_vocabulary()`.execute(db);

  // Rows leaving count -1, rows coming +1; only visible rows count, so leaving search takes a word away.
  await sql`
    create function search_vocabulary_apply(added creator_search[], removed creator_search[]) returns void
    language plpgsql as $$
    begin
      insert into search_lexicon as l (word, creators)
        select w, sum(c.delta)::int
        from (
          select r.words, 1 as delta from unnest(added) r where r.visible
          union all select r.words, -1 from unnest(removed) r where r.visible
        ) c, unnest(c.words) w
        group by w having sum(c.delta) <> 0 order by w
      on conflict (word) do update set creators = l.creators + excluded.creators;
      delete from search_lexicon l where l.creators <= 0 and l.word in (select unnest(r.words) from unnest(removed) r);

      insert into search_terms as t (kind, term, label, creators)
        select kind, term, min(label), sum(delta)::int from (
          select 'category' as kind, search_fold(x) as term, x as label, c.delta
          from (
            select r.category_labels, 1 as delta from unnest(added) r where r.visible
            union all select r.category_labels, -1 from unnest(removed) r where r.visible
          ) c, unnest(c.category_labels) x
          union all
          select 'location', search_fold(c.location_label), c.location_label, c.delta
          from (
            select r.location_label, 1 as delta from unnest(added) r where r.visible
            union all select r.location_label, -1 from unnest(removed) r where r.visible
          ) c where c.location_label is not null
        ) v
        group by kind, term having sum(delta) <> 0 order by kind, term
      on conflict (kind, term) do update set creators = t.creators + excluded.creators;
      delete from search_terms t where t.creators <= 0
        and t.term in (select search_fold(x) from unnest(removed) r, unnest(r.category_labels || r.location_label) x);
    end $$`.execute(db);
  await sql`
    create function creator_search_count_vocabulary() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform search_vocabulary_apply(array(select row(n.*)::creator_search from changed_new n), '{}');
      elsif tg_op = 'UPDATE' then
        perform search_vocabulary_apply(array(select row(n.*)::creator_search from changed_new n), array(select row(o.*)::creator_search from changed_old o));
      else
        perform search_vocabulary_apply('{}', array(select row(o.*)::creator_search from changed_old o));
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger creator_search_count_vocabulary_insert after insert on creator_search
    referencing new table as changed_new for each statement execute function creator_search_count_vocabulary()`.execute(db);
  await sql`
    create trigger creator_search_count_vocabulary_update after update on creator_search
    referencing old table as changed_old new table as changed_new for each statement execute function creator_search_count_vocabulary()`.execute(
    db,
  );
  await sql`
    create trigger creator_search_count_vocabulary_delete after delete on creator_search
    referencing old table as changed_old for each statement execute function creator_search_count_vocabulary()`.execute(db);

  // The creators already in search: the row trigger fills the words, the statement trigger counts them.
  await sql`update creator_search set words = words`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) {
    await sql`drop trigger if exists ${sql.id(`creator_search_count_vocabulary_${event}`)} on creator_search`.execute(db);
  }
  await sql`drop trigger if exists creator_search_vocabulary on creator_search`.execute(db);
  await sql`drop function if exists creator_search_count_vocabulary()`.execute(db);
  await sql`drop function if exists search_vocabulary_apply(creator_search[], creator_search[])`.execute(db);
  await sql`drop function if exists creator_search_vocabulary()`.execute(db);
  await sql`drop index if exists creator_search_name_prefix`.execute(db);
  await sql`drop index if exists creator_search_last_name_prefix`.execute(db);
  await db.schema.dropTable('search_terms').ifExists().execute();
  await db.schema.dropTable('search_lexicon').ifExists().execute();
  await sql`alter table creator_search drop column if exists words, drop column if exists category_labels, drop column if exists location_label`.execute(
    db,
  );
}

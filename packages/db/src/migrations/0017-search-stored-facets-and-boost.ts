import { sql, type Kysely } from 'kysely';

/**
 * Two figures every search computed for each matching creator are stored with the row instead
 * (docs/creator-search.md, "Speed"):
 *
 * - `boost`: availability, a complete profile and audience size, in millionths, the bounded boost of
 *   relevance. Computed per match it was a fifth of ranking a common word's 12,000 matches on PGlite.
 * - `facet_code`: the creator's platforms, vertical and expertise level as bits of one bigint. The facets
 *   count matches grouped by this one number (a few hundred groups), where unnesting the platform lists and
 *   grouping by text three times was most of the counting.
 *
 * Both are generated columns: the database keeps them right on every insert and update, whatever wrote
 * the row. `search_facet_values()` is the one list of which bit means which value; the counting query
 * decodes through it too. Its values are frozen here; a test compares them with the shared enumerations,
 * so a new platform, vertical or level comes with a migration that redefines the list.
 */
const FACET_VALUES: readonly (readonly [facet: string, value: string])[] = [
  ...['youtube', 'instagram', 'tiktok', 'twitter', 'twitch', 'blog', 'other'].map((v) => ['platform', v] as const),
  ...[
    'lifestyle',
    'travel',
    'beauty',
    'foodie',
    'diy',
    'athlete',
    'family',
    'comedy',
    'couples',
    'fashion',
    'popculture',
    'gaming',
    'reviews',
    'software',
    'tech',
    'finance',
    'education',
    'health',
    'music',
    'art',
    'other',
  ].map((v) => ['vertical', v] as const),
  ...['beginner', 'intermediate', 'advanced'].map((v) => ['expertise_level', v] as const),
];

export async function up(db: Kysely<any>): Promise<void> {
  const facets = FACET_VALUES.map(([facet]) => facet);
  const values = FACET_VALUES.map(([, value]) => value);
  await sql`
    create function search_facet_values() returns table (facet text, value text, bit_index smallint)
    language sql immutable parallel safe
    as $$
      select f.facet, f.value, (f.n - 1)::smallint
      from unnest(${sql.lit(`{${facets.join(',')}}`)}::text[], ${sql.lit(`{${values.join(',')}}`)}::text[]) with ordinality f(facet, value, n)
    $$`.execute(db);
  await sql`
    create function search_facet_code(platforms text[], talent_vertical text, expertise_level text) returns bigint
    language sql immutable parallel safe
    as $$
      select coalesce(bit_or(1::bigint << f.bit_index), 0)
      from search_facet_values() f
      where (f.facet = 'platform' and f.value = any(platforms))
         or (f.facet = 'vertical' and f.value = talent_vertical)
         or (f.facet = 'expertise_level' and f.value = expertise_level)
    $$`.execute(db);
  await sql`
    alter table creator_search
      add column facet_code bigint not null generated always as (search_facet_code(platforms, talent_vertical, expertise_level)) stored,
      add column boost bigint not null generated always as (round((
        0.05::float8 * available::int + 0.05::float8 * completeness / 100
        + 0.02::float8 * least(log(coalesce(followers, 0)::float8 + 1), 8) / 8) * 1000000)::bigint) stored`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table creator_search drop column if exists boost, drop column if exists facet_code`.execute(db);
  await sql`drop function if exists search_facet_code(text[], text, text)`.execute(db);
  await sql`drop function if exists search_facet_values()`.execute(db);
}

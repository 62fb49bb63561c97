import { sql, type Kysely } from 'kysely';

/** The GIN indexes of creator_search (migration 0006). */
const GIN_INDEXES = [
  'creator_search_document',
  'creator_search_name_trgm',
  'creator_search_location_trgm',
  'creator_search_terms',
  'creator_search_platforms',
];

/**
 * Creator search at 100,000 creators (bench/search, docs/creator-search.md "Speed").
 *
 * GIN indexes buffer new entries in a pending list (`fastupdate`) that every search reads in full until
 * VACUUM merges it. A bulk load left up to 4 MB per index there (all of the platforms index), and PGlite
 * has no autovacuum to ever merge it, so a search for a rare word read hundreds of pages. creator_search
 * is read far more often than written (a write is a profile edit), so entries go straight into the index.
 *
 * Browsing by vertical had no index: a platform and a vertical read every creator on that platform.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const index of GIN_INDEXES) {
    await sql`alter index ${sql.id(index)} set (fastupdate = off)`.execute(db);
    // Turning it off keeps what is already pending; this merges it.
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
  }
  await sql`create index creator_search_vertical on creator_search (talent_vertical) where visible`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists creator_search_vertical`.execute(db);
  for (const index of GIN_INDEXES) await sql`alter index ${sql.id(index)} reset (fastupdate)`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * What a browse's facet counts read, in an index of its own (docs/creator-search.md, "Facet counts from
 * an index"). A browse's counts read every visible creator passing the filters other than the facets'
 * own, tens of thousands of rows; from the table, each of those rows is a page of its own (a search row
 * is about a kilobyte: its text document and words), from this index a few dozen rows share a page and the
 * table is not read at all. Keyed by followers, as the minimum audience narrows nearly every browse; it
 * carries what the counts and the browse's other filters ask of a row (availability, price).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index creator_search_facets on creator_search (followers)
    include (creator_id, facet_code, languages, verified, available, price_from_cents) where visible`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index creator_search_facets`.execute(db);
}

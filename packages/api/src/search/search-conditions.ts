import type { SearchFilterKey, SearchFilters } from '@sponsorly/shared';
import { sql, type Database, type Kysely, type RawBuilder } from '@sponsorly/db';
import { notBlockedSql } from '../blocks/block-between';
import { lookUpWords, queryWords, type TypedWord } from './typo-tolerance';

/**
 * The WHERE of a creator search over `creator_search s`, one fragment per filter, so the facets and the
 * zero-result suggestions can leave one filter out. Every value is a bound parameter; folded text
 * (search_fold: lower case, no accents) meets folded columns, so "Sao Paulo" finds "São Paulo".
 */
export interface SearchText {
  query: RawBuilder<unknown>;
  /** The typed words for the name's typo-tolerant match, or null when the text uses search syntax. */
  nameWords: string | null;
  /**
   * The typed words (folded) when some stand for close words too: a creator who wrote them all as typed
   * ranks above those found through a close word. Null when the query is searched as typed.
   */
  exactWords: string[] | null;
  /** Each typed word and its close words, for a plain query ("Did you mean"); empty with search syntax. */
  typed: TypedWord[];
}

/** Quotes, a leading minus or `or` make it a web-search query; typo tolerance would undo its meaning. */
const SEARCH_SYNTAX = /["]|(^|\s)-\S|\sor\s/i;
/** Names are matched by similarity only from three letters: shorter words match nearly everything. */
const NAME_MATCH_MIN_LENGTH = 3;

/** A word's query as the document's lexemes: English stemming, the same as the whole query's. */
const wordQuery = (word: string) => sql`plainto_tsquery('english', ${word})`;

/**
 * The text of a search. A plain query (no quotes, `or` or `-word`) is typo tolerant: each word matches
 * itself or a close word creators use (search_lexicon, typo-tolerance.ts), all words required. A query
 * with search syntax is read by websearch_to_tsquery as typed.
 */
export async function readSearchText(db: Kysely<Database>, q: string | undefined): Promise<SearchText | null> {
  if (!q) return null;
  const plain = !SEARCH_SYNTAX.test(q);
  const nameWords = plain && q.trim().length >= NAME_MATCH_MIN_LENGTH ? q.trim() : null;
  const asTyped = { query: sql`websearch_to_tsquery('english', search_fold(${q}))`, nameWords, exactWords: null };
  if (!plain) return { ...asTyped, typed: [] };
  const typed = await lookUpWords(db, queryWords(q));
  if (!typed.some((t) => t.alternatives.length)) return { ...asTyped, typed };
  const groups = typed.map((t) => sql`(${sql.join([t.word, ...t.alternatives].map(wordQuery), sql` || `)})`);
  return { query: sql`(${sql.join(groups, sql` && `)})`, nameWords, exactWords: typed.map((t) => t.word), typed };
}

const textArray = (values: readonly string[]) => sql`cast(${values} as text[])`;
const folded = (values: readonly string[]) => sql`array(select search_fold(v) from unnest(${textArray(values)}) v)`;

/** The condition of each set filter, by the filter's name. */
export function filterConditions(filters: SearchFilters, text: SearchText | null): Map<SearchFilterKey, RawBuilder<unknown>> {
  const conditions = new Map<SearchFilterKey, RawBuilder<unknown>>();
  if (text) {
    // pg_trgm's word similarity is qualified: its operators live in `public`, whatever the search_path.
    // The names matching are found first, by the trigram index, and the creator's id compared with them:
    // as `… or search_fold(…) <% s.name`, the match read a common word's 12,000 creators 1.6 times as slow.
    const byName = text.nameWords
      ? sql` or s.creator_id = any(array(select n.creator_id from creator_search n where n.visible and search_fold(${text.nameWords}) operator(public.<%) n.name))`
      : sql``;
    conditions.set('q', sql`(s.document @@ ${text.query}${byName})`);
  }
  if (filters.platform.length) conditions.set('platform', sql`s.platforms && ${textArray(filters.platform)}`);
  if (filters.vertical.length) conditions.set('vertical', sql`s.talent_vertical = any(${textArray(filters.vertical)})`);
  if (filters.category.length) conditions.set('category', sql`s.categories && ${folded(filters.category)}`);
  if (filters.language.length) conditions.set('language', sql`s.languages && ${folded(filters.language)}`);
  if (filters.expertise.length) conditions.set('expertise', sql`s.expertise_level = any(${textArray(filters.expertise)})`);
  if (filters.deliverable.length) conditions.set('deliverable', sql`s.deliverables && ${textArray(filters.deliverable)}`);
  if (filters.location) {
    const pattern = `%${filters.location.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.set('location', sql`s.location like search_fold(${pattern})`);
  }
  if (filters.available !== undefined) conditions.set('available', sql`s.available = ${filters.available}`);
  // Whether a connected channel confirmed one of the creator's platforms, kept on the row (migration 0043).
  if (filters.verified !== undefined) conditions.set('verified', filters.verified ? sql`s.verified` : sql`not s.verified`);
  if (filters.min_followers !== undefined) conditions.set('min_followers', sql`s.followers >= ${filters.min_followers}`);
  if (filters.max_followers !== undefined) conditions.set('max_followers', sql`s.followers <= ${filters.max_followers}`);
  if (filters.min_price_cents !== undefined)
    conditions.set('min_price_cents', sql`s.price_from_cents >= ${filters.min_price_cents}`);
  if (filters.max_price_cents !== undefined)
    conditions.set('max_price_cents', sql`s.price_from_cents <= ${filters.max_price_cents}`);
  return conditions;
}

export { foldText } from './typo-tolerance';

/** Only creators a brand may find: verified, in search, not hidden by this brand, and no block between the two. */
export function visibleTo(viewerId: string): RawBuilder<unknown> {
  return sql`s.visible and not exists (select 1 from hidden_creators h where h.brand_id = ${viewerId} and h.creator_id = s.creator_id) and ${notBlockedSql(viewerId, 's.creator_id')}`;
}

/** The conjunction of the given conditions (true when there are none). */
export function allOf(conditions: Iterable<RawBuilder<unknown>>): RawBuilder<unknown> {
  const list = [...conditions];
  return list.length ? sql.join(list, sql` and `) : sql`true`;
}

/**
 * How alike a typed name must be to a creator's (pg_trgm word similarity, 0-1). The extension's default
 * of 0.6 misses a swapped pair of letters in a short name ("Marai" for "Maria" is 0.5); below 0.5, one word of a two-word
 * query matching half a name lets in names that have nothing else to do with it.
 */
const NAME_SIMILARITY_THRESHOLD = '0.5';

/**
 * What a random page read costs against a sequential one, for a search by name. The planner prices the
 * trigram match at nothing, so for a word in one creator in eight it read every row and computed each
 * name's similarity, twice as slow as the text index (docs/creator-search.md "Speed"). The search table
 * is read from memory, where a random page costs about what a sequential one does.
 */
const RANDOM_PAGE_COST = '1.1';

/**
 * Runs a search's statements. The typo-tolerant name match reads its threshold from the session, so a
 * search by name runs in a transaction where `set_config(…, true)` sets it; the pooled connection goes
 * back unchanged.
 */
export async function withSearchSettings<T>(
  db: Kysely<Database>,
  text: SearchText | null,
  run: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (!text?.nameWords) return run(db);
  return db.transaction().execute(async (trx) => {
    await sql`
      select set_config('pg_trgm.word_similarity_threshold', ${NAME_SIMILARITY_THRESHOLD}, true),
        set_config('random_page_cost', ${RANDOM_PAGE_COST}, true)`.execute(trx);
    return run(trx);
  });
}

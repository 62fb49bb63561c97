import { DISCOVERY_MESSAGES, ERROR_CODES, type SearchSort } from '@sponsorly/shared';
import { sql, type RawBuilder } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import { isUuid } from '../lib/uuid';
import type { SearchText } from './search-conditions';

/**
 * Each sort is one bigint key and the creator id, so a page ends at an exact (key, id) and the next page
 * starts after it (keyset pagination: no OFFSET, no row seen twice or skipped when creators are added
 * while a brand pages). Relevance is a float, rounded to a millionth so it compares exactly.
 */
export interface SearchOrder {
  key: RawBuilder<string>;
  direction: 'asc' | 'desc';
  /** Whether the key can change while a brand pages (all but the join date). */
  movable: boolean;
}

/**
 * Bounded boosts: availability, a complete profile and audience size order equally matching creators,
 * stored with each row in millionths (`creator_search.boost`, migration 0017): computed per match, they
 * were a fifth of ranking a common word's 12,000 matches on PGlite.
 */
const BOOST = sql`s.boost`;
/** A missing figure sorts last, whichever way. */
const NO_PRICE = Number.MAX_SAFE_INTEGER;

/**
 * Relevance in millionths. With text, the text rank comes first and the boosts only order creators who
 * match equally well: ts_rank's length normalisation makes the gap between a category and a bio match
 * smaller than the boosts, so added to the rank they would outweigh a better match. The boosts stay
 * below a millionth of the rank's scale (at most 0.12, so under 1,000,000 millionths).
 *
 * A name adds its similarity to the rank when it matches the typed words (nameMatches): computing every
 * matching creator's similarity took longer than the rest of the ranking, for names too unlike the words
 * to count as a match anyway.
 */
export function relevance(text: SearchText | null): RawBuilder<string> {
  if (!text) return sql<string>`${BOOST}`;
  // In double precision: a numeric literal (`0.5 *`) would make the whole rank numeric, slow to compute.
  const name = text.nameWords ? sql` + 0.5::float8 * coalesce(${NAME_MATCHES}.similarity, 0)` : sql``;
  // A creator who wrote every typed word as typed comes before those found through a close word.
  const asTyped = text.exactWords
    ? sql` + ${sql.lit(EXACT_TIER)}::float8 * (s.words @> cast(${text.exactWords} as text[]))::int`
    : sql``;
  return sql<string>`(round((ts_rank(s.document, ${text.query}, 1)::float8${name}${asTyped}) * 1000000)::bigint * 1000000 + ${BOOST})`;
}

/** Above any text rank: the words as typed come first, the rank orders each tier. */
const EXACT_TIER = 1000;

/** The alias of nameMatches in a page's statement. */
const NAME_MATCHES = sql.id('name_matches');

/**
 * The creators whose name matches the typed words, with how alike it is: a few, found by the trigram
 * index. A statement that orders by relevance has them as a common table expression (`cte`, null when
 * the words are not matched against names) and joins them to `s`.
 */
export function nameMatches(text: SearchText | null): { cte: RawBuilder<unknown> | null; join: RawBuilder<unknown> } {
  if (!text?.nameWords) return { cte: null, join: sql`` };
  const words = sql`search_fold(${text.nameWords})`;
  return {
    cte: sql`${NAME_MATCHES} as (
      select n.creator_id, public.word_similarity(${words}, n.name) as similarity
      from creator_search n where n.visible and ${words} operator(public.<%) n.name)`,
    join: sql`left join ${NAME_MATCHES} on ${NAME_MATCHES}.creator_id = s.creator_id`,
  };
}

export function searchOrder(sort: SearchSort, text: SearchText | null): SearchOrder {
  switch (sort) {
    case 'relevance':
      return { key: relevance(text), direction: 'desc', movable: true };
    case 'followers':
      return { key: sql<string>`coalesce(s.followers, -1)`, direction: 'desc', movable: true };
    case 'price':
      return { key: sql<string>`coalesce(s.price_from_cents, ${sql.lit(NO_PRICE)})`, direction: 'asc', movable: true };
    case 'newest':
      return { key: sql<string>`(extract(epoch from s.joined_at) * 1000000)::bigint`, direction: 'desc', movable: false };
  }
}

/** When a walk through the pages began (the first page's statement), in microseconds since 1970. */
export const WALK_START = sql<string>`(extract(epoch from statement_timestamp()) * 1000000)::bigint::text`;

interface Cursor {
  sort: SearchSort;
  key: string;
  id: string;
  /** When the walk's first page was read (WALK_START), carried from page to page. */
  since: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id, cursor.since])).toString('base64url');
}

const invalidCursor = () =>
  new AppError(400, ERROR_CODES.validation, DISCOVERY_MESSAGES.invalidCursor, {
    fields: { cursor: DISCOVERY_MESSAGES.invalidCursor },
  });

const BIGINT_MIN = -(2n ** 63n);
const BIGINT_MAX = 2n ** 63n - 1n;
/** Digits the database reads as a bigint: nineteen digits can be beyond its range. */
const isBigint = (value: unknown): value is string =>
  typeof value === 'string' && /^-?\d{1,19}$/.test(value) && BigInt(value) >= BIGINT_MIN && BigInt(value) <= BIGINT_MAX;

/** A cursor is only good for the sort that made it; anything else is refused, never half-used. */
export function decodeCursor(text: string, sort: SearchSort): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw invalidCursor();
  const [cursorSort, key, id, since] = parsed as unknown[];
  if (cursorSort !== sort || !isBigint(key) || typeof id !== 'string' || !isUuid(id) || !isBigint(since) || since.startsWith('-'))
    throw invalidCursor();
  return { sort, key, id, since };
}

/**
 * Rows after the cursor, in the order's direction. A creator whose key moved after the walk began may
 * have moved from a page already shown to one ahead, so the rest of the walk leaves them out: shown at
 * most once, never twice. The join date never moves, so the newest sort needs no such care.
 */
export function afterCursor(order: SearchOrder, cursor: Cursor, key: RawBuilder<unknown> = order.key): RawBuilder<unknown> {
  const comparison = order.direction === 'desc' ? sql`<` : sql`>`;
  const after = sql`(${key}, s.creator_id) ${comparison} (cast(${cursor.key} as bigint), cast(${cursor.id} as uuid))`;
  if (!order.movable) return after;
  return sql`${after} and (s.order_changed_at is null or s.order_changed_at <= to_timestamp(0) + cast(${cursor.since} as bigint) * interval '1 microsecond')`;
}

/** `key` is the order's key already computed, as a column of `s`, where a statement has it. */
export function orderBy(order: SearchOrder, key: RawBuilder<unknown> = order.key): RawBuilder<unknown> {
  const dir = sql.raw(order.direction);
  return sql`${key} ${dir}, s.creator_id ${dir}`;
}

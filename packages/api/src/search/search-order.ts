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
}

/** Bounded boosts: availability, a complete profile and audience size order equally matching creators. */
const BOOSTS = sql`0.05 * s.available::int + 0.05 * s.completeness / 100.0 + 0.02 * least(log(coalesce(s.followers, 0) + 1), 8) / 8`;
/** A missing figure sorts last, whichever way. */
const NO_PRICE = Number.MAX_SAFE_INTEGER;

export function relevance(text: SearchText | null): RawBuilder<number> {
  if (!text) return sql<number>`(${BOOSTS})`;
  const name = text.nameWords ? sql` + 0.5 * public.word_similarity(search_fold(${text.nameWords}), s.name)` : sql``;
  return sql<number>`(ts_rank_cd(s.document, ${text.query}, 1)${name} + ${BOOSTS})`;
}

export function searchOrder(sort: SearchSort, text: SearchText | null): SearchOrder {
  switch (sort) {
    case 'relevance':
      return { key: sql<string>`round(${relevance(text)} * 1000000)::bigint`, direction: 'desc' };
    case 'followers':
      return { key: sql<string>`coalesce(s.followers, -1)`, direction: 'desc' };
    case 'price':
      return { key: sql<string>`coalesce(s.price_from_cents, ${sql.lit(NO_PRICE)})`, direction: 'asc' };
    case 'newest':
      return { key: sql<string>`(extract(epoch from s.joined_at) * 1000000)::bigint`, direction: 'desc' };
  }
}

interface Cursor {
  sort: SearchSort;
  key: string;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id])).toString('base64url');
}

const invalidCursor = () => new AppError(400, ERROR_CODES.validation, DISCOVERY_MESSAGES.invalidCursor, { fields: { cursor: DISCOVERY_MESSAGES.invalidCursor } });

/** A cursor is only good for the sort that made it; anything else is refused, never half-used. */
export function decodeCursor(text: string, sort: SearchSort): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalidCursor();
  const [cursorSort, key, id] = parsed as unknown[];
  if (cursorSort !== sort || typeof key !== 'string' || !/^-?\d{1,19}$/.test(key) || typeof id !== 'string' || !isUuid(id)) throw invalidCursor();
  return { sort, key, id };
}

/** Rows after the cursor, in the order's direction. */
export function afterCursor(order: SearchOrder, cursor: Cursor): RawBuilder<unknown> {
  const comparison = order.direction === 'desc' ? sql`<` : sql`>`;
  return sql`(${order.key}, s.creator_id) ${comparison} (cast(${cursor.key} as bigint), cast(${cursor.id} as uuid))`;
}

export function orderBy(order: SearchOrder): RawBuilder<unknown> {
  const dir = sql.raw(order.direction);
  return sql`${order.key} ${dir}, s.creator_id ${dir}`;
}

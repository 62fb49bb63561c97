import { activeFilterKeys, filtersToQueryString, type CreatorSearchAnswer, type SearchFilters } from '@sponsorly/shared';
import { sql, type Database, type Kysely } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { loadCreatorCards } from '../creator-cards/load-creator-cards';
import { allOf, filterConditions, searchText, visibleTo, withSearchSettings } from './search-conditions';
import { countFacets, countWithoutEach } from './search-facets';
import { WALK_START, afterCursor, decodeCursor, encodeCursor, orderBy, searchOrder } from './search-order';
import { recordRecentSearch } from './recent-searches';

export interface CreatorSearchRequest extends SearchFilters {
  cursor?: string | undefined;
  limit: number;
}

/**
 * One page of creators for a brand (or an admin): the page in the chosen order, the total, the facet
 * counts, and, when nothing matches, which filter to drop. The caller's role is checked by the procedure.
 * A first page is kept in the viewer's recent searches.
 */
export async function searchCreators(deps: ServiceDeps, viewerId: string, request: CreatorSearchRequest): Promise<CreatorSearchAnswer> {
  const text = searchText(request.q);
  const conditions = filterConditions(request, text);
  const visible = visibleTo(viewerId);
  const order = searchOrder(request.sort, text);
  const cursor = request.cursor ? decodeCursor(request.cursor, request.sort) : null;

  const run = async (db: Kysely<Database>) => {
    const page = await sql<{ creator_id: string; sort_key: string; walk_start: string }>`
      select s.creator_id, (${order.key})::text as sort_key, ${WALK_START} as walk_start
      from creator_search s
      where ${visible} and ${allOf(conditions.values())}${cursor ? sql` and ${afterCursor(order, cursor)}` : sql``}
      order by ${orderBy(order)}
      limit ${request.limit + 1}`.execute(db);
    const counted = await countFacets(db, visible, conditions, request.language.map(foldText));
    const suggestions = counted.total === 0 ? await countWithoutEach(db, visible, conditions) : [];
    return { rows: page.rows, ...counted, suggestions };
  };
  const found = await withSearchSettings(deps.db, text, run);

  const pageRows = found.rows.slice(0, request.limit);
  const last = pageRows.at(-1);
  const hasMore = found.rows.length > request.limit;
  const items = await loadCreatorCards(deps.db, pageRows.map((row) => row.creator_id));

  if (!request.cursor) await recordRecentSearch(deps, viewerId, filtersToQueryString(request), found.total);

  return {
    items,
    total: found.total,
    facets: found.facets,
    next_cursor: hasMore && last ? encodeCursor({ sort: request.sort, key: last.sort_key, id: last.creator_id, since: cursor?.since ?? last.walk_start }) : null,
    suggestions: found.suggestions.filter((s) => activeFilterKeys(request).includes(s.filter)),
  };
}

/** What search_fold does in the database, for comparing a brand's choice with folded facet values. */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

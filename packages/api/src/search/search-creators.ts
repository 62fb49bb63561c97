import { activeFilterKeys, filtersToQueryString, type CreatorSearchAnswer, type SearchFilters } from '@sponsorly/shared';
import { sql, type Database, type Kysely } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { loadCreatorCards } from '../creator-cards/load-creator-cards';
import { allOf, filterConditions, searchText, visibleTo, withSearchSettings } from './search-conditions';
import { countWithoutEach } from './search-facets';
import { WALK_START, afterCursor, decodeCursor, encodeCursor, nameMatches, orderBy, searchOrder } from './search-order';
import { recordRecentSearch } from './recent-searches';

export interface CreatorSearchRequest extends SearchFilters {
  cursor?: string | undefined;
  limit: number;
}

/**
 * One page of creators for a brand (or an admin): the page in the chosen order, the total, and, when
 * nothing matches, which filter to drop. The facet counts are a request of their own
 * (countSearchFacets), which the page makes beside this one: they read every creator matching the other
 * filters, tens of thousands for a browse, and the results need not wait for them
 * (docs/decisions/0016-facet-counts-beside-the-results.md). The caller's role is checked by the procedure.
 * A first page is kept in the viewer's recent searches.
 */
export async function searchCreators(deps: ServiceDeps, viewerId: string, request: CreatorSearchRequest): Promise<CreatorSearchAnswer> {
  const text = searchText(request.q);
  const conditions = filterConditions(request, text);
  const visible = visibleTo(viewerId);
  const order = searchOrder(request.sort, text);
  const cursor = request.cursor ? decodeCursor(request.cursor, request.sort) : null;
  const names = nameMatches(text);
  const key = sql`s.sort_key`;

  // One statement reads the matches once, for the total and the page: each match's key is computed once
  // (for text, its rank), and a later page counts the whole search, not what is left after the cursor.
  // The total's row stands even when the page is empty.
  const run = async (db: Kysely<Database>) => {
    const matches = sql`matches as materialized (
      select s.creator_id, s.order_changed_at, ${order.key} as sort_key
      from creator_search s ${names.join}
      where ${visible} and ${allOf(conditions.values())})`;
    const { rows } = await sql<{ creator_id: string | null; sort_key: string; walk_start: string; total: number }>`
      with ${sql.join(names.cte ? [names.cte, matches] : [matches])}
      select page.*, counted.total
      from (select count(*)::int as total from matches) counted
      left join lateral (
        select s.creator_id, s.sort_key::text as sort_key, ${WALK_START} as walk_start
        from matches s${cursor ? sql` where ${afterCursor(order, cursor, key)}` : sql``}
        order by ${orderBy(order, key)}
        limit ${request.limit + 1}
      ) page on true`.execute(db);
    const total = Number(rows[0]?.total ?? 0);
    const suggestions = total === 0 ? await countWithoutEach(db, visible, conditions) : [];
    return { rows: rows.filter((row): row is typeof row & { creator_id: string } => row.creator_id !== null), total, suggestions };
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
    next_cursor: hasMore && last ? encodeCursor({ sort: request.sort, key: last.sort_key, id: last.creator_id, since: cursor?.since ?? last.walk_start }) : null,
    suggestions: found.suggestions.filter((s) => activeFilterKeys(request).includes(s.filter)),
  };
}

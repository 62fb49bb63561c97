import { activeFilterKeys, filtersToQueryString, type CreatorSearchAnswer, type SearchFilters } from '@sponsorly/shared';
import { sql, type Database, type Kysely, type RawBuilder } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { loadCreatorCards } from '../creator-cards/load-creator-cards';
import { allOf, filterConditions, searchText, visibleTo, withSearchSettings } from './search-conditions';
import { countWithoutEach } from './search-facets';
import { WALK_START, afterCursor, decodeCursor, encodeCursor, orderBy, searchOrder, withNameMatches } from './search-order';
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
  const names = withNameMatches(text);
  const matching = sql`${visible} and ${allOf(conditions.values())}`;

  const run = async (db: Kysely<Database>) => {
    // Ranking text reads every match, so a first page counts them as it ranks them. Otherwise the count
    // is a statement of its own: a window over the page's statement would make the planner walk an
    // order's index through every creator; and a later page's rows start after the cursor.
    const countsAsItRanks = !cursor && text !== null && request.sort === 'relevance';
    const total: RawBuilder<unknown> = countsAsItRanks ? sql`count(*) over ()` : sql`null`;
    const page = await sql<{ creator_id: string; sort_key: string; walk_start: string; total: number | null }>`
      ${names.cte}
      select s.creator_id, (${order.key})::text as sort_key, ${WALK_START} as walk_start, ${total}::int as total
      from creator_search s ${names.join}
      where ${matching}${cursor ? sql` and ${afterCursor(order, cursor)}` : sql``}
      order by ${orderBy(order)}
      limit ${request.limit + 1}`.execute(db);
    const counted = countsAsItRanks ? Number(page.rows[0]?.total ?? 0) : await countMatching(db, matching);
    const suggestions = counted === 0 ? await countWithoutEach(db, visible, conditions) : [];
    return { rows: page.rows, total: counted, suggestions };
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

async function countMatching(db: Kysely<Database>, matching: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ total: number }>`select count(*)::int as total from creator_search s where ${matching}`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

import {
  activeFilterKeys,
  creatorSearchAnswerSchema,
  creatorSearchInputSchema,
  type CreatorSearchAnswer,
  type SearchFilters,
} from '@sponsorly/shared';
import { sql, type Database, type Kysely } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { loadCreatorCards } from '../creator-cards/load-creator-cards';
import { allOf, filterConditions, readSearchText, visibleTo, withSearchSettings } from './search-conditions';
import { countSearchFacets } from './count-search-facets';
import { findDidYouMean } from './did-you-mean';
import { countWithoutEach, facetCountsFrom, readFacets, splitFacetFilters, type FacetRow } from './search-facets';
import { WALK_START, afterCursor, decodeCursor, encodeCursor, nameMatches, orderBy, searchOrder } from './search-order';
import { searcherProcedure, tags } from './search-procedures';
import { isAdmin } from '../auth/users';
import { countSearchAppearances } from '../insights/count-search-appearances';

export interface CreatorSearchRequest extends SearchFilters {
  cursor?: string | undefined;
  limit: number;
  /** Whether a first page brings the facet counts; unless false, it does. */
  facets?: boolean | undefined;
  /** The brand whose page of results counts as each creator's search appearance (insights); none for an admin. */
  appearancesFor?: string | undefined;
}

/**
 * One page of creators for a brand (or an admin): the page in the chosen order, the total, the facet
 * counts with a first page unless asked without, and, when nothing matches, which filter to drop. The
 * caller's role is checked by the procedure. Reading changes nothing: the page keeps a search among the
 * recent ones with a POST (recent-searches.ts).
 *
 * One statement reads the matches once for the page and the total: each match's sort key is computed
 * once (for text, its rank), and a later page counts the whole search, not what is left after the cursor.
 * The facet counts read the same matches. Where statements run one at a time (PGlite), the same statement
 * counts them: it reads the rows matching every filter but the facets' own (splitFacetFilters), the page
 * and the total keep those passing all. On a pool of connections (PostgreSQL) the counts run beside the
 * page, on another connection, and answer sooner. The page asks for a browse's results without facets and
 * for the counts beside them: they read tens of thousands of creators where the page reads a few hundred
 * (docs/decisions/0016, 0017).
 */
export async function searchCreators(
  deps: ServiceDeps,
  viewerId: string,
  request: CreatorSearchRequest,
): Promise<CreatorSearchAnswer> {
  const text = await readSearchText(deps.db, request.q);
  const conditions = filterConditions(request, text);
  const visible = visibleTo(viewerId);
  const order = searchOrder(request.sort, text);
  const cursor = request.cursor ? decodeCursor(request.cursor, request.sort) : null;
  const names = nameMatches(text);
  const key = sql`s.sort_key`;
  const withFacets = request.facets !== false && !cursor;
  const facetsBeside = withFacets && deps.parallelStatements;
  const split = withFacets && !facetsBeside ? splitFacetFilters(conditions, request) : null;
  const hits = split ? [split.allPass] : [];

  // The total's row stands even when the page is empty.
  const run = async (db: Kysely<Database>) => {
    const matches = sql`matches as materialized (
      select s.creator_id, s.order_changed_at, ${order.key} as sort_key${split ? sql`, ${split.columns}` : sql``}
      from creator_search s ${names.join}
      where ${visible} and ${split ? split.others : allOf(conditions.values())})`;
    const facets = split
      ? sql`, (select coalesce(json_agg(f), '[]') from (${facetCountsFrom(sql`matches`)}) f) as facets`
      : sql``;
    const { rows } = await sql<{
      creator_id: string | null;
      sort_key: string;
      walk_start: string;
      total: number;
      facets?: FacetRow[];
    }>`
      with ${sql.join(names.cte ? [names.cte, matches] : [matches])}
      select page.*, counted.*
      from (select count(*)::int as total${facets} from matches where ${allOf(hits)}) counted
      left join lateral (
        select s.creator_id, s.sort_key::text as sort_key, ${WALK_START} as walk_start
        from matches s
        where ${allOf(cursor ? [...hits, afterCursor(order, cursor, key)] : hits)}
        order by ${orderBy(order, key)}
        limit ${request.limit + 1}
      ) page on true`.execute(db);
    const total = Number(rows[0]?.total ?? 0);
    const suggestions = total === 0 ? await countWithoutEach(db, visible, conditions) : [];
    const found = rows.filter((row): row is typeof row & { creator_id: string } => row.creator_id !== null);
    return { rows: found, total, facets: rows[0]?.facets ? readFacets(rows[0].facets, request.language) : null, suggestions };
  };
  const [found, beside] = await Promise.all([
    withSearchSettings(deps.db, text, run),
    facetsBeside ? countSearchFacets(deps, viewerId, request) : null,
  ]);

  // Outside the search's transaction: the suggested query has settings of its own.
  const didYouMean = found.total === 0 && !request.cursor ? await findDidYouMean(deps.db, viewerId, request, text) : null;
  const pageRows = found.rows.slice(0, request.limit);
  const last = pageRows.at(-1);
  const hasMore = found.rows.length > request.limit;
  const shown = pageRows.map((row) => row.creator_id);
  // The page's creators are counted as seen by this brand beside the cards' read (on another connection
  // where there is one), outside any transaction. A count that fails must not cost the brand their
  // results: that day's appearance is simply not counted.
  const [items] = await Promise.all([
    loadCreatorCards(deps.db, shown),
    request.appearancesFor ? countSearchAppearances(deps, request.appearancesFor, shown).catch(() => undefined) : null,
  ]);

  return {
    items,
    total: found.total,
    facets: beside?.facets ?? found.facets,
    next_cursor:
      hasMore && last
        ? encodeCursor({ sort: request.sort, key: last.sort_key, id: last.creator_id, since: cursor?.since ?? last.walk_start })
        : null,
    suggestions: found.suggestions.filter((s) => activeFilterKeys(request).includes(s.filter)),
    did_you_mean: didYouMean,
  };
}

/** GET /creators/search: one page of creators, for brands and admins. */
export const searchCreatorsProcedure = searcherProcedure
  .meta({ openapi: { method: 'GET', path: '/creators/search', summary: 'Search creators', tags } })
  .input(creatorSearchInputSchema)
  .output(creatorSearchAnswerSchema)
  .query(({ ctx, input }) => {
    const user = ctx.session.user;
    const brand = user.user_type === 'brand' && !isAdmin(user, ctx.deps.settings.adminEmails);
    return searchCreators(ctx.deps, user.id, { ...input, appearancesFor: brand ? user.id : undefined });
  });

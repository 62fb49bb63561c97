import {
  creatorSearchFacetsAnswerSchema,
  searchFiltersSchema,
  type CreatorSearchFacetsAnswer,
  type SearchFilters,
} from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { filterConditions, readSearchText, visibleTo, withSearchSettings } from './search-conditions';
import { facetCountsFrom, readFacets, splitFacetFilters, type FacetRow } from './search-facets';
import { searcherProcedure, tags } from './search-procedures';

/**
 * The facet counts of a search, asked for on their own: the page asks for a browse's counts beside its
 * results and shows the results as soon as they come (a browse's counts read tens of thousands of
 * creators). A text search's counts come with its first page (searchCreators).
 */
export async function countSearchFacets(
  deps: ServiceDeps,
  viewerId: string,
  filters: SearchFilters,
): Promise<CreatorSearchFacetsAnswer> {
  const text = await readSearchText(deps.db, filters.q);
  const split = splitFacetFilters(filterConditions(filters, text), filters);
  const facets = await withSearchSettings(deps.db, text, async (db) => {
    const { rows } = await sql<FacetRow>`
      with base as materialized (
        select ${split.columns} from creator_search s where ${visibleTo(viewerId)} and ${split.others})
      ${facetCountsFrom(sql`base`)}`.execute(db);
    return readFacets(rows, filters.language);
  });
  return { facets };
}

/** GET /creators/search/facets: asked for beside the search itself, so the results never wait for them. */
export const countSearchFacetsProcedure = searcherProcedure
  .meta({ openapi: { method: 'GET', path: '/creators/search/facets', summary: 'Facet counts of a creator search', tags } })
  .input(searchFiltersSchema)
  .output(creatorSearchFacetsAnswerSchema)
  .query(({ ctx, input }) => countSearchFacets(ctx.deps, ctx.session.user.id, input));

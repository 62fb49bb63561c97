import {
  DEFAULT_SEARCH_SORT,
  DISCOVERY_LIMITS,
  type CreatorSearchAnswer,
  type SearchFacetCounts,
  type SearchFilters,
} from '@sponsorly/shared';
import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { ALONE, trpc } from '../../../lib/trpc';

/**
 * One search, a page of 24 at a time. The cursor is the server's keyset (`next_cursor`), so "Show more"
 * never repeats or skips a creator. While a changed search loads, the last results stay on screen.
 * A text search's first page brings its facet counts: the same matches are read once for both.
 */
export function useCreatorSearch(filters: SearchFilters, enabled: boolean) {
  return trpc.search.creators.useInfiniteQuery(searchInput(filters), {
    enabled,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
    // Results must not reshuffle under the brand's eyes when the tab regains focus.
    refetchOnWindowFocus: false,
  });
}

/** What a search asks the server for its first page (the page's first data asks the same). */
export const searchInput = (filters: SearchFilters) => ({
  ...filters,
  limit: DISCOVERY_LIMITS.pageSize,
  facets: countsWithResults(filters),
});

/**
 * Words narrow a search to thousands at most, so its counts come with its results. A browse's counts
 * read every creator matching the other filters, tens of thousands: they are asked for beside the
 * results and on their own (not in their batch), so the results show without waiting for them.
 */
export const countsWithResults = (filters: SearchFilters) => Boolean(filters.q);

/** What the counts asked for on their own are of: the sort does not change them. */
export const facetsInput = (filters: SearchFilters) => ({ ...filters, sort: DEFAULT_SEARCH_SORT });

/**
 * The facet counts of the search on screen: from its first page, or asked for beside it. The sort does not
 * change them, so they are not asked for again when it changes. While new counts load, the last ones stay.
 */
export function useFacetCounts(
  filters: SearchFilters,
  firstPage: CreatorSearchAnswer | undefined,
): SearchFacetCounts | undefined {
  const alone = trpc.search.facets.useQuery(facetsInput(filters), {
    enabled: !countsWithResults(filters),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
    trpc: { context: ALONE },
  });
  const current = countsWithResults(filters) ? (firstPage?.facets ?? undefined) : alone.data?.facets;
  // Kept while rendering, as React advises for a value derived from an earlier render.
  const [last, setLast] = useState(current);
  if (current && current !== last) setLast(current);
  return current ?? last;
}

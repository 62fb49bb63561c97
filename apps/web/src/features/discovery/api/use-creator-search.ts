import { DISCOVERY_LIMITS, type SearchFilters } from '@sponsorly/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { ALONE, trpc } from '../../../lib/trpc';

/**
 * One search, a page of 24 at a time. The cursor is the server's keyset (`next_cursor`), so "Show more"
 * never repeats or skips a creator. While a changed search loads, the last results stay on screen.
 */
export function useCreatorSearch(filters: SearchFilters, enabled: boolean) {
  return trpc.search.creators.useInfiniteQuery(
    { ...filters, limit: DISCOVERY_LIMITS.pageSize },
    {
      enabled,
      getNextPageParam: (page) => page.next_cursor ?? undefined,
      placeholderData: keepPreviousData,
      // Results must not reshuffle under the brand's eyes when the tab regains focus.
      refetchOnWindowFocus: false,
    },
  );
}

/**
 * The same search's facet counts, asked for beside the results and on their own (not in their batch), so
 * the results show without waiting for counts that read every creator matching the other filters. The
 * sort and the page do not change them.
 */
export function useCreatorSearchFacets(filters: SearchFilters, enabled: boolean) {
  return trpc.search.facets.useQuery(filters, {
    enabled,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
    trpc: { context: ALONE },
  });
}

import { DISCOVERY_LIMITS, type SearchFilters } from '@sponsorly/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

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

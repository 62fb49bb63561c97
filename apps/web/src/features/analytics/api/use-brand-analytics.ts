import { LIST_PAGE_LIMITS } from '@sponsorly/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { trpc } from '../../../lib/trpc';
import { isRetryable } from '../../../lib/api-error';
import { analyticsInput, type AnalyticsView } from '../lib/analytics-view';

/**
 * The brand's figures for a view. While another range loads, the figures on screen stay (dimmed) rather
 * than the page falling back to a spinner; a refused range is not asked again.
 */
export function useBrandAnalytics(view: AnalyticsView) {
  return trpc.analytics.brand.useQuery(analyticsInput(view), {
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
    retry: (count, error) => count < 2 && isRetryable(error),
  });
}

/**
 * Every one of the brand's campaigns for the filter, newest first. The list comes a page (the longest the
 * API gives) at a time, and each page asks for the next until there is none: a brand with more campaigns
 * than a page can still pick its oldest. Answers the campaigns loaded so far.
 */
export function useCampaignChoices() {
  const pages = trpc.campaigns.mine.useInfiniteQuery(
    { limit: LIST_PAGE_LIMITS.pageSizeMax },
    { refetchOnWindowFocus: false, staleTime: 60_000, getNextPageParam: (page) => page.next_cursor ?? undefined },
  );
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = pages;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  return useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
}

import { LIST_PAGE_LIMITS } from '@sponsorly/shared';
import { keepPreviousData } from '@tanstack/react-query';
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

/** The brand's campaigns for the filter, newest first: the longest page the API gives. */
export function useCampaignChoices() {
  return trpc.campaigns.mine.useQuery(
    { limit: LIST_PAGE_LIMITS.pageSizeMax },
    { refetchOnWindowFocus: false, staleTime: 60_000 },
  );
}

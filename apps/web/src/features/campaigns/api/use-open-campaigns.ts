import type { CampaignListInput } from '@sponsorly/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/**
 * Open public campaigns, best matches first, a page at a time. The cursor is the server's keyset, so
 * "Show more" never repeats or skips one. While changed filters load, the last results stay on screen.
 */
export function useOpenCampaigns(filters: Omit<CampaignListInput, 'cursor' | 'limit'>, enabled: boolean) {
  return trpc.campaigns.list.useInfiniteQuery(filters, {
    enabled,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
  });
}

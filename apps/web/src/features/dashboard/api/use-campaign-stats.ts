import { LIST_PAGE_LIMITS } from '@sponsorly/shared';
import { trpc } from '../../../lib/trpc';

/** A deal under way: offered or agreed and not ended (a completed deal is counted as completed, never as active). */
const LIVE_DEAL_STATUSES = ['offered', 'awaiting_funding', 'in_progress', 'delivered', 'changes_requested', 'disputed'] as const;

/**
 * A creator's campaign figures, each deal counted once: active is the applications the brand shortlisted
 * (no offer yet) and the deals under way; pending is the applications waiting for the brand. An
 * application that became an offer is counted through its deal, so a completed deal is never active too.
 */
export function useCreatorCampaignStats() {
  const applications = trpc.applications.mine.useQuery(undefined, {
    refetchOnWindowFocus: false,
    select: ({ items }) => ({
      shortlisted: items.filter((a) => a.status === 'shortlisted').length,
      pending: items.filter((a) => a.status === 'submitted').length,
    }),
  });
  const deals = useDealCounts();
  if (!applications.data || !deals.data) return { data: undefined };
  const live = LIVE_DEAL_STATUSES.reduce((sum, status) => sum + (deals.data[status] ?? 0), 0);
  return { data: { active: applications.data.shortlisted + live, pending: applications.data.pending } };
}

function useDealCounts() {
  return trpc.deals.counts.useQuery(undefined, { refetchOnWindowFocus: false });
}

/** What the dashboard reads of the brand's campaigns: the largest page, newest first (the dashboard prefetches the same). */
export const DASHBOARD_CAMPAIGNS = { limit: LIST_PAGE_LIMITS.pageSizeMax };

/** A brand's campaigns by state, among its latest 100: open ones are active. */
export function useBrandCampaignStats() {
  return trpc.campaigns.mine.useQuery(DASHBOARD_CAMPAIGNS, {
    refetchOnWindowFocus: false,
    select: ({ items }) => ({
      open: items.filter((c) => c.status === 'open').length,
      draft: items.filter((c) => c.status === 'draft').length,
      completed: items.filter((c) => c.status === 'completed').length,
    }),
  });
}

/** How many of the reader's deals are complete. */
export function useCompletedDeals() {
  const counts = useDealCounts();
  return { data: counts.data ? (counts.data.completed ?? 0) : undefined };
}

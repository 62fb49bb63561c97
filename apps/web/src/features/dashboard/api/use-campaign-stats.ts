import { trpc } from '../../../lib/trpc';

/**
 * A creator's campaign figures, counted from their applications: active ones are shortlisted or have an
 * offer, pending ones wait for the brand. Completed counts their completed deals.
 */
export function useCreatorCampaignStats() {
  return trpc.applications.mine.useQuery(undefined, {
    refetchOnWindowFocus: false,
    select: ({ items }) => ({
      active: items.filter((a) => a.status === 'shortlisted' || a.status === 'offered').length,
      pending: items.filter((a) => a.status === 'submitted').length,
    }),
  });
}

/** A brand's campaigns by state: open ones are active. */
export function useBrandCampaignStats() {
  return trpc.campaigns.mine.useQuery(undefined, {
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
  return trpc.deals.counts.useQuery(undefined, { refetchOnWindowFocus: false, select: (counts) => counts.completed ?? 0 });
}

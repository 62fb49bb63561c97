import { trpc } from '../../../lib/trpc';

/** A creator's insights over a range of days (GET /api/analytics/creator); asked only for a creator. */
export function useCreatorInsights(range: { from: string; to: string }, enabled: boolean) {
  return trpc.insights.get.useQuery(range, { enabled, retry: false, placeholderData: (previous) => previous });
}

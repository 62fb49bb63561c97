import { trpc } from '../../../lib/trpc';

/** The brand's saved creators and recent searches, counted on the server. */
export function useDiscoverySummary() {
  return trpc.shortlists.summary.useQuery(undefined, { refetchOnWindowFocus: false });
}

import { trpc } from '../../../lib/trpc';

/**
 * The creators the landing shows. The landing is rendered ahead of time, so they are read in the browser
 * once the page has loaded: the prerendered HTML never holds a stale list.
 */
export function useShowcase() {
  return trpc.creators.showcase.useQuery(undefined, { staleTime: 60_000, retry: false });
}

import { trpc } from '../../../lib/trpc';

/** Contact details come from the server's settings, so they change without a rebuild. */
export function useSiteInfo() {
  return trpc.system.siteInfo.useQuery(undefined, { staleTime: Infinity });
}

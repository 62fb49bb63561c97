import { trpc } from '../../../lib/trpc';

/**
 * A creator's public profile. Each fetch by a brand counts as a profile view, so the answer is kept
 * for the visit rather than fetched again on focus or remount.
 */
export function usePublicCreator(id: string) {
  return trpc.creators.get.useQuery({ id }, { staleTime: Infinity, refetchOnWindowFocus: false });
}

import { useNavigate } from 'react-router';
import { trpc } from '../../../lib/trpc';
import { searchPathOf } from '../lib/search-url';

/** The brand's last searches, newest first (the server keeps 20). */
export function useRecentSearches(enabled: boolean) {
  return trpc.search.recent.useQuery(undefined, { enabled, select: (answer) => answer.searches });
}

/** The brand's saved searches, each with how many creators are new since it was last opened. */
export function useSavedSearches(enabled: boolean) {
  return trpc.search.saved.useQuery(undefined, { enabled, select: (answer) => answer.searches });
}

/** Saving a search; it settles once the saved searches are loaded again, the new one among them. */
export function useSaveSearch() {
  const utils = trpc.useUtils();
  return trpc.search.save.useMutation({ onSuccess: () => utils.search.saved.invalidate() });
}

/** Removing a saved search; it settles once the list no longer shows it. */
export function useRemoveSavedSearch() {
  const utils = trpc.useUtils();
  return trpc.search.removeSaved.useMutation({ onSuccess: () => utils.search.saved.invalidate() });
}

/**
 * Opening a saved search: the server notes the time (so "N new" starts again from zero), then the page
 * runs it. The search opens even if noting the time fails: the brand asked to see it.
 */
export function useOpenSavedSearch() {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const markSeen = trpc.search.markSeen.useMutation();
  async function open(search: { id: string; query: string }) {
    await markSeen.mutateAsync({ id: search.id }).catch(() => undefined);
    void utils.search.saved.invalidate();
    await navigate(searchPathOf(search.query));
  }
  return { open, openingId: markSeen.isPending ? markSeen.variables?.id : undefined };
}

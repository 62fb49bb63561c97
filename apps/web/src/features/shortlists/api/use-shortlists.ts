import { trpc } from '../../../lib/trpc';

/** The brand's lists with their creators ("Saved" first), shared with every card's Save button. */
export function useShortlists() {
  return trpc.shortlists.list.useQuery(undefined, { staleTime: 60_000 });
}

/**
 * Changes to lists; each refreshes the lists, the dashboard counts and the creators' standing, and
 * settles once they are loaded again: a new list is there to be shown, a removed creator is gone.
 */
export function useShortlistChanges() {
  const utils = trpc.useUtils();
  const refresh = () => utils.shortlists.invalidate();
  return {
    create: trpc.shortlists.create.useMutation({ onSuccess: refresh }),
    remove: trpc.shortlists.remove.useMutation({ onSuccess: refresh }),
    saveNote: trpc.shortlists.addCreator.useMutation({ onSuccess: refresh }),
    removeCreator: trpc.shortlists.removeCreator.useMutation({ onSuccess: refresh }),
  };
}

/** The creators this brand hid, and bringing one back. */
export function useHiddenCreators() {
  const utils = trpc.useUtils();
  // A page at a time, last hidden first; "Show more" follows the server's cursor.
  const list = trpc.hiddenCreators.list.useInfiniteQuery(
    {},
    { getNextPageParam: (page) => page.next_cursor ?? undefined, refetchOnWindowFocus: false },
  );
  const unhide = trpc.hiddenCreators.unhide.useMutation({
    onSuccess: () => {
      void utils.hiddenCreators.invalidate();
      void utils.search.invalidate();
      void utils.shortlists.standing.invalidate();
    },
  });
  return { list, unhide };
}

import { trpc } from '../../../lib/trpc';

/**
 * Where a creator stands with the brand looking at their page (hidden? in which lists?), and the changes
 * the page offers. Each change refreshes the standing, the lists and the search caches, so the Save
 * buttons elsewhere and the dashboard counts agree; it settles once the standing shown is loaded again.
 */
export function useCreatorStanding(creatorId: string, enabled: boolean) {
  const utils = trpc.useUtils();
  const refresh = () => {
    void utils.hiddenCreators.invalidate();
    void utils.search.invalidate();
    return utils.shortlists.invalidate();
  };
  return {
    standing: trpc.shortlists.standing.useQuery({ id: creatorId }, { enabled }),
    lists: trpc.shortlists.list.useQuery(undefined, { enabled, staleTime: 60_000 }),
    add: trpc.shortlists.addCreator.useMutation({ onSuccess: refresh }),
    remove: trpc.shortlists.removeCreator.useMutation({ onSuccess: refresh }),
    hide: trpc.hiddenCreators.hide.useMutation({ onSuccess: refresh }),
    unhide: trpc.hiddenCreators.unhide.useMutation({ onSuccess: refresh }),
  };
}

/** "More like this": creators sharing this one's rarest terms, with those terms as the reason. */
export function useSimilarCreators(creatorId: string, enabled: boolean) {
  return trpc.search.similar.useQuery(
    { id: creatorId },
    { enabled, refetchOnWindowFocus: false, select: (answer) => answer.items },
  );
}

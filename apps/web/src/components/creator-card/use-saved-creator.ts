import { DISCOVERY_MESSAGES, type CreatorCard, type ShortlistView } from '@sponsorly/shared';
import { useState } from 'react';
import { readApiError } from '../../lib/api-error';
import { trpc } from '../../lib/trpc';

type Lists = { shortlists: ShortlistView[] };

const listsHolding = (lists: ShortlistView[], creatorId: string) => lists.filter((list) => list.entries.some((e) => e.creator.id === creatorId));

/**
 * Whether a creator is in any of the brand's lists, and the toggle behind a card's Save button: saving
 * adds to the default "Saved" list; unsaving takes the creator off every list, so the button never shows
 * "Saved" for someone the brand just unsaved. Every card reads the one cached `shortlists.list`.
 */
export function useSavedCreator(creator: CreatorCard) {
  const utils = trpc.useUtils();
  const lists = trpc.shortlists.list.useQuery(undefined, { staleTime: 60_000 });
  const add = trpc.shortlists.addCreator.useMutation();
  const remove = trpc.shortlists.removeCreator.useMutation();
  const [error, setError] = useState<string | null>(null);

  const all = lists.data?.shortlists ?? [];
  const holding = listsHolding(all, creator.id);
  const defaultList = all.find((list) => list.is_default);

  function patchLists(change: (list: ShortlistView) => ShortlistView) {
    utils.shortlists.list.setData(undefined, (old: Lists | undefined) => old && { shortlists: old.shortlists.map(change) });
    void utils.shortlists.invalidate();
  }

  async function toggle() {
    setError(null);
    try {
      if (holding.length > 0) {
        await Promise.all(holding.map((list) => remove.mutateAsync({ id: list.id, creator_id: creator.id })));
        patchLists((list) => ({ ...list, entries: list.entries.filter((e) => e.creator.id !== creator.id) }));
      } else if (defaultList) {
        const { entry } = await add.mutateAsync({ id: defaultList.id, creator_id: creator.id });
        patchLists((list) => (list.id === defaultList.id ? { ...list, entries: [entry, ...list.entries] } : list));
      }
    } catch (failure) {
      setError(readApiError(failure).message ?? DISCOVERY_MESSAGES.saveFailed);
    }
  }

  return {
    saved: holding.length > 0,
    ready: defaultList !== undefined,
    busy: add.isPending || remove.isPending,
    removing: remove.isPending,
    error,
    toggle,
  };
}

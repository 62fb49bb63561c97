import { DISCOVERY_MESSAGES, type CreatorCard, type ShortlistView } from '@sponsorly/shared';
import { useState } from 'react';
import { readApiError } from '../../lib/api-error';
import { trpc } from '../../lib/trpc';

type Lists = { shortlists: ShortlistView[] };

/**
 * Whether a creator is in the brand's "Saved" list, and the toggle behind a card's Save button: it adds to
 * or takes off that list only, so the brand's named lists and their notes are never touched from a card.
 * Every card reads the one cached `shortlists.list`.
 */
export function useSavedCreator(creator: CreatorCard) {
  const utils = trpc.useUtils();
  const lists = trpc.shortlists.list.useQuery(undefined, { staleTime: 60_000 });
  const add = trpc.shortlists.addCreator.useMutation();
  const remove = trpc.shortlists.removeCreator.useMutation();
  const [error, setError] = useState<string | null>(null);

  const all = lists.data?.shortlists ?? [];
  const defaultList = all.find((list) => list.is_default);
  const saved = defaultList?.entries.some((e) => e.creator.id === creator.id) ?? false;

  function patchLists(change: (list: ShortlistView) => ShortlistView) {
    utils.shortlists.list.setData(undefined, (old: Lists | undefined) => old && { shortlists: old.shortlists.map(change) });
    void utils.shortlists.invalidate();
  }

  async function toggle() {
    setError(null);
    try {
      if (!defaultList) return;
      if (saved) {
        await remove.mutateAsync({ id: defaultList.id, creator_id: creator.id });
        patchLists((list) =>
          list.id === defaultList.id ? { ...list, entries: list.entries.filter((e) => e.creator.id !== creator.id) } : list,
        );
      } else {
        const { entry } = await add.mutateAsync({ id: defaultList.id, creator_id: creator.id });
        patchLists((list) => (list.id === defaultList.id ? { ...list, entries: [entry, ...list.entries] } : list));
      }
    } catch (failure) {
      setError(readApiError(failure).message ?? DISCOVERY_MESSAGES.saveFailed);
    }
  }

  return {
    saved,
    ready: defaultList !== undefined,
    busy: add.isPending || remove.isPending,
    removing: remove.isPending,
    error,
    toggle,
  };
}

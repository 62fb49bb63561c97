import { DISCOVERY_MESSAGES, type CreatorCard } from '@sponsorly/shared';
import { useMemo, useState } from 'react';
import { readApiError } from '../../lib/api-error';
import { trpc } from '../../lib/trpc';

/** After an undo the card is back: focus its name, as the Undo button that had focus goes away. */
function focusCard(creatorId: string) {
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-creator-id="${CSS.escape(creatorId)}"] a`)?.focus());
}

/**
 * Hiding creators from the brand's results, with an undo. The page keeps the results it has and leaves
 * out the creators hidden here, so the grid does not reload and an undo puts the card back in place;
 * cached searches and their facet counts are marked stale so the next search asks the server again.
 */
export function useHideCreator() {
  const utils = trpc.useUtils();
  const hide = trpc.hiddenCreators.hide.useMutation();
  const unhide = trpc.hiddenCreators.unhide.useMutation();
  const [hidden, setHidden] = useState<CreatorCard[]>([]);
  const [notice, setNotice] = useState<CreatorCard | null>(null);
  const [error, setError] = useState<string | null>(null);

  function markStale() {
    void utils.search.creators.invalidate(undefined, { refetchType: 'none' });
    void utils.search.facets.invalidate(undefined, { refetchType: 'none' });
    void utils.search.similar.invalidate();
    void utils.hiddenCreators.invalidate();
    void utils.shortlists.standing.invalidate();
  }

  async function hideCreator(creator: CreatorCard) {
    setError(null);
    try {
      await hide.mutateAsync({ id: creator.id });
      setHidden((list) => [...list.filter((c) => c.id !== creator.id), creator]);
      setNotice(creator);
      markStale();
    } catch (failure) {
      setError(readApiError(failure).message ?? DISCOVERY_MESSAGES.saveFailed);
    }
  }

  async function undoHide(creator: CreatorCard) {
    setError(null);
    try {
      await unhide.mutateAsync({ id: creator.id });
      setHidden((list) => list.filter((c) => c.id !== creator.id));
      setNotice(null);
      markStale();
      focusCard(creator.id);
    } catch (failure) {
      setError(readApiError(failure).message ?? DISCOVERY_MESSAGES.saveFailed);
    }
  }

  const hiddenIds = useMemo(() => new Set(hidden.map((c) => c.id)), [hidden]);
  return {
    /** Creators hidden on this page: the page leaves them out of what it already shows. */
    hiddenIds,
    /** The creator the undo notice offers back, until it is dismissed or another is hidden. */
    lastHidden: notice,
    hidingId: hide.isPending ? hide.variables?.id : undefined,
    undoing: unhide.isPending,
    error,
    hideCreator,
    undoHide,
    dismiss: () => {
      setNotice(null);
      setError(null);
    },
  };
}

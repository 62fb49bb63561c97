import { useEffect, useRef } from 'react';
import { trpc } from '../../../lib/trpc';

/**
 * A creator's page, by its address (/c/:handle) or its old one (/creators/:id). Reading it counts
 * nothing; useRecordCreatorView counts a brand's visit. A page read by id is put in the cache under its
 * handle too, so moving to /c/:handle shows it at once.
 */
export function usePublicCreator(key: { handle: string } | { id: string }) {
  const utils = trpc.useUtils();
  const byHandle = trpc.creators.byHandle.useQuery(
    { handle: 'handle' in key ? key.handle : '' },
    { enabled: 'handle' in key, select: (answer) => answer.profile },
  );
  const byId = trpc.creators.get.useQuery(
    { id: 'id' in key ? key.id : '' },
    { enabled: 'id' in key, select: (answer) => answer.profile },
  );
  const profile = byId.data;
  useEffect(() => {
    if (profile) utils.creators.byHandle.setData({ handle: profile.handle }, { profile });
  }, [profile, utils]);
  return 'handle' in key ? byHandle : byId;
}

/**
 * Counts this visit as a view of the creator's page, once per page load and creator, when `shouldCount`
 * (the profile loaded and someone other than the creator is looking). The server counts each viewer once
 * a day whatever we send, and admins not at all.
 */
export function useRecordCreatorView(id: string, shouldCount: boolean) {
  const { mutate } = trpc.creators.recordView.useMutation();
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!shouldCount || counted.current === id) return;
    counted.current = id;
    mutate({ id });
  }, [id, shouldCount, mutate]);
}

import { useEffect, useRef } from 'react';
import { trpc } from '../../../lib/trpc';

/** A creator's public profile. Reading it counts nothing; useRecordCreatorView counts a brand's visit. */
export function usePublicCreator(id: string) {
  return trpc.creators.get.useQuery({ id }, { select: (answer) => answer.profile });
}

/**
 * Counts this visit as a view of the creator's page, once per page load and creator, when `shouldCount`
 * (a brand is looking and the profile loaded). The server counts a brand once a day whatever we send.
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

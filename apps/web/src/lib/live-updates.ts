import { useEffect, useSyncExternalStore } from 'react';
import { useCurrentUser } from './session';
import { useUserEvents } from './use-user-events';

/*
 * Whether the live-data queries poll, kept outside React's tree on purpose: a context provider around
 * the pages would re-render them whenever the stream connects or drops, and a re-render reaching a
 * prerendered part that is still hydrating (the landing's deferred forms) makes React throw that HTML
 * away, with whatever the visitor had typed into it.
 */
let refetchInterval: number | false = false;
const listeners = new Set<() => void>();

function setRefetchInterval(value: number | false): void {
  if (value === refetchInterval) return;
  refetchInterval = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Follows the logged-in user's real-time stream, once for the whole app (one stream per tab, however
 * many pages show live data); visitors open none. Mounted once in the app shell, beside the pages, not
 * around them. Renders nothing.
 */
export function LiveUpdates(): null {
  const { user } = useCurrentUser();
  const { refetchInterval: interval } = useUserEvents(user !== null);
  useEffect(() => setRefetchInterval(interval), [interval]);
  useEffect(() => () => setRefetchInterval(false), []);
  return null;
}

/** Give this to the queries of live data: `false` while the stream is up, the polling interval while it is down. */
export function useLiveRefetchInterval(): number | false {
  return useSyncExternalStore(
    subscribe,
    () => refetchInterval,
    () => false,
  );
}

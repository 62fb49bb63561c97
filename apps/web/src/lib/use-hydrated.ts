import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the HTML was rendered ahead of time (at build) and React has not yet taken it over; true
 * once the page's script handles events. A page rendered in the browser is true from the start.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

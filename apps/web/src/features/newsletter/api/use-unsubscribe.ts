import { trpc } from '../../../lib/trpc';

/** Unsubscribing is safe to repeat, so a second click or a retry after a failure needs no guard. */
export function useUnsubscribe() {
  return trpc.newsletter.unsubscribe.useMutation();
}

import { trpc } from '../../../lib/trpc';

export function useSubscribe() {
  return trpc.newsletter.subscribe.useMutation();
}

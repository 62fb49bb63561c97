import { CONVERSATION_LIMITS } from '@sponsorly/shared';
import { useLiveRefetchInterval } from '../../../lib/live-updates';
import { trpc } from '../../../lib/trpc';

/** The user's conversations, most recently active first, a keyset page at a time. */
export function useConversationPages() {
  const refetchInterval = useLiveRefetchInterval();
  return trpc.conversations.list.useInfiniteQuery(
    { limit: CONVERSATION_LIMITS.conversationsPageSize },
    { getNextPageParam: (page) => page.next_cursor ?? undefined, refetchInterval },
  );
}

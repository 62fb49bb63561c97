import { CONVERSATION_LIMITS, type MessageView } from '@sponsorly/shared';
import { useLiveRefetchInterval } from '../../../lib/live-updates';
import { trpc } from '../../../lib/trpc';

/** One conversation: the counterpart and the pair's deals. */
export function useConversation(id: string) {
  const refetchInterval = useLiveRefetchInterval();
  return trpc.conversations.get.useQuery({ id }, { refetchInterval, select: (answer) => answer.conversation });
}

const pageInput = (id: string) => ({ id, limit: CONVERSATION_LIMITS.messagesPageSize });

/** Its messages, newest first from the server, a keyset page at a time ("Load earlier"). */
export function useMessagePages(id: string) {
  const refetchInterval = useLiveRefetchInterval();
  return trpc.conversations.messages.useInfiniteQuery(pageInput(id), {
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    refetchInterval,
  });
}

/** Sends a message; it shows at once, then the lists catch up. */
export function useSendMessage(id: string) {
  const utils = trpc.useUtils();
  return trpc.conversations.send.useMutation({
    onSuccess: ({ message }) => {
      utils.conversations.messages.setInfiniteData(pageInput(id), (data) => prependMessage(data, message));
      void utils.conversations.invalidate();
    },
  });
}

function prependMessage<Data extends { pages: Array<{ items: MessageView[] }> }>(
  data: Data | undefined,
  message: MessageView,
): Data | undefined {
  const [first, ...rest] = data?.pages ?? [];
  if (!data || !first || first.items.some((item) => item.id === message.id)) return data;
  return { ...data, pages: [{ ...first, items: [message, ...first.items] }, ...rest] };
}

/** Marks the other side's messages read; the list's unread badge and the bell follow. */
export function useMarkConversationRead() {
  const utils = trpc.useUtils();
  return trpc.conversations.markRead.useMutation({
    onSuccess: ({ marked_read }) => {
      if (marked_read === 0) return;
      void utils.conversations.list.invalidate();
      void utils.notifications.invalidate();
    },
  });
}

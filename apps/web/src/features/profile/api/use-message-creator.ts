import { trpc } from '../../../lib/trpc';

/**
 * The brand's conversation with this creator when it is among its latest, so "Message" goes straight to
 * it; otherwise the first message's answer names the conversation (an older one, or a new one).
 */
export function useExistingConversation(creatorId: string) {
  return trpc.conversations.list.useQuery(
    {},
    { select: (answer) => answer.items.find((conversation) => conversation.counterpart.id === creatorId)?.id ?? null },
  );
}

/** A brand's first message to a creator; the server puts it in the pair's conversation if there is one. */
export function useStartConversation() {
  const utils = trpc.useUtils();
  return trpc.conversations.start.useMutation({ onSuccess: () => void utils.conversations.invalidate() });
}

import { useCurrentUser } from '../../lib/session';
import { trpc } from '../../lib/trpc';

/**
 * The accounts the user blocked, and the block and unblock actions. What a block changes (search, lists,
 * a conversation, a deal's actions) is read again after one.
 */
export function useBlocks() {
  const { user } = useCurrentUser();
  const utils = trpc.useUtils();
  const list = trpc.blocks.list.useQuery(undefined, { enabled: Boolean(user), staleTime: 30_000 });
  const refresh = () => {
    void utils.blocks.invalidate();
    void utils.conversations.invalidate();
    void utils.search.invalidate();
    void utils.shortlists.invalidate();
  };
  const block = trpc.blocks.block.useMutation({ onSuccess: refresh });
  const unblock = trpc.blocks.unblock.useMutation({ onSuccess: refresh });
  return {
    user,
    items: list.data?.items,
    isBlocked: (userId: string) => list.data?.items.some((item) => item.user_id === userId) ?? false,
    block,
    unblock,
  };
}

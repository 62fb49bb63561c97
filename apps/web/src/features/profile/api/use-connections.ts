import { trpc } from '../../../lib/trpc';

/** The platforms this server can connect, and the creator's connected channels. */
export function useConnections() {
  const platforms = trpc.connections.platforms.useQuery(undefined, { refetchOnWindowFocus: false });
  const connections = trpc.connections.list.useQuery(undefined, { refetchOnWindowFocus: false });
  return { platforms, connections };
}

/**
 * Reading a channel's figures now, and disconnecting it. Each refreshes the connections and the profile
 * (its audience figures change with them).
 */
export function useConnectionChanges() {
  const utils = trpc.useUtils();
  const refresh = () => {
    void utils.profile.get.invalidate();
    void utils.creators.get.invalidate();
    return utils.connections.list.invalidate();
  };
  return {
    refresh: trpc.connections.refresh.useMutation({ onSettled: refresh }),
    disconnect: trpc.connections.disconnect.useMutation({ onSuccess: refresh }),
  };
}

import type { PublicUser } from '@sponsorly/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { trpc } from './trpc';

/**
 * The logged-in user, from the server. The session cookie is httpOnly, so asking the server is the
 * only way to know who is logged in, and it keeps the answer honest after a logout elsewhere.
 */
export function useCurrentUser() {
  const query = trpc.auth.me.useQuery(undefined, { staleTime: 60_000 });
  return {
    user: query.data?.user ?? null,
    isLoading: query.isPending,
    isError: query.isError && query.data === undefined,
    refetch: query.refetch,
  };
}

/** After login, verification or reset: show the new user at once, then confirm with the server. */
export function useSessionStarted() {
  const utils = trpc.useUtils();
  return useCallback(
    (user: PublicUser) => {
      utils.auth.me.setData(undefined, { user });
      void utils.auth.me.invalidate();
    },
    [utils],
  );
}

export function useLogout() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = trpc.auth.logout.useMutation({
    // Even if the call fails (say the session had already expired), this browser is logged out.
    onSettled: async () => {
      // Leave first, so that a page that requires a session does not redirect to /login meanwhile.
      await navigate('/');
      queryClient.clear();
      utils.auth.me.setData(undefined, { user: null });
    },
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}

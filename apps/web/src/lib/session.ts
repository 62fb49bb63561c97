import type { PublicUser } from '@sponsorly/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { PageDataArgs } from './page-data';
import { reportTimeZone } from './time-zone';
import { trpc } from './trpc';

/** How long the answer of who is logged in is trusted before it is asked again. */
const SESSION_STALE_MS = 60_000;

/**
 * The logged-in user, from the server. The session cookie is httpOnly, so asking the server is the
 * only way to know who is logged in, and it keeps the answer honest after a logout elsewhere.
 */
export function useCurrentUser() {
  const query = trpc.auth.me.useQuery(undefined, { staleTime: SESSION_STALE_MS });
  return {
    user: query.data?.user ?? null,
    isLoading: query.isPending,
    isError: query.isError && query.data === undefined,
    refetch: query.refetch,
  };
}

/** Who is logged in, outside React (a page's first data): from the cache the hooks read, null for a visitor or a failed call. */
export async function sessionUser(utils: PageDataArgs['utils']): Promise<PublicUser | null> {
  try {
    return (await utils.auth.me.ensureData(undefined, { staleTime: SESSION_STALE_MS })).user;
  } catch {
    return null;
  }
}

/** After login, verification or reset: show the new user at once, then confirm with the server. */
export function useSessionStarted() {
  const utils = trpc.useUtils();
  return useCallback(
    (user: PublicUser) => {
      reportTimeZone(true);
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
      reportTimeZone(false);
    },
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}

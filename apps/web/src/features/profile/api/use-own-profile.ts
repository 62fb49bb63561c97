import type { ProfileView } from '@sponsorly/shared';
import { useEffect } from 'react';
import { readApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/session';
import { trpc } from '../../../lib/trpc';

export type OwnProfileState =
  | { status: 'loading' }
  | { status: 'logged-out' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; profile: ProfileView };

/**
 * The logged-in user's own profile, or why it cannot be shown. Nobody logged in is a state of its own
 * (the pages say "Profile not available"), not an error.
 */
export function useOwnProfile(): OwnProfileState {
  const session = useCurrentUser();
  const userId = session.user?.id;
  // The form must not be refilled under the user's fingers when the tab regains focus.
  const query = trpc.profile.get.useQuery(undefined, {
    enabled: userId !== undefined,
    refetchOnWindowFocus: false,
    select: (answer) => answer.profile,
  });
  // A profile cached for an earlier session in this tab is someone else's: fetch this user's.
  const stale = query.data !== undefined && userId !== undefined && query.data.id !== userId;
  const { refetch } = query;
  useEffect(() => {
    if (stale) void refetch();
  }, [stale, refetch]);

  if (session.isLoading) return { status: 'loading' };
  if (session.isError) return { status: 'error', retry: () => void session.refetch() };
  if (!session.user) return { status: 'logged-out' };
  if (query.isError && query.data === undefined) {
    return readApiError(query.error).status === 401 ? { status: 'logged-out' } : { status: 'error', retry: () => void refetch() };
  }
  if (query.data === undefined || stale) return { status: 'loading' };
  return { status: 'ready', profile: query.data };
}

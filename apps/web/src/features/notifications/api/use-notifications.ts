import { NOTIFICATION_LIMITS } from '@sponsorly/shared';
import { trpc } from '../../../lib/trpc';
import { useLiveRefetchInterval } from '../../../lib/live-updates';

/** The bell's figure: the unread count comes with any page of the list, so it asks for the smallest. */
export function useUnreadNotificationCount(enabled: boolean) {
  const refetchInterval = useLiveRefetchInterval();
  return trpc.notifications.list.useQuery({ limit: 1 }, { enabled, refetchInterval, select: (answer) => answer.unread_count });
}

/** The user's notifications, newest first, a keyset page at a time ("Show more"). */
export function useNotificationPages() {
  const refetchInterval = useLiveRefetchInterval();
  return trpc.notifications.list.useInfiniteQuery(
    { limit: NOTIFICATION_LIMITS.pageSize },
    { getNextPageParam: (page) => page.next_cursor ?? undefined, refetchInterval },
  );
}

/** Marks some notifications read, or all; it settles once the bell and the list show them read. */
export function useMarkNotificationsRead() {
  const utils = trpc.useUtils();
  return trpc.notifications.markRead.useMutation({
    // The stream tells this tab too, but not while it is down.
    onSuccess: () => utils.notifications.invalidate(),
  });
}

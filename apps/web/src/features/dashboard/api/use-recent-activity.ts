import { useLiveRefetchInterval } from '../../../lib/live-updates';
import { trpc } from '../../../lib/trpc';

/** The user's last events: what they were told of and the deal steps they took, newest first. */
export function useRecentActivity() {
  const refetchInterval = useLiveRefetchInterval();
  return trpc.notifications.activity.useQuery(undefined, { refetchInterval, select: (answer) => answer.items });
}

import { REALTIME_TIMINGS, type UserEventView } from '@sponsorly/shared';
import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useCallback, useState } from 'react';
import { trpc } from './trpc';
import { pageCameRendered } from './embedded-session';

/**
 * Follows the logged-in user's real-time stream (`realtime.events`, server-sent events) and refetches
 * what each event touches: a message, the conversations and their unread counts; a notification, the
 * bell and the recent activity; a deal, the deals. Mount it once where a logged-in page is shown.
 *
 * While the stream is down (connecting, reconnecting, or given up after an error), it returns a
 * `refetchInterval` for the queries that show live data, so they poll instead; when the stream is up it
 * returns `false`. On every (re)connection it refetches those queries once, since events may have been
 * missed while it was down (the server replays them too, from the last event id, but the page may have
 * been closed in between).
 */
export function useUserEvents(enabled: boolean): { live: boolean; refetchInterval: number | false } {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();

  const refetchLiveData = useCallback(
    (type?: UserEventView['type']) => {
      const keys = {
        message: [getQueryKey(trpc.conversations)],
        notification: [getQueryKey(trpc.notifications)],
        deal_changed: [getQueryKey(trpc.conversations), getQueryKey(trpc.notifications.activity)],
      } as const;
      const touched = type ? keys[type] : [...keys.message, ...keys.notification];
      for (const queryKey of touched) void queryClient.invalidateQueries({ queryKey });
      // Deals are another feature's queries: invalidated by their router's name when it exists.
      if (type === 'deal_changed' || !type) void queryClient.invalidateQueries({ queryKey: [['deals']] });
    },
    [queryClient],
  );

  // A page rendered on the server holds data as old as its render: what happened since is asked for once
  // the stream is open, as after a reconnection.
  const [connectedOnce, setConnectedOnce] = useState(() => typeof document !== 'undefined' && pageCameRendered());
  const subscription = trpc.realtime.events.useSubscription(undefined, {
    enabled,
    onStarted: () => {
      if (connectedOnce) refetchLiveData();
      setConnectedOnce(true);
    },
    onData: (tracked) => {
      refetchLiveData(tracked.data.type);
      // A conversation read (here or in another tab) also marked its "new message" notifications read.
      if (tracked.data.type === 'message' && 'read_by' in tracked.data.payload)
        void queryClient.invalidateQueries({ queryKey: getQueryKey(trpc.notifications) });
    },
    // A logout elsewhere or an expired session ends the stream for good: ask who is logged in.
    onError: () => void utils.auth.me.invalidate(),
  });

  const live = enabled && subscription.status === 'pending';
  return { live, refetchInterval: enabled && !live ? REALTIME_TIMINGS.pollWhileDownMs : false };
}

import type { AppRouter } from '@sponsorly/api';
import { TRPC_BATCH_MAX } from '@sponsorly/shared';
import { httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';

export const trpc = createTRPCReact<AppRouter>();

/**
 * The session lives in an httpOnly cookie set by the server, so the client never sees or stores a
 * token: every call simply sends the cookie along. Subscriptions (the real-time stream) go over
 * server-sent events, everything else in batches.
 */
export function createTrpcClient() {
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        // An EventSource: it reconnects by itself, sending the last event id so the server resumes there.
        true: httpSubscriptionLink({ url: '/trpc', eventSourceOptions: { withCredentials: true } }),
        false: httpBatchLink({
          url: '/trpc',
          // The server refuses longer batches; the link splits calls into batches of at most this many.
          maxItems: TRPC_BATCH_MAX,
          fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
        }),
      }),
    ],
  });
}

import type { AppRouter } from '@sponsorly/api';
import { TRPC_BATCH_MAX } from '@sponsorly/shared';
import { httpBatchLink, httpLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';

export const trpc = createTRPCReact<AppRouter>();

/** A call's context that sends it on its own, e.g. `{ trpc: { context: ALONE } }` on a query. */
export const ALONE = { skipBatch: true };

/**
 * The session lives in an httpOnly cookie set by the server, so the client never sees or stores a
 * token: every call simply sends the cookie along. Subscriptions (the real-time stream) go over
 * server-sent events, everything else in batches, but for calls marked ALONE: a batch answers when its
 * slowest call has, so a slow call that others should not wait for goes by itself.
 */
export function createTrpcClient() {
  const fetchWithCookie: typeof fetch = (url, options) => fetch(url, { ...options, credentials: 'include' });
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        // An EventSource: it reconnects by itself, sending the last event id so the server resumes there.
        true: httpSubscriptionLink({ url: '/trpc', eventSourceOptions: { withCredentials: true } }),
        false: splitLink({
          condition: (op) => op.context.skipBatch === true,
          true: httpLink({ url: '/trpc', fetch: fetchWithCookie }),
          false: httpBatchLink({
            url: '/trpc',
            // The server refuses longer batches; the link splits calls into batches of at most this many.
            maxItems: TRPC_BATCH_MAX,
            fetch: fetchWithCookie,
          }),
        }),
      }),
    ],
  });
}

import type { AppRouter } from '@sponsorly/api';
import { TRPC_BATCH_MAX } from '@sponsorly/shared';
import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';

export const trpc = createTRPCReact<AppRouter>();

/**
 * The session lives in an httpOnly cookie set by the server, so the client never sees or stores a
 * token: every call simply sends the cookie along.
 */
export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        // The server refuses longer batches; the link splits calls into batches of at most this many.
        maxItems: TRPC_BATCH_MAX,
        fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
      }),
    ],
  });
}

import type { AppRouter } from '@sponsorly/api';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { createQueryClient } from './query-client';
import { createTrpcClient } from './trpc';

/** The API's queries outside React: prefetch, ensureData, invalidate, on the app's cache. */
export type QueryUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

/** The query cache, the API client, and the calls that fill the cache outside React (a page's first data). */
export interface AppClients {
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof createTrpcClient>;
  utils: QueryUtils;
}

export function createAppClients(): AppClients {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  return { queryClient, trpcClient, utils: createTRPCQueryUtils({ queryClient, client: trpcClient }) };
}

let browserClients: AppClients | undefined;

/**
 * The browser's one set, shared by the app and by the routes, which start a page's data while its code
 * loads: what they ask for is in the cache the page then reads.
 */
export function appClients(): AppClients {
  browserClients ??= createAppClients();
  return browserClients;
}

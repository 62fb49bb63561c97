import type { AdminPage } from '@sponsorly/shared';
import { trpc } from '../../../lib/trpc';

/** One list of the admin page as its table shows it: the rows loaded so far, and "Load more". */
export interface PagedList<Row> {
  rows: Row[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
}

interface InfiniteList<Row> {
  data?: { pages: AdminPage<Row>[] } | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

function pagedList<Row>(query: InfiniteList<Row>): PagedList<Row> {
  return {
    rows: query.data?.pages.flatMap((page) => page.rows) ?? [],
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    loadMore: () => {
      if (!query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}

const nextCursor = (page: AdminPage<unknown>) => page.next_cursor;

/**
 * The admin page's three lists (newest first, 100 a page), each an infinite query on the list's own
 * cursor. The first pages go out together in one batched request. A refetch reloads the pages shown,
 * each from a cursor the fresh page before it gives, so rows of two snapshots never mix.
 */
export function useAdminLists(enabled: boolean) {
  const options = { enabled, staleTime: 0, getNextPageParam: nextCursor };
  const users = trpc.admin.users.useInfiniteQuery({}, options);
  const earlyAccess = trpc.admin.earlyAccessUsers.useInfiniteQuery({}, options);
  const emails = trpc.admin.emails.useInfiniteQuery({}, options);
  const all = [users, earlyAccess, emails];

  return {
    /** Whether the first pages are still loading, failed, or being fetched again. */
    status: {
      isPending: all.some((query) => query.isPending),
      error: all.find((query) => query.isError && !query.data)?.error ?? null,
      isStale: all.some((query) => query.isRefetchError),
      isFetching: all.some((query) => query.isFetching && !query.isFetchingNextPage),
      refetch: () => Promise.all(all.map((query) => query.refetch())),
    },
    users: pagedList(users),
    earlyAccess: pagedList(earlyAccess),
    emails: pagedList(emails),
  };
}

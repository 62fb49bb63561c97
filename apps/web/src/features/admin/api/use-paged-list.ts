import { useState } from 'react';

export interface PagedList<Row> {
  rows: Row[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
}

type FetchPage<Row> = (cursor: string) => Promise<{ rows: Row[]; cursor: string | null }>;

/**
 * One list of the admin page: the first page comes with the page's query (`source`), further pages are
 * fetched with the list's own cursor and appended. When the query is refetched (a new `source`), the
 * list starts again from its first page, so appended rows never mix two snapshots.
 */
export function usePagedList<Row>(source: object | undefined, firstRows: Row[], firstCursor: string | null, fetchPage: FetchPage<Row>): PagedList<Row> {
  const [more, setMore] = useState<{ source: object; rows: Row[]; cursor: string | null } | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');

  const current = more && more.source === source ? more : null;
  const cursor = current ? current.cursor : firstCursor;

  return {
    rows: current ? [...firstRows, ...current.rows] : firstRows,
    hasMore: cursor !== null,
    loadingMore: status === 'loading',
    loadMoreFailed: status === 'failed',
    loadMore() {
      if (!cursor || !source || status === 'loading') return;
      setStatus('loading');
      fetchPage(cursor).then(
        (page) => {
          setMore((previous) => ({
            source,
            rows: [...(previous && previous.source === source ? previous.rows : []), ...page.rows],
            cursor: page.cursor,
          }));
          setStatus('idle');
        },
        () => setStatus('failed'),
      );
    },
  };
}

import type { DealStatus } from '@sponsorly/shared';
import { trpc } from '../../../lib/trpc';

/** The reader's deals, newest first, a page at a time (keyset: "Show more" asks for the page after the last). */
export function useDealList(statuses: readonly DealStatus[]) {
  return trpc.deals.list.useInfiniteQuery(
    { status: [...statuses] },
    { getNextPageParam: (page) => page.next_cursor ?? undefined, initialCursor: undefined },
  );
}

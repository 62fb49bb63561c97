import type { AdminEarlyAccessRow, AdminEmailRow, AdminUserRow } from '@sponsorly/shared';
import { trpc } from '../../../lib/trpc';
import { usePagedList } from './use-paged-list';

const NO_ROWS: never[] = [];

/** The admin page's three lists (newest first, 100 a page), each with its own "Load more". */
export function useAdminLists(enabled: boolean) {
  const utils = trpc.useUtils();
  const query = trpc.admin.lists.useQuery({}, { enabled, staleTime: 0 });
  const data = query.data;
  const lists = utils.client.admin.lists;

  const users = usePagedList<AdminUserRow>(data, data?.users ?? NO_ROWS, data?.next_cursors.users ?? null, async (cursor) => {
    const page = await lists.query({ users_cursor: cursor });
    return { rows: page.users, cursor: page.next_cursors.users };
  });
  const earlyAccess = usePagedList<AdminEarlyAccessRow>(
    data,
    data?.early_access_users ?? NO_ROWS,
    data?.next_cursors.early_access ?? null,
    async (cursor) => {
      const page = await lists.query({ early_access_cursor: cursor });
      return { rows: page.early_access_users, cursor: page.next_cursors.early_access };
    },
  );
  const emails = usePagedList<AdminEmailRow>(data, data?.emails_sent ?? NO_ROWS, data?.next_cursors.emails ?? null, async (cursor) => {
    const page = await lists.query({ emails_cursor: cursor });
    return { rows: page.emails_sent, cursor: page.next_cursors.emails };
  });

  return { query, users, earlyAccess, emails };
}

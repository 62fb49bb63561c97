import { adminPageQuerySchema, adminUsersPageSchema, type AdminPage, type AdminUserRow } from '@sponsorly/shared';
import type { Database, Kysely } from '@sponsorly/db';
import { adminProcedure } from '../trpc';
import { iso, newestFirst } from './admin-list-query';
import { decodeCursor, toPage } from './page-cursor';

/**
 * The admin database view of spec section 3, one list at a time: a page of 100, newest first, after
 * `cursor`, and the cursor of the next page. Only the listed columns are selected: no password hash,
 * token, email body or link can reach the page.
 */
export async function listAdminUsers(db: Kysely<Database>, cursor?: string | null): Promise<AdminPage<AdminUserRow>> {
  const rows = await newestFirst(db, 'users', decodeCursor(cursor ?? undefined))
    .select(['id', 'username', 'email', 'created_at', 'updated_at', 'is_premium', 'is_tester'])
    .execute();
  const page = toPage(rows);
  return {
    rows: page.rows.map((r) => ({ ...r, created_at: iso(r.created_at)!, updated_at: iso(r.updated_at)! })),
    next_cursor: page.next,
  };
}

/** The accounts list on its own, a page at a time, for the admin page's "Load more". */
export const listAdminUsersProcedure = adminProcedure
  .input(adminPageQuerySchema)
  .output(adminUsersPageSchema)
  .query(({ ctx, input }) => listAdminUsers(ctx.deps.db, input.cursor));

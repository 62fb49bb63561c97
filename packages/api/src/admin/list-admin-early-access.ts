import { adminEarlyAccessPageSchema, adminPageQuerySchema, type AdminEarlyAccessRow, type AdminPage } from '@sponsorly/shared';
import type { Database, Kysely } from '@sponsorly/db';
import { adminProcedure } from '../trpc';
import { iso, newestFirst } from './admin-list-query';
import { decodeCursor, toPage } from './page-cursor';

/** The early-access sign-ups, a page of 100 at a time, newest first (as listAdminUsers). */
export async function listAdminEarlyAccess(
  db: Kysely<Database>,
  cursor?: string | null,
): Promise<AdminPage<AdminEarlyAccessRow>> {
  const rows = await newestFirst(db, 'early_access_users', decodeCursor(cursor ?? undefined))
    .select(['id', 'firstname', 'lastname', 'email', 'created_at'])
    .execute();
  const page = toPage(rows);
  return { rows: page.rows.map((r) => ({ ...r, created_at: iso(r.created_at)! })), next_cursor: page.next };
}

/** The early-access list on its own, a page at a time, for the admin page's "Load more". */
export const listAdminEarlyAccessProcedure = adminProcedure
  .input(adminPageQuerySchema)
  .output(adminEarlyAccessPageSchema)
  .query(({ ctx, input }) => listAdminEarlyAccess(ctx.deps.db, input.cursor));

import { adminListsQuerySchema, adminListsSchema, type AdminLists } from '@sponsorly/shared';
import type { Database, Kysely } from '@sponsorly/db';
import { adminProcedure } from '../trpc';
import { tags } from './admin-procedures';
import { listAdminEarlyAccess } from './list-admin-early-access';
import { listAdminEmails } from './list-admin-emails';
import { listAdminUsers } from './list-admin-users';

/** The three lists at once, each from its own cursor (the REST door's `/protected/db-test`). */
export async function listAdminData(
  db: Kysely<Database>,
  cursors: { users_cursor?: string | undefined; early_access_cursor?: string | undefined; emails_cursor?: string | undefined },
): Promise<AdminLists> {
  const [users, earlyAccess, emails] = await Promise.all([
    listAdminUsers(db, cursors.users_cursor),
    listAdminEarlyAccess(db, cursors.early_access_cursor),
    listAdminEmails(db, cursors.emails_cursor),
  ]);
  return {
    is_admin: true,
    users: users.rows,
    early_access_users: earlyAccess.rows,
    emails_sent: emails.rows,
    next_cursors: { users: users.next_cursor, early_access: earlyAccess.next_cursor, emails: emails.next_cursor },
  };
}

/** GET /protected/db-test: the admin database page's three lists. */
export const listAdminDataProcedure = adminProcedure
  .meta({ openapi: { method: 'GET', path: '/protected/db-test', summary: 'Accounts, early-access sign-ups and emails', tags } })
  .input(adminListsQuerySchema)
  .output(adminListsSchema)
  .query(({ ctx, input }) => listAdminData(ctx.deps.db, input));

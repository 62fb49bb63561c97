import type { AdminEarlyAccessRow, AdminEmailRow, AdminLists, AdminPage, AdminUserRow } from '@sponsorly/shared';
import { sql, type Database, type Kysely } from '@sponsorly/db';
import { ADMIN_PAGE_SIZE, decodeCursor, toPage, type PageCursor } from './page-cursor';

type Listed = 'users' | 'early_access_users' | 'email_outbox';

/** Rows strictly after the cursor in newest-first order. */
function afterCursor(cursor: PageCursor | undefined) {
  return cursor ? sql<boolean>`(created_at, id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)` : sql<boolean>`true`;
}

function newestFirst(db: Kysely<Database>, table: Listed, cursor: PageCursor | undefined) {
  return db
    .selectFrom(table)
    .select(sql<string>`created_at::text`.as('cursor_at'))
    .where(afterCursor(cursor))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ADMIN_PAGE_SIZE + 1);
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

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

export async function listAdminEmails(db: Kysely<Database>, cursor?: string | null): Promise<AdminPage<AdminEmailRow>> {
  const rows = await newestFirst(db, 'email_outbox', decodeCursor(cursor ?? undefined))
    .select([
      'id',
      'recipient_email',
      'subject',
      'status',
      'attempts',
      'next_attempt_at',
      'created_at',
      'sent_at',
      'error_message',
    ])
    .execute();
  const page = toPage(rows);
  return {
    rows: page.rows.map((r) => ({
      ...r,
      created_at: iso(r.created_at)!,
      sent_at: iso(r.sent_at),
      // When a pending message will be tried next; meaningless once sent or failed.
      next_attempt_at: r.status === 'pending' ? iso(r.next_attempt_at) : null,
    })),
    next_cursor: page.next,
  };
}

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

import type { AdminLists } from '@sponsorly/shared';
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
 * The admin database view of spec section 3. Only the listed columns are selected: no password hash,
 * token, email body or link can reach the page.
 */
export async function listAdminData(
  db: Kysely<Database>,
  cursors: { users_cursor?: string | undefined; early_access_cursor?: string | undefined; emails_cursor?: string | undefined },
): Promise<AdminLists> {
  const [users, earlyAccess, emails] = await Promise.all([
    newestFirst(db, 'users', decodeCursor(cursors.users_cursor))
      .select(['id', 'username', 'email', 'created_at', 'updated_at', 'is_premium', 'is_tester'])
      .execute(),
    newestFirst(db, 'early_access_users', decodeCursor(cursors.early_access_cursor))
      .select(['id', 'firstname', 'lastname', 'email', 'created_at'])
      .execute(),
    newestFirst(db, 'email_outbox', decodeCursor(cursors.emails_cursor))
      .select(['id', 'recipient_email', 'subject', 'status', 'attempts', 'next_attempt_at', 'created_at', 'sent_at', 'error_message'])
      .execute(),
  ]);
  const u = toPage(users);
  const e = toPage(earlyAccess);
  const m = toPage(emails);
  return {
    is_admin: true,
    users: u.rows.map((r) => ({ ...r, created_at: iso(r.created_at)!, updated_at: iso(r.updated_at)! })),
    early_access_users: e.rows.map((r) => ({ ...r, created_at: iso(r.created_at)! })),
    emails_sent: m.rows.map((r) => ({
      ...r,
      created_at: iso(r.created_at)!,
      sent_at: iso(r.sent_at),
      // When a pending message will be tried next; meaningless once sent or failed.
      next_attempt_at: r.status === 'pending' ? iso(r.next_attempt_at) : null,
    })),
    next_cursors: { users: u.next, early_access: e.next, emails: m.next },
  };
}

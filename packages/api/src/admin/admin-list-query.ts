import { sql, type Database, type Kysely } from '@sponsorly/db';
import { ADMIN_PAGE_SIZE, type PageCursor } from './page-cursor';

type Listed = 'users' | 'early_access_users' | 'email_outbox';

/** Rows strictly after the cursor in newest-first order. */
export function afterCursor(cursor: PageCursor | undefined) {
  return cursor ? sql<boolean>`(created_at, id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)` : sql<boolean>`true`;
}

/** One page of an admin list, newest first, after the cursor, and one row more to know whether another page follows. */
export function newestFirst(db: Kysely<Database>, table: Listed, cursor: PageCursor | undefined) {
  return db
    .selectFrom(table)
    .select(sql<string>`created_at::text`.as('cursor_at'))
    .where(afterCursor(cursor))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ADMIN_PAGE_SIZE + 1);
}

export const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

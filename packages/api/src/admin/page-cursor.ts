import { badRequest } from '../lib/app-error';
import { isUuid } from '../lib/uuid';

export const ADMIN_PAGE_SIZE = 100;

/** A timestamptz as PostgreSQL prints it, to the microsecond, e.g. `2026-11-21 08:21:00.123456+00`. */
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

/**
 * A position in a newest-first list: the last row's creation time, exactly as stored (microseconds:
 * a millisecond copy would skip rows created within the same millisecond), and its id for ties.
 */
export interface PageCursor {
  createdAt: string;
  id: string;
}

export function encodeCursor(row: { cursor_at: string; id: string }): string {
  return Buffer.from(JSON.stringify([row.cursor_at, row.id])).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): PageCursor | undefined {
  if (!cursor) return undefined;
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof createdAt !== 'string' || !PG_TIMESTAMP.test(createdAt) || typeof id !== 'string' || !isUuid(id)) {
      throw new Error('bad cursor');
    }
    return { createdAt, id };
  } catch {
    throw badRequest('This page link is not valid.');
  }
}

/** Keeps one page and says where the next one starts (we fetch one row more than a page to know). */
export function toPage<T extends { cursor_at: string; id: string }>(
  rows: T[],
): { rows: Omit<T, 'cursor_at'>[]; next: string | null } {
  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    rows: page.map(({ cursor_at: _cursor, ...row }) => row),
    next: rows.length > ADMIN_PAGE_SIZE && last ? encodeCursor(last) : null,
  };
}

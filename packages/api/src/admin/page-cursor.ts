import { badRequest } from '../lib/app-error';

export const ADMIN_PAGE_SIZE = 100;

/** A position in a newest-first list: the last row's creation time and id (ties broken by id). */
export interface PageCursor {
  createdAt: Date;
  id: string;
}

export function encodeCursor(row: { created_at: Date | string; id: string }): string {
  return Buffer.from(JSON.stringify([new Date(row.created_at).toISOString(), row.id])).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): PageCursor | undefined {
  if (!cursor) return undefined;
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    const date = new Date(createdAt);
    if (Number.isNaN(date.getTime()) || typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) throw new Error('bad cursor');
    return { createdAt: date, id };
  } catch {
    throw badRequest('This page link is not valid.');
  }
}

/** Keeps one page and says where the next one starts (we fetch one row more than a page to know). */
export function toPage<T extends { created_at: Date | string; id: string }>(rows: T[]): { rows: T[]; next: string | null } {
  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  const last = page[page.length - 1];
  return { rows: page, next: rows.length > ADMIN_PAGE_SIZE && last ? encodeCursor(last) : null };
}

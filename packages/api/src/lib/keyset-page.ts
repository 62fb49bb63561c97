import { ERROR_CODES, LIST_PAGE_MESSAGES } from '@sponsorly/shared';
import { AppError } from './app-error';
import { encodeTimeCursor } from './time-cursor';

/** A list's cursor that cannot be read: 400 on `cursor`, nothing listed. */
export const invalidListCursor = () =>
  new AppError(400, ERROR_CODES.validation, LIST_PAGE_MESSAGES.invalidCursor, {
    fields: { cursor: LIST_PAGE_MESSAGES.invalidCursor },
  });

/**
 * One page of rows read `limit + 1` at a time (newest first, by `cursor_at` then `id`): the page, and the
 * cursor of its last row when another page follows.
 */
export function keysetPage<R extends { cursor_at: string; cursor_id: string }>(
  rows: readonly R[],
  limit: number,
): { page: R[]; next_cursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { page, next_cursor: rows.length > limit && last ? encodeTimeCursor(last.cursor_at, last.cursor_id) : null };
}

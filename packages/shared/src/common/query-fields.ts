import { z } from 'zod';

/*
 * The fields every list reads from its request. A REST query string sends each value as text and an
 * empty one (`?cursor=`) means unset; tRPC sends JSON. These read both the same way, so every list takes
 * the same page sizes and cursors.
 */

/** An empty text or a null is a value left out. */
export const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** How many items a page holds: a whole number from 1 to `max` ("20" from a query string is 20), `fallback` when left out. */
export const pageSizeField = (max: number, fallback: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : blankToUndefined(value)),
    z.number({ error: message }).int(message).min(1, message).max(max, message).default(fallback),
  );

/** Where the previous page ended, as its answer gave it; the service decodes it and refuses one it cannot read. */
export const cursorField = (max: number, message: string) =>
  z.preprocess(blankToUndefined, z.string().max(max, message).optional());

/** The keyset pages of the lists that have no page size of their own (hidden creators, a brand's campaigns, …). */
export const LIST_PAGE_LIMITS = { pageSize: 50, pageSizeMax: 100, cursorMax: 300 } as const;
export const LIST_PAGE_MESSAGES = {
  invalidCursor: 'This page link is out of date. Load the list again.',
  invalidLimit: `Ask for 1 to ${LIST_PAGE_LIMITS.pageSizeMax} items a page.`,
} as const;

/** `cursor` (where the previous page ended, its `next_cursor`) and `limit` (items a page). */
export const listPageFields = {
  cursor: cursorField(LIST_PAGE_LIMITS.cursorMax, LIST_PAGE_MESSAGES.invalidCursor),
  limit: pageSizeField(LIST_PAGE_LIMITS.pageSizeMax, LIST_PAGE_LIMITS.pageSize, LIST_PAGE_MESSAGES.invalidLimit),
};
export const listPageInputSchema = z.object(listPageFields);
/** What a page answers beside its items: where the next starts, null at the end. */
export const nextCursorField = z.string().nullable();

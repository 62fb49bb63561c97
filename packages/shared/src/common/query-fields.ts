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

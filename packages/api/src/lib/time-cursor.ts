import { sql, type RawBuilder } from '@sponsorly/db';
import type { AppError } from './app-error';
import { isUuid } from './uuid';

/**
 * A timestamptz as UTC text to the microsecond, for a keyset cursor: a millisecond copy would skip rows
 * written within the same millisecond. Select it beside the row, and hand it to `encodeTimeCursor`.
 */
export const cursorTimeText = (expression: RawBuilder<unknown>) =>
  sql<string>`to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export interface TimeCursor {
  at: string;
  id: string;
}

/** A position in a newest-first list: the last row's time and its id for ties. */
export function encodeTimeCursor(at: string, id: string): string {
  return Buffer.from(JSON.stringify([at, id])).toString('base64url');
}

/** The position a cursor names; anything else is refused with the caller's error, never half-used. */
export function decodeTimeCursor(cursor: string | undefined, invalid: () => AppError): TimeCursor | undefined {
  if (!cursor) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalid();
  const [at, id] = parsed as unknown[];
  if (typeof at !== 'string' || !CURSOR_TIME.test(at) || typeof id !== 'string' || !isUuid(id)) throw invalid();
  return { at, id };
}

/** `(time, id) < cursor`: the rows after the cursor in a newest-first walk. */
export const beforeCursor = (time: RawBuilder<unknown>, id: RawBuilder<unknown>, cursor: TimeCursor) =>
  sql<boolean>`(${time}, ${id}) < (cast(${cursor.at} as timestamptz), cast(${cursor.id} as uuid))`;

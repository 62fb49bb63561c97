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

/**
 * Whether the text names a real instant the database can read. The shape alone is not enough: month 13,
 * 30 February or year 0 would reach PostgreSQL, whose refusal is a 500 instead of a 400. JavaScript rolls
 * an impossible date over (30 February is 1 March), so the date is written back and compared.
 */
function isCursorTime(at: string): boolean {
  if (!CURSOR_TIME.test(at) || at.startsWith('0000')) return false;
  const date = new Date(`${at.slice(0, 23)}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 23) === at.slice(0, 23);
}

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
  if (typeof at !== 'string' || !isCursorTime(at) || typeof id !== 'string' || !isUuid(id)) throw invalid();
  return { at, id };
}

/** `(time, id) < cursor`: the rows after the cursor in a newest-first walk. */
export const beforeCursor = (time: RawBuilder<unknown>, id: RawBuilder<unknown>, cursor: TimeCursor) =>
  sql<boolean>`(${time}, ${id}) < (cast(${cursor.at} as timestamptz), cast(${cursor.id} as uuid))`;

import type { ColumnType } from 'kysely';

/** Read as a Date; written as a Date or an ISO string, or left to the column's default on insert. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A jsonb column: read parsed, written as the JSON text. */
export type Json<T> = ColumnType<T, string, string>;
/**
 * An amount of money in the ledger or a payment operation: bigint minor units, read as text or a number
 * by the drivers; Number() it (bounded far below 2^53).
 */
export type Amount = ColumnType<string | number | bigint, number | bigint, number | bigint>;

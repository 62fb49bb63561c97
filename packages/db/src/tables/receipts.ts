import type { Generated, Selectable } from 'kysely';
import type { Amount, Json, Timestamp } from './columns';

/** The last number given in a year's series (migration 0024): moved in the payment's own transaction. */
export interface ReceiptCountersTable {
  year: number;
  last_seq: number;
}

/**
 * A receipt (a funded deal) or a credit note (a refund to the brand's card), as issued: `content` holds
 * the parties, the deal and the figures then, so the document reads the same however profiles change.
 */
export interface ReceiptsTable {
  id: Generated<string>;
  /** `SP-2026-000123`: the year and `seq`, one series for both kinds. */
  number: string;
  year: number;
  seq: number;
  kind: string;
  brand_id: string;
  deal_id: string | null;
  operation_id: string | null;
  currency: string;
  total_cents: Amount;
  content: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

/** Brands' receipts and credit notes, numbered without gaps per year. */
export interface ReceiptTables {
  receipt_counters: ReceiptCountersTable;
  receipts: ReceiptsTable;
}

export type ReceiptRow = Selectable<ReceiptsTable>;

import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Json, Timestamp } from './columns';

/** A ledger amount: bigint minor units, read as text or a number by the drivers; Number() it (bounded far below 2^53). */
type Amount = ColumnType<string | number | bigint, number | bigint, number | bigint>;
/** A counter the database starts at 0. */
type Counter = ColumnType<string | number | bigint, number | bigint | undefined, number | bigint>;
/** An identity the database assigns and never lets a caller set. */
type Identity = ColumnType<string | number | bigint, never, never>;

/** docs/marketplace.md "Money"; migration 0011. */
export interface LedgerAccountsTable {
  id: Identity;
  code: string;
  kind: string;
  user_id: string | null;
  currency: string;
  debits_pending: Counter;
  debits_posted: Counter;
  credits_pending: Counter;
  credits_posted: Counter;
  no_overdraft: boolean;
  created_at: Generated<Date>;
}

export interface LedgerTransfersTable {
  id: string;
  seq: Identity;
  kind: string;
  debit_account_id: number | string;
  credit_account_id: number | string;
  amount: Amount;
  currency: string;
  pending_id: string | null;
  code: string;
  deal_id: string | null;
  operation_id: string | null;
  created_at: Timestamp;
}

export interface PaymentOperationsTable {
  id: Generated<string>;
  kind: string;
  provider: string;
  user_id: string;
  deal_id: string | null;
  amount_cents: Amount;
  currency: string;
  status: Generated<string>;
  details: Json<Record<string, unknown>>;
  provider_reference: string | null;
  failure_code: string | null;
  created_at: Timestamp;
  completed_at: Date | null;
}

export interface LedgerTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  payment_operations: PaymentOperationsTable;
}

export type LedgerAccountRow = Selectable<LedgerAccountsTable>;
export type LedgerTransferRow = Selectable<LedgerTransfersTable>;
export type PaymentOperationRow = Selectable<PaymentOperationsTable>;

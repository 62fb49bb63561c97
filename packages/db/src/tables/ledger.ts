import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Amount, Timestamp } from './columns';

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

/** The double-entry books every cent is kept in: accounts and the transfers between them. */
export interface LedgerTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
}

export type LedgerAccountRow = Selectable<LedgerAccountsTable>;
export type LedgerTransferRow = Selectable<LedgerTransfersTable>;

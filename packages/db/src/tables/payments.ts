import type { Generated, Selectable } from 'kysely';
import type { Amount, Json, Timestamp } from './columns';

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
  /** The Idempotency-Key of the request that made it (withdrawals and refunds), unique per user. */
  idempotency_key: string | null;
  /** What that request asked, to tell a retry from another request under the same key. */
  request_fingerprint: string | null;
}

/** A creator's account at the payment provider (a Stripe Express account), where withdrawals are sent. */
export interface PayoutAccountsTable {
  user_id: string;
  provider: string;
  account_id: string;
  status: Generated<string>;
  requirements_due: Json<string[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A provider's webhook event, kept by its id and applied once by the worker (payments/provider-events.ts). */
export interface ProviderEventsTable {
  id: string;
  provider: string;
  type: string;
  payload: Json<Record<string, unknown>>;
  received_at: Timestamp;
  /** While a worker applies it; another takes it over after this time. */
  claimed_until: Date | null;
  attempts: Generated<number>;
  last_error: string | null;
  applied_at: Date | null;
  /** What applying it did (`applied`, or why it was ignored). */
  outcome: string | null;
}

/**
 * The calls to the payment provider (charge, refund, payout), each written before it is made: its id is
 * the provider's idempotency key, so a call retried after a crash cannot charge twice.
 */
export interface PaymentTables {
  payment_operations: PaymentOperationsTable;
  payout_accounts: PayoutAccountsTable;
  provider_events: ProviderEventsTable;
}

export type PaymentOperationRow = Selectable<PaymentOperationsTable>;

export type PayoutAccountRow = Selectable<PayoutAccountsTable>;
export type ProviderEventRow = Selectable<ProviderEventsTable>;

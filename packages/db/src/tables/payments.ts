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

/**
 * The calls to the payment provider (charge, refund, payout), each written before it is made: its id is
 * the provider's idempotency key, so a call retried after a crash cannot charge twice.
 */
export interface PaymentTables {
  payment_operations: PaymentOperationsTable;
}

export type PaymentOperationRow = Selectable<PaymentOperationsTable>;

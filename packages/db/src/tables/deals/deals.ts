import type { ColumnType, Generated, Selectable } from 'kysely';
import type { UsageRightsColumn } from '../campaigns';
import type { Json, Timestamp } from '../columns';
import type { BigIntColumn } from '../rate-card';

export interface DealsTable {
  id: Generated<string>;
  brand_id: string;
  creator_id: string;
  campaign_id: string | null;
  application_id: string | null;
  package_id: string | null;
  /** docs/marketplace.md "Deal states". */
  status: string;
  /** Whose answer an `offered` deal waits for (brand, creator); null otherwise. */
  awaiting: string | null;
  current_version: Generated<number>;
  currency: Generated<string>;
  expires_at: Date | null;
  extended: Generated<boolean>;
  funding_due_at: Date | null;
  /** When the awaited side was told the offer expires in 24 h; cleared when the expiry moves (migration 0010). */
  expiry_reminded_at: Date | null;
  /** When the brand's money came in and the work began (migration 0011). */
  funded_at: Date | null;
  /** Change requests made so far (migration 0013); the version's `revisions_included` bounds them. */
  revisions_used: Generated<number>;
  /** The end of the brand's review window while `delivered`: silence approves (migration 0013). */
  review_due_at: Date | null;
  review_reminded_at: Date | null;
  approved_at: Date | null;
  /** When released money becomes available to the creator, and when it did. */
  clears_at: Date | null;
  cleared_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DealDeliverableColumn {
  id: string;
  type: string;
  quantity: number;
  due_date: string;
  notes: string | null;
}

export interface DealVersionsTable {
  deal_id: string;
  version: number;
  proposed_by: string;
  proposer_id: string;
  deliverables: Json<DealDeliverableColumn[]>;
  price_cents: BigIntColumn;
  fee_cents: BigIntColumn;
  currency: string;
  revisions_included: number;
  review_days: number;
  usage_rights: Json<UsageRightsColumn>;
  message: Generated<string>;
  created_at: Timestamp;
}

export interface DealEventsTable {
  id: Generated<string>;
  deal_id: string;
  actor_id: string | null;
  actor_role: string;
  action: string;
  from_status: string | null;
  to_status: string;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  idempotency_key: string | null;
  created_at: Timestamp;
}

/** Deals up to an agreement and after: each version of the offered terms, and every step taken. */
export interface DealTables {
  deals: DealsTable;
  deal_versions: DealVersionsTable;
  deal_events: DealEventsTable;
}

export type DealRow = Selectable<DealsTable>;
export type DealVersionRow = Selectable<DealVersionsTable>;

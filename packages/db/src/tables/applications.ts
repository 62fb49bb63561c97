import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Timestamp } from './columns';
import type { BigIntColumn } from './rate-card';

export interface ApplicationsTable {
  id: Generated<string>;
  campaign_id: string;
  creator_id: string;
  /** submitted, shortlisted, declined, withdrawn, offered. */
  status: Generated<string>;
  pitch: string;
  proposed_price_cents: BigIntColumn | null;
  currency: Generated<string>;
  links: ColumnType<string[], string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Creators applying to open campaigns. */
export interface ApplicationTables {
  applications: ApplicationsTable;
}

export type ApplicationRow = Selectable<ApplicationsTable>;

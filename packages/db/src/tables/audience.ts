import type { Generated, Selectable } from 'kysely';
import type { Timestamp } from './columns';
import type { BigIntColumn } from './rate-card';

export interface CreatorAudienceTable {
  creator_id: string;
  platform: string;
  /** The creator's order of their platforms. */
  position: number;
  handle: string | null;
  followers: BigIntColumn | null;
  avg_views: BigIntColumn | null;
  /** Basis points: 4.25 % is 425. */
  engagement_rate_bp: number | null;
  /** `self_reported` until a platform check marks it `verified`. */
  source: Generated<string>;
  updated_at: Timestamp;
  /** When the platform last confirmed a verified entry's figures (null while self-reported). */
  verified_at: Timestamp | null;
}

/** A creator's audience figures, one row per platform. */
export interface AudienceTables {
  creator_audience: CreatorAudienceTable;
}

export type CreatorAudienceRow = Selectable<CreatorAudienceTable>;

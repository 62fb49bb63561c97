import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Json, Timestamp } from './columns';

/**
 * A bigint column: PostgreSQL's driver reads it as a string, PGlite as a number; the services read it
 * with Number(), safe for every bounded figure we store (prices, followers).
 */
export type BigIntColumn = ColumnType<string | number | bigint, number, number>;

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
}

export interface PackageDeliverableColumn {
  type: string;
  quantity: number;
}

export interface CreatorPackagesTable {
  id: Generated<string>;
  creator_id: string;
  /** Stable order on the rate card: each new package goes last. */
  position: number;
  title: string;
  description: string | null;
  deliverables: Json<PackageDeliverableColumn[]>;
  price_cents: BigIntColumn;
  currency: Generated<string>;
  delivery_days: number;
  revisions_included: number;
  usage_rights_kind: string;
  /** null is perpetual (or no rights, for kind `none`). */
  usage_rights_days: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** What a creator offers brands: audience figures and the rate card. */
export interface RateCardTables {
  creator_audience: CreatorAudienceTable;
  creator_packages: CreatorPackagesTable;
}

export type CreatorAudienceRow = Selectable<CreatorAudienceTable>;
export type CreatorPackageRow = Selectable<CreatorPackagesTable>;

import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Json, Timestamp } from './columns';

/**
 * A bigint column: PostgreSQL's driver reads it as a string, PGlite as a number; the services read it
 * with Number(), safe for every bounded figure we store (prices, followers).
 */
export type BigIntColumn = ColumnType<string | number | bigint, number, number>;

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

/** What a creator offers brands: the packages of the rate card. */
export interface RateCardTables {
  creator_packages: CreatorPackagesTable;
}

export type CreatorPackageRow = Selectable<CreatorPackagesTable>;

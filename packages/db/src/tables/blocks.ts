import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

/** One account's block of another; it stands between the two whichever side made it (migration 0035). */
export interface BlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: Timestamp;
}

/** A brand's pending code for verifying its company domain, hashed (migration 0035). */
export interface BrandVerificationCodesTable {
  brand_id: string;
  email: string;
  domain: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface BlockTables {
  blocks: BlocksTable;
  brand_verification_codes: BrandVerificationCodesTable;
}

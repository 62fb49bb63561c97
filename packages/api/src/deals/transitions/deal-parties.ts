import type { DealPartyView } from '@sponsorly/shared';
import type { Database, Kysely, Transaction } from '@sponsorly/db';
import { brandNameSql as brandNameOf, personNameSql } from '../../lib/party-names';

/** The names of a deal's parties, for a query joining the brand as `b` (with `bp`) and the creator as `c`. */
export const brandNameSql = brandNameOf('b', 'bp');
export const creatorNameSql = personNameSql('c');

export interface DealParties {
  brand: DealPartyView;
  creator: DealPartyView;
}

/** The names of a deal's two parties, as notifications and views say them. */
export async function loadDealParties(
  db: Kysely<Database> | Transaction<Database>,
  brandId: string,
  creatorId: string,
): Promise<DealParties> {
  const row = await db
    .selectFrom('users as b')
    .innerJoin('users as c', (join) => join.on('c.id', '=', creatorId))
    .leftJoin('brand_profiles as bp', 'bp.user_id', 'b.id')
    .select([brandNameSql.as('brand_name'), creatorNameSql.as('creator_name'), 'bp.verified_domain'])
    .where('b.id', '=', brandId)
    .executeTakeFirstOrThrow();
  return {
    brand: { id: brandId, name: row.brand_name, verified: row.verified_domain != null },
    creator: { id: creatorId, name: row.creator_name },
  };
}

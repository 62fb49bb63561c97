import type { DealPartyView } from '@sponsorly/shared';
import { sql, type Database, type Kysely, type Transaction } from '@sponsorly/db';

/** A brand is named by its company when it gave one, else by its person; a creator by their name. Never the email. */
export const brandNameSql = sql<string>`coalesce(nullif(trim(bp.company_name), ''), trim(b.first_name || ' ' || b.last_name))`;
export const creatorNameSql = sql<string>`trim(c.first_name || ' ' || c.last_name)`;

export interface DealParties {
  brand: DealPartyView;
  creator: DealPartyView;
}

/** The names of a deal's two parties, as notifications and views say them. */
export async function loadDealParties(db: Kysely<Database> | Transaction<Database>, brandId: string, creatorId: string): Promise<DealParties> {
  const row = await db
    .selectFrom('users as b')
    .innerJoin('users as c', (join) => join.on('c.id', '=', creatorId))
    .leftJoin('brand_profiles as bp', 'bp.user_id', 'b.id')
    .select([brandNameSql.as('brand_name'), creatorNameSql.as('creator_name')])
    .where('b.id', '=', brandId)
    .executeTakeFirstOrThrow();
  return { brand: { id: brandId, name: row.brand_name }, creator: { id: creatorId, name: row.creator_name } };
}

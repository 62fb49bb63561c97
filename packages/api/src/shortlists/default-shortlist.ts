import { DEFAULT_SHORTLIST_NAME } from '@sponsorly/shared';
import { sql, type Database, type Kysely } from '@sponsorly/db';

/**
 * Every brand has a list named "Saved" from the start. It is made the first time the brand's lists are
 * read or written rather than at signup, so brands that existed before lists did have one too; the
 * partial unique index (one default per brand) makes two concurrent first visits one list.
 */
export async function ensureDefaultShortlist(db: Kysely<Database>, brandId: string): Promise<void> {
  await db
    .insertInto('shortlists')
    .values({ brand_id: brandId, name: DEFAULT_SHORTLIST_NAME, is_default: true, created_at: sql<Date>`now()` })
    .onConflict((oc) => oc.column('brand_id').where(sql<boolean>`is_default`).doNothing())
    .execute();
}

import type { ServiceDeps } from '../lib/deps';

/**
 * The creators on a page of a brand's search results, each counted once a day for that brand: one
 * insert for the page, after the search has read it and outside any transaction, so a search waits for
 * no lock and a second page, a reload or another sort adds nothing to a creator already counted today.
 */
export async function countSearchAppearances(deps: ServiceDeps, brandId: string, creatorIds: readonly string[]): Promise<void> {
  if (creatorIds.length === 0) return;
  const day = deps.now().toISOString().slice(0, 10);
  await deps.db
    .insertInto('creator_search_appearances')
    .values([...new Set(creatorIds)].map((creatorId) => ({ creator_id: creatorId, day, brand_id: brandId })))
    .onConflict((oc) => oc.columns(['creator_id', 'day', 'brand_id']).doNothing())
    .execute();
}

import type { CreatorCard } from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import { loadCreatorCards } from '../creator-cards/load-creator-cards';
import type { ServiceDeps } from '../lib/deps';
import { isUuid } from '../lib/uuid';
import { assertFindableCreator, creatorNotFound } from './change-shortlists';

/** Hides a creator from this brand's results and suggestions; hiding twice is once. */
export async function hideCreator(deps: ServiceDeps, brandId: string, creatorId: string): Promise<void> {
  await assertFindableCreator(deps.db, creatorId);
  await deps.db
    .insertInto('hidden_creators')
    .values({ brand_id: brandId, creator_id: creatorId, hidden_at: sql<Date>`now()` })
    .onConflict((oc) => oc.columns(['brand_id', 'creator_id']).doNothing())
    .execute();
}

/** Shows a hidden creator again; a creator who was not hidden answers the same. */
export async function unhideCreator(deps: ServiceDeps, brandId: string, creatorId: string): Promise<void> {
  if (!isUuid(creatorId)) throw creatorNotFound();
  await deps.db.deleteFrom('hidden_creators').where('brand_id', '=', brandId).where('creator_id', '=', creatorId).execute();
}

/** The creators this brand hid, last hidden first, so it can bring one back. */
export async function listHiddenCreators(deps: ServiceDeps, brandId: string): Promise<CreatorCard[]> {
  const rows = await deps.db
    .selectFrom('hidden_creators')
    .select('creator_id')
    .where('brand_id', '=', brandId)
    .orderBy('hidden_at', 'desc')
    .orderBy('creator_id')
    .execute();
  return loadCreatorCards(
    deps.db,
    rows.map((row) => row.creator_id),
  );
}

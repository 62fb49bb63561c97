import type { Database, Kysely, Transaction } from '@sponsorly/db';
import { isUuid } from '../lib/uuid';

/** How a creator stands for a brand that wants to contact them. */
export type CreatorReach = 'reachable' | 'hidden' | 'unknown';

/**
 * Whether a brand may reach a creator (an invitation, an offer, a first message): the creator is in
 * search (a verified creator who has not left it) and this brand has not hidden them. One rule for every
 * door, so none lets a brand contact an account search would not show it. `unknown` covers every id
 * that is not a findable creator (a brand, an unverified account, one that left search, no one): callers
 * answer them alike, so an id probes nothing.
 */
export async function creatorReach(
  db: Kysely<Database> | Transaction<Database>,
  brandId: string,
  creatorId: string,
): Promise<CreatorReach> {
  if (!isUuid(creatorId)) return 'unknown';
  const row = await db
    .selectFrom('creator_search as s')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('hidden_creators as h')
            .select('h.creator_id')
            .where('h.brand_id', '=', brandId)
            .whereRef('h.creator_id', '=', 's.creator_id'),
        )
        .as('hidden'),
    )
    .where('s.creator_id', '=', creatorId)
    .where('s.visible', '=', true)
    .executeTakeFirst();
  if (!row) return 'unknown';
  return row.hidden ? 'hidden' : 'reachable';
}

import type { CreatorStanding, DiscoverySummary } from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { isUuid } from '../lib/uuid';

/** The brand dashboard's Creator Discovery figures: creators in any of its lists (once each), and its recent searches. */
export async function loadDiscoverySummary(deps: ServiceDeps, brandId: string): Promise<DiscoverySummary> {
  const { rows } = await sql<{ saved_creators: number; recent_searches: number }>`
    select
      (select count(distinct e.creator_id)::int from shortlist_entries e
         join shortlists l on l.id = e.shortlist_id
         join creator_search s on s.creator_id = e.creator_id
       where l.brand_id = ${brandId} and s.visible) as saved_creators,
      (select count(*)::int from recent_searches where user_id = ${brandId}) as recent_searches`.execute(deps.db);
  const row = rows[0];
  return { saved_creators: Number(row?.saved_creators ?? 0), recent_searches: Number(row?.recent_searches ?? 0) };
}

/** Where a creator stands with this brand: hidden or not, and the lists holding them (for the creator's page). */
export async function loadCreatorStanding(deps: ServiceDeps, brandId: string, creatorId: string): Promise<CreatorStanding> {
  if (!isUuid(creatorId)) return { hidden: false, shortlist_ids: [] };
  const [hidden, lists] = await Promise.all([
    deps.db
      .selectFrom('hidden_creators')
      .select('creator_id')
      .where('brand_id', '=', brandId)
      .where('creator_id', '=', creatorId)
      .executeTakeFirst(),
    deps.db
      .selectFrom('shortlist_entries as e')
      .innerJoin('shortlists as l', 'l.id', 'e.shortlist_id')
      .select('l.id')
      .where('l.brand_id', '=', brandId)
      .where('e.creator_id', '=', creatorId)
      .orderBy('l.created_at')
      .execute(),
  ]);
  return { hidden: hidden !== undefined, shortlist_ids: lists.map((l) => l.id) };
}

import { discoverySummaryAnswerSchema, type DiscoverySummary } from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { listsProcedure, tags } from './shortlist-procedures';

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

/** GET /discovery/summary: the brand dashboard's saved creators and recent searches, counted. */
export const loadDiscoverySummaryProcedure = listsProcedure
  .meta({
    openapi: { method: 'GET', path: '/discovery/summary', summary: 'Saved creators and recent searches, counted', tags },
  })
  .output(discoverySummaryAnswerSchema)
  .query(({ ctx }) => loadDiscoverySummary(ctx.deps, ctx.session.user.id));

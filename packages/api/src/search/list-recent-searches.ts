import { DISCOVERY_LIMITS, recentSearchesAnswerSchema, type RecentSearchView } from '@sponsorly/shared';
import type { ServiceDeps } from '../lib/deps';
import { searcherProcedure, tags } from './search-procedures';

/** The viewer's recent searches, newest first (recordRecentSearch keeps them). */
export async function listRecentSearches(deps: ServiceDeps, userId: string): Promise<RecentSearchView[]> {
  const rows = await deps.db
    .selectFrom('recent_searches')
    .select(['query', 'searched_at', 'total'])
    .where('user_id', '=', userId)
    .orderBy('searched_at', 'desc')
    .orderBy('query')
    .limit(DISCOVERY_LIMITS.recentSearchesKept)
    .execute();
  return rows.map((row) => ({ query: row.query, searched_at: row.searched_at.toISOString(), total: row.total }));
}

/** GET /creators/recent-searches: the viewer's last searches. */
export const listRecentSearchesProcedure = searcherProcedure
  .meta({ openapi: { method: 'GET', path: '/creators/recent-searches', summary: 'Your last searches', tags } })
  .output(recentSearchesAnswerSchema)
  .query(async ({ ctx }) => ({ searches: await listRecentSearches(ctx.deps, ctx.session.user.id) }));

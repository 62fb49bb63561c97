import { DISCOVERY_LIMITS, type RecentSearchView } from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';

/**
 * Keeps a search at the top of the viewer's recent searches: the same search again moves up rather than
 * repeating, and only the last DISCOVERY_LIMITS.recentSearchesKept stay. A search with no filter at all
 * (the first look at the page) is not kept.
 */
export async function recordRecentSearch(deps: ServiceDeps, userId: string, query: string, total: number): Promise<void> {
  if (query === '') return;
  // The database's clock, like the search rows' own times; each statement reads it anew, so searches made
  // one after the other keep their order.
  const now = sql<Date>`clock_timestamp()`;
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('recent_searches')
      .values({ user_id: userId, query, searched_at: now, total })
      .onConflict((oc) => oc.columns(['user_id', 'query']).doUpdateSet({ searched_at: now, total }))
      .execute();
    await sql`
      delete from recent_searches r
      where r.user_id = ${userId}
        and r.query not in (select query from recent_searches where user_id = ${userId} order by searched_at desc, query limit ${DISCOVERY_LIMITS.recentSearchesKept})`.execute(trx);
  });
}

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

import { DISCOVERY_LIMITS, filtersToQueryString, recentSearchInputSchema, recentSearchesAnswerSchema } from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { listRecentSearches } from './list-recent-searches';
import { searcherProcedure, tags } from './search-procedures';

/**
 * Keeps a search at the top of the viewer's recent searches: the same search again moves up rather than
 * repeating, and only the last DISCOVERY_LIMITS.recentSearchesKept stay. A search with no filter at all
 * (the first look at the page) is not kept.
 */
export async function recordRecentSearch(deps: ServiceDeps, userId: string, query: string, total: number): Promise<void> {
  if (query === '') return;
  // One statement, so one round trip on every first page: the search written (the database's clock, like
  // the search rows' own times, read anew by each statement, so searches made one after the other keep
  // their order), and all but it and the newest others, up to the number kept, deleted. The delete does
  // not see the row the insert writes in the same statement, hence "others".
  await sql`
    with written as (
      insert into recent_searches (user_id, query, searched_at, total) values (${userId}, ${query}, clock_timestamp(), ${total})
      on conflict (user_id, query) do update set searched_at = excluded.searched_at, total = excluded.total
    )
    delete from recent_searches r
    where r.user_id = ${userId} and r.query <> ${query}
      and r.query not in (
        select o.query from recent_searches o where o.user_id = ${userId} and o.query <> ${query}
        order by o.searched_at desc, o.query limit ${DISCOVERY_LIMITS.recentSearchesKept - 1})`.execute(deps.db);
}

/**
 * POST /creators/recent-searches: the search page keeps a search it has shown (its filters and total)
 * among the viewer's recent ones; answers the recent searches as they are now.
 */
export const recordRecentSearchProcedure = searcherProcedure
  .meta({
    openapi: { method: 'POST', path: '/creators/recent-searches', summary: 'Keep a search among your recent ones', tags },
    successStatus: 201,
  })
  .input(recentSearchInputSchema)
  .output(recentSearchesAnswerSchema)
  .mutation(async ({ ctx, input: { total, ...filters } }) => {
    await recordRecentSearch(ctx.deps, ctx.session.user.id, filtersToQueryString(filters), total);
    return { searches: await listRecentSearches(ctx.deps, ctx.session.user.id) };
  });

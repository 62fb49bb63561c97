import { savedSearchesAnswerSchema, type SavedSearchView } from '@sponsorly/shared';
import { sql, type SavedSearchRow } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { filtersOf, toSavedSearchView } from './saved-searches';
import { allOf, filterConditions, readSearchText, visibleTo, withSearchSettings } from './search-conditions';
import { searcherProcedure, tags } from './search-procedures';

/**
 * The viewer's saved searches, newest first, each with how many creators are new since it was last
 * opened. The counts are one statement, a count per saved search side by side, whatever the number of
 * searches (at most DISCOVERY_LIMITS.savedSearchesMax); only a search's typed words are looked up first.
 */
export async function listSavedSearches(deps: ServiceDeps, userId: string): Promise<SavedSearchView[]> {
  const rows = await deps.db
    .selectFrom('saved_searches')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  const counts = await countNew(deps, userId, rows);
  return rows.map((row, i) => toSavedSearchView(row, counts[i] ?? 0));
}

async function countNew(deps: ServiceDeps, userId: string, rows: readonly SavedSearchRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const searches = [];
  for (const row of rows) {
    const filters = filtersOf(row.query);
    searches.push({ row, text: await readSearchText(deps.db, filters.q), filters });
  }
  const counts = searches.map(
    ({ row, text, filters }, i) =>
      sql`(select count(*)::int from creator_search s
        where ${visibleTo(userId)} and s.visible_since > ${row.last_seen_at}
          and ${allOf(filterConditions(filters, text).values())}) as ${sql.ref(`c${i}`)}`,
  );
  // A name typed in any of them sets the similarity the name match reads, for the one statement.
  const withNames = searches.find((search) => search.text?.nameWords)?.text ?? null;
  const { rows: answer } = await withSearchSettings(deps.db, withNames, (db) =>
    sql<Record<string, number>>`select ${sql.join(counts)}`.execute(db),
  );
  return searches.map((_, i) => Number(answer[0]?.[`c${i}`] ?? 0));
}

/** GET /saved-searches: the viewer's saved searches, with what is new in each. */
export const listSavedSearchesProcedure = searcherProcedure
  .meta({ openapi: { method: 'GET', path: '/saved-searches', summary: 'Your saved searches, with what is new in each', tags } })
  .output(savedSearchesAnswerSchema)
  .query(async ({ ctx }) => ({ searches: await listSavedSearches(ctx.deps, ctx.session.user.id) }));

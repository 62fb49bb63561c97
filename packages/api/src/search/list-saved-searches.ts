import { savedSearchesAnswerSchema, type SavedSearchView } from '@sponsorly/shared';
import { sql, type SavedSearchRow } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { filtersOf, toSavedSearchView } from './saved-searches';
import { allOf, filterConditions, readSearchText, visibleTo, withSearchSettings } from './search-conditions';
import { searcherProcedure, tags } from './search-procedures';

/** The viewer's saved searches, newest first, each with how many creators are new since it was last opened. */
export async function listSavedSearches(deps: ServiceDeps, userId: string): Promise<SavedSearchView[]> {
  const rows = await deps.db
    .selectFrom('saved_searches')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  const views: SavedSearchView[] = [];
  for (const row of rows) views.push(toSavedSearchView(row, await countNew(deps, userId, row)));
  return views;
}

async function countNew(deps: ServiceDeps, userId: string, row: SavedSearchRow): Promise<number> {
  const filters = filtersOf(row.query);
  const text = await readSearchText(deps.db, filters.q);
  const conditions = filterConditions(filters, text);
  const { rows } = await withSearchSettings(deps.db, text, (db) =>
    sql<{ count: number }>`
      select count(*)::int as count from creator_search s
      where ${visibleTo(userId)} and s.visible_since > ${row.last_seen_at} and ${allOf(conditions.values())}`.execute(db),
  );
  return Number(rows[0]?.count ?? 0);
}

/** GET /saved-searches: the viewer's saved searches, with what is new in each. */
export const listSavedSearchesProcedure = searcherProcedure
  .meta({ openapi: { method: 'GET', path: '/saved-searches', summary: 'Your saved searches, with what is new in each', tags } })
  .output(savedSearchesAnswerSchema)
  .query(async ({ ctx }) => ({ searches: await listSavedSearches(ctx.deps, ctx.session.user.id) }));

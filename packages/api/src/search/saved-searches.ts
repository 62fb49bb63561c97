import {
  DISCOVERY_LIMITS,
  DISCOVERY_MESSAGES as m,
  ERROR_CODES,
  filtersToQueryString,
  searchFiltersSchema,
  searchParamsToFilters,
  type SavedSearchView,
  type SearchFilters,
} from '@sponsorly/shared';
import { sql, type SavedSearchRow } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { isUuid } from '../lib/uuid';
import { parseInput } from '../lib/zod-errors';
import { allOf, filterConditions, searchText, visibleTo, withSearchSettings } from './search-conditions';

const notFound = () => new AppError(404, ERROR_CODES.notFound, m.savedSearchNotFound);

/** A saved query string is read with the search's own schema, so a saved search is always a valid one. */
function filtersOf(query: string): SearchFilters {
  return parseInput(searchFiltersSchema, searchParamsToFilters(new URLSearchParams(query)));
}

export async function saveSearch(deps: ServiceDeps, userId: string, name: string, query: string): Promise<SavedSearchView> {
  const canonical = filtersToQueryString(filtersOf(query));
  const saved = await deps.db.transaction().execute(async (trx) => {
    const { count } = await trx
      .selectFrom('saved_searches')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= DISCOVERY_LIMITS.savedSearchesMax) throw new AppError(409, ERROR_CODES.conflict, m.savedSearchesFull);
    // "Last looked" starts now: only creators who join search afterwards count as new.
    const row = await trx
      .insertInto('saved_searches')
      .values({ user_id: userId, name, query: canonical, created_at: sql<Date>`now()`, last_seen_at: sql<Date>`now()` })
      .onConflict((oc) => oc.expression(sql`user_id, lower(name)`).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError(409, ERROR_CODES.conflict, m.searchNameTaken, { fields: { name: m.searchNameTaken } });
    return row;
  });
  return toView(saved, 0);
}

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
  for (const row of rows) views.push(toView(row, await countNew(deps, userId, row)));
  return views;
}

/** Opening a saved search: what is there now is no longer new. */
export async function markSavedSearchSeen(deps: ServiceDeps, userId: string, id: string): Promise<SavedSearchView> {
  if (!isUuid(id)) throw notFound();
  const row = await deps.db
    .updateTable('saved_searches')
    .set({ last_seen_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound();
  return toView(row, 0);
}

export async function deleteSavedSearch(deps: ServiceDeps, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const deleted = await deps.db
    .deleteFrom('saved_searches')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw notFound();
}

async function countNew(deps: ServiceDeps, userId: string, row: SavedSearchRow): Promise<number> {
  const filters = filtersOf(row.query);
  const text = searchText(filters.q);
  const conditions = filterConditions(filters, text);
  const { rows } = await withSearchSettings(deps.db, text, (db) =>
    sql<{ count: number }>`
      select count(*)::int as count from creator_search s
      where ${visibleTo(userId)} and s.visible_since > ${row.last_seen_at} and ${allOf(conditions.values())}`.execute(db),
  );
  return Number(rows[0]?.count ?? 0);
}

function toView(row: SavedSearchRow, newCount: number): SavedSearchView {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    new_count: newCount,
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
  };
}

import {
  DISCOVERY_LIMITS,
  DISCOVERY_MESSAGES as m,
  ERROR_CODES,
  filtersToQueryString,
  savedSearchAnswerSchema,
  savedSearchCreateSchema,
  type SavedSearchView,
} from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { filtersOf, toSavedSearchView } from './saved-searches';
import { searcherProcedure, tags } from './search-procedures';

export async function saveSearch(deps: ServiceDeps, userId: string, name: string, query: string): Promise<SavedSearchView> {
  const canonical = filtersToQueryString(filtersOf(query));
  const saved = await deps.db.transaction().execute(async (trx) => {
    // The viewer's saves take turns here, so two at once cannot both see room for the last one.
    await sql`select pg_advisory_xact_lock(hashtextextended(${`saved-searches:${userId}`}, 0))`.execute(trx);
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
  return toSavedSearchView(saved, 0);
}

/** POST /saved-searches: the viewer saves a search under a name. */
export const saveSearchProcedure = searcherProcedure
  .meta({
    openapi: { method: 'POST', path: '/saved-searches', summary: 'Save a search', tags },
    successStatus: 201,
    refusals: ['conflict'],
  })
  .input(savedSearchCreateSchema)
  .output(savedSearchAnswerSchema)
  .mutation(async ({ ctx, input }) => ({ search: await saveSearch(ctx.deps, ctx.session.user.id, input.name, input.query) }));

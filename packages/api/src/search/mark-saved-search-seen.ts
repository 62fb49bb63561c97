import { savedSearchAnswerSchema, savedSearchIdSchema, type SavedSearchView } from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { isUuid } from '../lib/uuid';
import { savedSearchNotFound, toSavedSearchView } from './saved-searches';
import { searcherProcedure, tags } from './search-procedures';

/** Opening a saved search: what is there now is no longer new. */
export async function markSavedSearchSeen(deps: ServiceDeps, userId: string, id: string): Promise<SavedSearchView> {
  if (!isUuid(id)) throw savedSearchNotFound();
  const row = await deps.db
    .updateTable('saved_searches')
    .set({ last_seen_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw savedSearchNotFound();
  return toSavedSearchView(row, 0);
}

/** POST /saved-searches/{id}/seen: the viewer opened a saved search. */
export const markSavedSearchSeenProcedure = searcherProcedure
  .meta({
    openapi: { method: 'POST', path: '/saved-searches/{id}/seen', summary: 'Mark a saved search as looked at', tags },
    refusals: ['not_found'],
  })
  .input(savedSearchIdSchema)
  .output(savedSearchAnswerSchema)
  .mutation(async ({ ctx, input }) => ({ search: await markSavedSearchSeen(ctx.deps, ctx.session.user.id, input.id) }));

import { savedSearchIdSchema } from '@sponsorly/shared';
import { z } from 'zod';
import type { ServiceDeps } from '../lib/deps';
import { isUuid } from '../lib/uuid';
import { savedSearchNotFound } from './saved-searches';
import { searcherProcedure, tags } from './search-procedures';

export async function deleteSavedSearch(deps: ServiceDeps, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw savedSearchNotFound();
  const deleted = await deps.db
    .deleteFrom('saved_searches')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw savedSearchNotFound();
}

/** DELETE /saved-searches/{id}: the viewer deletes a saved search. */
export const deleteSavedSearchProcedure = searcherProcedure
  .meta({
    openapi: { method: 'DELETE', path: '/saved-searches/{id}', summary: 'Delete a saved search', tags },
    successStatus: 204,
    refusals: ['not_found'],
  })
  .input(savedSearchIdSchema)
  .output(z.void())
  .mutation(({ ctx, input }) => deleteSavedSearch(ctx.deps, ctx.session.user.id, input.id));

import { shortlistEntryKeySchema } from '@sponsorly/shared';
import { z } from 'zod';
import type { ServiceDeps } from '../lib/deps';
import { isUuid } from '../lib/uuid';
import { ownList } from './shortlist-access';
import { listsProcedure, tags } from './shortlist-procedures';

/** Removing a creator who is not on the list is already done: the answer is the same. */
export async function removeCreatorFromShortlist(
  deps: ServiceDeps,
  brandId: string,
  id: string,
  creatorId: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const list = await ownList(trx, brandId, id);
    if (!isUuid(creatorId)) return;
    await trx.deleteFrom('shortlist_entries').where('shortlist_id', '=', list.id).where('creator_id', '=', creatorId).execute();
  });
}

/** DELETE /shortlists/{id}/creators/{creator_id}: the brand takes a creator off one of its lists. */
export const removeCreatorFromShortlistProcedure = listsProcedure
  .meta({
    openapi: { method: 'DELETE', path: '/shortlists/{id}/creators/{creator_id}', summary: 'Take a creator off a list', tags },
    successStatus: 204,
    refusals: ['not_found'],
  })
  .input(shortlistEntryKeySchema)
  .output(z.void())
  .mutation(({ ctx, input }) => removeCreatorFromShortlist(ctx.deps, ctx.session.user.id, input.id, input.creator_id));

import { DISCOVERY_MESSAGES as m, ERROR_CODES, shortlistIdSchema } from '@sponsorly/shared';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { ownList } from './shortlist-access';
import { listsProcedure, tags } from './shortlist-procedures';

export async function deleteShortlist(deps: ServiceDeps, brandId: string, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const list = await ownList(trx, brandId, id);
    if (list.is_default) throw new AppError(409, ERROR_CODES.conflict, m.defaultShortlistKept);
    await trx.deleteFrom('shortlists').where('id', '=', list.id).execute();
  });
}

/** DELETE /shortlists/{id}: the brand deletes one of its lists, never "Saved". */
export const deleteShortlistProcedure = listsProcedure
  .meta({
    openapi: { method: 'DELETE', path: '/shortlists/{id}', summary: 'Delete a list (not "Saved")', tags },
    successStatus: 204,
    refusals: ['not_found', 'conflict'],
  })
  .input(shortlistIdSchema)
  .output(z.void())
  .mutation(({ ctx, input }) => deleteShortlist(ctx.deps, ctx.session.user.id, input.id));

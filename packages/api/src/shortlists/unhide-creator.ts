import { creatorIdSchema } from '@sponsorly/shared';
import { z } from 'zod';
import type { ServiceDeps } from '../lib/deps';
import { isUuid } from '../lib/uuid';
import { creatorNotFound } from './shortlist-access';
import { hideProcedure, tags } from './shortlist-procedures';

/** Shows a hidden creator again; a creator who was not hidden answers the same. */
export async function unhideCreator(deps: ServiceDeps, brandId: string, creatorId: string): Promise<void> {
  if (!isUuid(creatorId)) throw creatorNotFound();
  await deps.db.deleteFrom('hidden_creators').where('brand_id', '=', brandId).where('creator_id', '=', creatorId).execute();
}

/** DELETE /creators/{id}/hide: the brand shows a hidden creator again. */
export const unhideCreatorProcedure = hideProcedure
  .meta({
    openapi: { method: 'DELETE', path: '/creators/{id}/hide', summary: 'Show a hidden creator again', tags },
    successStatus: 204,
    refusals: ['not_found'],
  })
  .input(creatorIdSchema)
  .output(z.void())
  .mutation(({ ctx, input }) => unhideCreator(ctx.deps, ctx.session.user.id, input.id));

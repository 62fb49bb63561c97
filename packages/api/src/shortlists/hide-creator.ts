import { creatorIdSchema } from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import { z } from 'zod';
import type { ServiceDeps } from '../lib/deps';
import { assertFindableCreator } from './shortlist-access';
import { hideProcedure, tags } from './shortlist-procedures';

/** Hides a creator from this brand's results and suggestions; hiding twice is once. */
export async function hideCreator(deps: ServiceDeps, brandId: string, creatorId: string): Promise<void> {
  await assertFindableCreator(deps.db, creatorId);
  await deps.db
    .insertInto('hidden_creators')
    .values({ brand_id: brandId, creator_id: creatorId, hidden_at: sql<Date>`now()` })
    .onConflict((oc) => oc.columns(['brand_id', 'creator_id']).doNothing())
    .execute();
}

/** POST /creators/{id}/hide: the brand hides a creator from its results. */
export const hideCreatorProcedure = hideProcedure
  .meta({
    openapi: { method: 'POST', path: '/creators/{id}/hide', summary: 'Hide a creator from your results', tags },
    successStatus: 204,
    refusals: ['not_found'],
  })
  .input(creatorIdSchema)
  .output(z.void())
  .mutation(({ ctx, input }) => hideCreator(ctx.deps, ctx.session.user.id, input.id));

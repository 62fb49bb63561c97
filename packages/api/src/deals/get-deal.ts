import { dealAnswerSchema, dealIdSchema } from '@sponsorly/shared';
import { authedProcedure } from '../trpc';
import { loadDeal } from './view/load-deals';
import { tags } from './view/deal-answer';

/** GET /deals/:id: a deal with every version of its terms and every step, for a party or an admin. */
export const getDealProcedure = authedProcedure
  .meta({
    openapi: { method: 'GET', path: '/deals/{id}', summary: 'A deal with every version of its terms and every step', tags },
    refusals: ['not_found'],
  })
  .input(dealIdSchema)
  .output(dealAnswerSchema)
  .query(async ({ ctx, input }) => ({ deal: await loadDeal(ctx.deps, ctx.session.user, input.id) }));

import { acceptInputSchema, dealAnswerSchema } from '@sponsorly/shared';
import { authedProcedure } from '../../trpc';
import { dealAnswer } from '../view/deal-answer';
import { checkIdempotencyKey } from '../transitions/idempotency';
import { stepMeta, takeStep } from './take-step';

/**
 * POST /deals/:id/accept: the awaited side accepts the terms (-> awaiting_funding). The version the
 * page showed is required: terms countered since are refused (409), never agreed to unseen.
 */
export const acceptOfferProcedure = authedProcedure
  .meta(stepMeta('accept'))
  .input(acceptInputSchema)
  .output(dealAnswerSchema)
  .mutation(async ({ ctx, input }) => {
    const key = checkIdempotencyKey(ctx.idempotencyKey);
    const deal = await takeStep(ctx.deps, ctx.session.user, input.id, 'accept', input.version, key);
    return dealAnswer(ctx.deps, ctx.session.user, deal.id);
  });

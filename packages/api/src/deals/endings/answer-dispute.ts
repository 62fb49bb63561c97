import { ENDING_MESSAGES, ERROR_CODES, dealAnswerSchema, disputeAnswerInputSchema } from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { tellBoth } from '../transitions/deal-notifications';
import { authedProcedure } from '../../trpc';
import { stateChanged } from '../transitions/apply-transition';
import { lockDealAsParty } from '../transitions/deal-access';
import { dealAnswer, tags } from '../view/deal-answer';

/** The other side gives its answer to an open dispute, once. */
export async function answerDispute(deps: ServiceDeps, user: User, dealId: string, answer: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const { deal, side } = await lockDealAsParty(trx, deps, user, dealId);
    const open = await trx
      .selectFrom('deal_disputes')
      .selectAll()
      .where('deal_id', '=', deal.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (!open) throw stateChanged(deal.status, ENDING_MESSAGES.noDispute);
    if (open.opened_side === side) throw new AppError(403, ERROR_CODES.forbidden, ENDING_MESSAGES.notYourDispute);
    if (open.answer !== null)
      throw new AppError(409, ERROR_CODES.conflict, ENDING_MESSAGES.alreadyAnswered, { body: { status: deal.status } });
    if (open.answer_due_at.getTime() < deps.now().getTime()) throw stateChanged(deal.status, ENDING_MESSAGES.answerPastDue);
    await trx.updateTable('deal_disputes').set({ answer, answered_at: deps.now() }).where('id', '=', open.id).execute();
    await tellBoth(trx, deal, 'dispute_answered');
  });
}

/** POST /deals/:id/disputes/answer: the other side gives its answer to the dispute, once. */
export const answerDisputeProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/deals/{id}/disputes/answer',
      summary: 'Give your side of the other party’s dispute, once',
      tags,
    },
    refusals: ['not_found', 'forbidden', 'state_changed', 'conflict'],
  })
  .input(disputeAnswerInputSchema)
  .output(dealAnswerSchema)
  .mutation(async ({ ctx, input }) => {
    await answerDispute(ctx.deps, ctx.session.user, input.id, input.answer);
    return dealAnswer(ctx.deps, ctx.session.user, input.id);
  });

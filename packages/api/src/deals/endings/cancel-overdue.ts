import { ENDING_MESSAGES, dealAnswerSchema, dealIdSchema } from '@sponsorly/shared';
import type { DealRow, User } from '@sponsorly/db';
import type { ServiceDeps } from '../../lib/deps';
import { authedProcedure } from '../../trpc';
import { applyTransition, stateChanged } from '../transitions/apply-transition';
import { dealAnswer, tags } from '../view/deal-answer';
import { hasOverdueDeliverable } from '../view/overdue-work';

/** The brand cancels alone, with a full refund, once a deliverable is 24 hours past its due day and not submitted. */
export async function cancelOverdue(deps: ServiceDeps, user: User, dealId: string): Promise<DealRow> {
  const { deal } = await applyTransition(deps, {
    dealId,
    action: 'cancel_overdue',
    actor: { kind: 'person', user },
    effect: async (trx, _moved, before) => {
      if (!(await hasOverdueDeliverable(trx, before, deps.now()))) throw stateChanged(before.status, ENDING_MESSAGES.notOverdue);
      return {};
    },
  });
  return deal;
}

/** POST /deals/:id/cancel-overdue: the brand cancels alone, refunded in full, once a deliverable is overdue. */
export const cancelOverdueProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/deals/{id}/cancel-overdue',
      summary: 'The brand cancels alone, refunded in full, once a deliverable is 24 hours past its due day and not submitted',
      tags,
    },
    refusals: ['not_found', 'forbidden', 'state_changed'],
  })
  .input(dealIdSchema)
  .output(dealAnswerSchema)
  .mutation(async ({ ctx, input }) => {
    const deal = await cancelOverdue(ctx.deps, ctx.session.user, input.id);
    return dealAnswer(ctx.deps, ctx.session.user, deal.id);
  });

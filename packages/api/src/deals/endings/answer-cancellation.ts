import { ENDING_MESSAGES, ENDING_NOTIFICATIONS, ERROR_CODES, dealAnswerSchema, dealIdSchema } from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { notify } from '../../notifications/notify';
import { authedProcedure } from '../../trpc';
import { runTransition, stateChanged } from '../transitions/apply-transition';
import { lockDealAsParty } from '../transitions/deal-access';
import { dealLink, tellBoth } from '../transitions/deal-notifications';
import { loadDealParties } from '../transitions/deal-parties';
import { dealAnswer, tags } from '../view/deal-answer';

const forbidden = (message: string) => new AppError(403, ERROR_CODES.forbidden, message);

/**
 * The other side answers an open request: accepting cancels the deal (the `cancel` step: the brand
 * refunded to its balance), refusing lets the work go on and tells the side that asked.
 */
export async function answerCancellation(deps: ServiceDeps, user: User, dealId: string, accept: boolean): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const { deal, side } = await lockDealAsParty(trx, deps, user, dealId);
    const open = await trx
      .selectFrom('deal_cancellations')
      .selectAll()
      .where('deal_id', '=', deal.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (!open) throw stateChanged(deal.status, ENDING_MESSAGES.noCancellation);
    if (open.requested_side === side) throw forbidden(ENDING_MESSAGES.ownCancellation);
    const now = deps.now();
    if (accept) {
      await trx
        .updateTable('deal_cancellations')
        .set({ status: 'accepted', answered_at: now })
        .where('id', '=', open.id)
        .execute();
      await runTransition(trx, deps, { dealId: deal.id, action: 'cancel', actor: { kind: 'person', user } });
      return;
    }
    await trx.updateTable('deal_cancellations').set({ status: 'refused', answered_at: now }).where('id', '=', open.id).execute();
    const parties = await loadDealParties(trx, deal.brand_id, deal.creator_id);
    await notify(trx, deps, {
      userId: open.requested_by,
      kind: 'cancellation_refused',
      ...ENDING_NOTIFICATIONS.cancellationRefused(parties[side].name),
      link: dealLink(deal.id),
    });
    await tellBoth(trx, deal, 'cancellation_refused');
  });
  deps.notifyOutbox();
}

/** POST /deals/:id/cancellation/accept: the other side accepts the cancellation request. */
export const acceptCancellationProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/deals/{id}/cancellation/accept',
      summary: 'Accept the other side’s cancellation request (-> canceled; the brand is refunded to its balance)',
      tags,
    },
    refusals: ['not_found', 'forbidden', 'state_changed'],
  })
  .input(dealIdSchema)
  .output(dealAnswerSchema)
  .mutation(async ({ ctx, input }) => {
    await answerCancellation(ctx.deps, ctx.session.user, input.id, true);
    return dealAnswer(ctx.deps, ctx.session.user, input.id);
  });

/** POST /deals/:id/cancellation/refuse: the other side refuses the cancellation request; the work goes on. */
export const refuseCancellationProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/deals/{id}/cancellation/refuse',
      summary: 'Refuse the other side’s cancellation request; the work goes on',
      tags,
    },
    refusals: ['not_found', 'forbidden', 'state_changed'],
  })
  .input(dealIdSchema)
  .output(dealAnswerSchema)
  .mutation(async ({ ctx, input }) => {
    await answerCancellation(ctx.deps, ctx.session.user, input.id, false);
    return dealAnswer(ctx.deps, ctx.session.user, input.id);
  });

import {
  ENDING_LIMITS,
  ENDING_MESSAGES,
  ENDING_NOTIFICATIONS,
  ERROR_CODES,
  cancellationRequestInputSchema,
  dealAnswerSchema,
  isCancellable,
} from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { notify } from '../../notifications/notify';
import { authedProcedure } from '../../trpc';
import { stateChanged } from '../transitions/apply-transition';
import { lockDealAsParty } from '../transitions/deal-access';
import { dealLink, tellBoth } from '../transitions/deal-notifications';
import { loadDealParties } from '../transitions/deal-parties';
import { dealAnswer, tags } from '../view/deal-answer';
import { otherParty } from '../transitions/transitions';

/**
 * Either party asks to cancel a deal in progress, with a reason: the request waits for the other side,
 * who is told; 72 hours of silence accepts it (the timer). One request open at a time.
 */
export async function requestCancellation(deps: ServiceDeps, user: User, dealId: string, reason: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const { deal, side } = await lockDealAsParty(trx, deps, user, dealId);
    if (!isCancellable(deal.status)) throw stateChanged(deal.status, ENDING_MESSAGES.cannotCancelNow);
    const open = await trx
      .selectFrom('deal_cancellations')
      .select('id')
      .where('deal_id', '=', deal.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (open) throw new AppError(409, ERROR_CODES.conflict, ENDING_MESSAGES.cancellationOpen, { body: { status: deal.status } });
    const now = deps.now();
    await trx
      .insertInto('deal_cancellations')
      .values({
        deal_id: deal.id,
        requested_by: user.id,
        requested_side: side,
        reason,
        answer_due_at: new Date(now.getTime() + ENDING_LIMITS.cancellationSilenceMs),
        created_at: now,
      })
      .execute();
    const parties = await loadDealParties(trx, deal.brand_id, deal.creator_id);
    const other = otherParty(side);
    await notify(trx, deps, {
      userId: other === 'brand' ? deal.brand_id : deal.creator_id,
      kind: 'cancellation_requested',
      ...ENDING_NOTIFICATIONS.cancellationRequested(parties[side].name),
      link: dealLink(deal.id),
    });
    await tellBoth(trx, deal, 'cancellation_requested');
  });
  deps.notifyOutbox();
}

/** POST /deals/:id/cancellation: either party asks to cancel a deal in progress. */
export const requestCancellationProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/deals/{id}/cancellation',
      summary:
        'Ask to cancel a deal in progress (not once the work is delivered), with a reason; the other side answers, or 72 hours of silence accepts',
      tags,
    },
    refusals: ['not_found', 'forbidden', 'state_changed', 'conflict'],
  })
  .input(cancellationRequestInputSchema)
  .output(dealAnswerSchema)
  .mutation(async ({ ctx, input }) => {
    await requestCancellation(ctx.deps, ctx.session.user, input.id, input.reason);
    return dealAnswer(ctx.deps, ctx.session.user, input.id);
  });

import {
  ERROR_CODES,
  REVIEW_MESSAGES,
  REVIEW_NOTIFICATIONS,
  dealAnswerSchema,
  reviewInputSchema,
  type ReviewInput,
} from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { settleReviewPrompt } from '../../notifications/done-prompts';
import { notify } from '../../notifications/notify';
import { authedProcedure } from '../../trpc';
import { stateChanged } from '../transitions/apply-transition';
import { lockDealAsParty } from '../transitions/deal-access';
import { dealLink } from '../transitions/deal-notifications';
import { loadDealParties } from '../transitions/deal-parties';
import { dealAnswer, tags } from '../view/deal-answer';
import { otherParty } from '../transitions/transitions';
import { windowEnd } from '../view/load-reviews';

/**
 * A party reviews a completed deal, once, within 14 days of completion: 1-5 stars and words about the
 * other side. The other side is told; the review stays hidden until theirs is in or the window ends.
 */
export async function reviewDeal(deps: ServiceDeps, user: User, dealId: string, input: ReviewInput): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const { deal, side } = await lockDealAsParty(trx, deps, user, dealId);
    const end = windowEnd(deal);
    if (deal.status !== 'completed' || !end) throw stateChanged(deal.status, REVIEW_MESSAGES.notCompleted);
    if (deps.now().getTime() > end.getTime()) throw stateChanged(deal.status, REVIEW_MESSAGES.windowOver);
    const written = await trx
      .insertInto('deal_reviews')
      .values({
        deal_id: deal.id,
        author_side: side,
        author_id: user.id,
        subject_id: side === 'brand' ? deal.creator_id : deal.brand_id,
        rating: input.rating,
        text: input.text,
        created_at: deps.now(),
      })
      .onConflict((oc) => oc.columns(['deal_id', 'author_side']).doNothing())
      .returning('deal_id')
      .executeTakeFirst();
    if (!written)
      throw new AppError(409, ERROR_CODES.conflict, REVIEW_MESSAGES.alreadyReviewed, { body: { status: deal.status } });
    const parties = await loadDealParties(trx, deal.brand_id, deal.creator_id);
    const other = otherParty(side);
    await notify(trx, deps, {
      userId: other === 'brand' ? deal.brand_id : deal.creator_id,
      kind: 'review_received',
      ...REVIEW_NOTIFICATIONS.received(parties[side].name),
      link: dealLink(deal.id),
    });
    // The reader was asked to review by the other side's notification: that prompt is done now.
    await settleReviewPrompt(trx, user.id, dealLink(deal.id), deps.now());
  });
}

/** POST /deals/:id/reviews: a party reviews a completed deal, once. */
export const reviewDealProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/deals/{id}/reviews',
      summary: 'Review a completed deal, once, within 14 days: 1-5 stars and words about the other side',
      tags,
    },
    successStatus: 201,
    refusals: ['not_found', 'forbidden', 'state_changed', 'conflict'],
  })
  .input(reviewInputSchema)
  .output(dealAnswerSchema)
  .mutation(async ({ ctx, input }) => {
    await reviewDeal(ctx.deps, ctx.session.user, input.id, input);
    return dealAnswer(ctx.deps, ctx.session.user, input.id);
  });

import { z } from 'zod';
import {
  DEAL_DURATIONS,
  DEAL_MESSAGES,
  DEAL_STATUSES,
  cancellationRequestInputSchema,
  counterInputSchema,
  disputeAnswerInputSchema,
  disputeInputSchema,
  fundDealInputSchema,
  liveUrlInputSchema,
  requestChangesInputSchema,
  reviewInputSchema,
  submitLinkInputSchema,
  dealIdSchema,
  dealStepInputSchema,
  dealListInputSchema,
  offerInputSchema,
} from '@sponsorly/shared';
import { authedProcedure, roleProcedure, router } from '../trpc';
import { counterOffer } from './offers/counter-offer';
import { createOffer } from './offers/create-offer';
import { checkIdempotencyKey } from './transitions/idempotency';
import { countDeals, listDeals, loadDeal } from './load-deals';
import { dealAnswerSchema, dealListAnswerSchema } from './outputs';
import { approveWork, requestChanges } from './work/review-work';
import { addLivePost } from './work/live-post';
import { submitLink } from './work/submit-link';
import { answerCancellation, cancelOverdue, requestCancellation } from './endings/cancellations';
import { answerDispute, openDispute } from './endings/disputes';
import { reviewDeal } from './reviews/reviews';
import { fundDeal } from './funding/fund-deal';
import { takeStep, type SimpleStep } from './offers/take-step';

const tags = ['Deals'];

/** Only a brand makes offers. */
const brandProcedure = roleProcedure('brand', DEAL_MESSAGES.brandsOnlyOffer);

const STEP_SUMMARIES: Record<SimpleStep, string> = {
  accept: 'Accept the terms the offer waits for you on (-> awaiting_funding)',
  decline: 'Decline the offer',
  withdraw: 'Withdraw the terms you sent',
  extend: `Extend the offer’s expiry by ${DEAL_DURATIONS.offerExtensionMs / 3_600_000} hours, once (the creator)`,
};

/**
 * One of the steps taken with the deal's id alone (and, optionally, the version of the terms the page
 * showed); a retry with the same Idempotency-Key answers the same.
 */
const step = (action: SimpleStep) =>
  authedProcedure
    .meta({
      openapi: { method: 'POST', path: `/deals/{id}/${action}`, summary: STEP_SUMMARIES[action], tags },
      refusals: ['not_found', 'forbidden', 'state_changed', 'conflict'],
      idempotent: true,
    })
    .input(dealStepInputSchema)
    .output(dealAnswerSchema)
    .mutation(async ({ ctx, input }) => {
      const key = checkIdempotencyKey(ctx.idempotencyKey);
      const deal = await takeStep(ctx.deps, ctx.session.user, input.id, action, key, input.version);
      return { deal: await loadDeal(ctx.deps, ctx.session.user, deal.id) };
    });

export const dealsRouter = router({
  list: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/deals', summary: 'Your deals, newest first (every deal, for an admin)', tags } })
    .input(dealListInputSchema)
    .output(dealListAnswerSchema)
    .query(({ ctx, input }) => listDeals(ctx.deps, ctx.session.user, input)),

  counts: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/deals/counts', summary: 'How many of your deals stand in each state', tags } })
    .output(z.partialRecord(z.enum(DEAL_STATUSES), z.number().int()).meta({ id: 'DealCounts' }))
    .query(({ ctx }) => countDeals(ctx.deps, ctx.session.user)),

  get: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/deals/{id}', summary: 'A deal with every version of its terms and every step', tags },
      refusals: ['not_found'],
    })
    .input(dealIdSchema)
    .output(dealAnswerSchema)
    .query(async ({ ctx, input }) => ({ deal: await loadDeal(ctx.deps, ctx.session.user, input.id) })),

  offer: brandProcedure
    .meta({
      openapi: { method: 'POST', path: '/deals', summary: 'Make an offer to a creator', tags },
      successStatus: 201,
      refusals: ['not_found', 'conflict'],
      idempotent: true,
    })
    .input(offerInputSchema)
    .output(dealAnswerSchema)
    .mutation(async ({ ctx, input }) => {
      const key = checkIdempotencyKey(ctx.idempotencyKey);
      const id = await createOffer(ctx.deps, ctx.session.user, input, key);
      return { deal: await loadDeal(ctx.deps, ctx.session.user, id) };
    }),

  counter: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/deals/{id}/counter', summary: 'Counter the offer with other terms', tags },
      refusals: ['not_found', 'forbidden', 'state_changed', 'conflict'],
      idempotent: true,
    })
    .input(counterInputSchema)
    .output(dealAnswerSchema)
    .mutation(async ({ ctx, input }) => {
      const key = checkIdempotencyKey(ctx.idempotencyKey);
      const deal = await counterOffer(ctx.deps, ctx.session.user, input, key);
      return { deal: await loadDeal(ctx.deps, ctx.session.user, deal.id) };
    }),

  accept: step('accept'),
  decline: step('decline'),
  withdraw: step('withdraw'),
  extend: step('extend'),

  fund: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/deals/{id}/fund',
        summary: 'Fund the agreed deal (-> in_progress)',
        description:
          'Pays the price and the platform fee into Sponsorly: the balance first, the card for the rest. A declined card (402 `payment_declined`) takes nothing and leaves the deal waiting for its funding.',
        tags,
      },
      refusals: ['not_found', 'forbidden', 'state_changed', 'payment_declined'],
    })
    .input(fundDealInputSchema)
    .output(dealAnswerSchema)
    .mutation(async ({ ctx, input }) => {
      const deal = await fundDeal(ctx.deps, ctx.session.user, input.id, input);
      return { deal: await loadDeal(ctx.deps, ctx.session.user, deal.id) };
    }),

  submitLink: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/deals/{id}/deliverables/{deliverable_id}/submissions',
        summary: 'Submit a draft of a deliverable (the creator)',
        description:
          'A link with a note as JSON, or a file as multipart/form-data. The last deliverable outstanding makes the deal delivered.',
        tags,
      },
      successStatus: 201,
      refusals: ['not_found', 'forbidden', 'state_changed'],
    })
    .input(submitLinkInputSchema)
    .output(dealAnswerSchema)
    .mutation(async ({ ctx, input }) => {
      await submitLink(ctx.deps, ctx.session.user, input.id, input.deliverable_id, input);
      return { deal: await loadDeal(ctx.deps, ctx.session.user, input.id) };
    }),

  addLivePost: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/deals/{id}/deliverables/{deliverable_id}/live',
        summary: 'The live post of an approved deliverable (the creator); its usage rights run from then',
        tags,
      },
      refusals: ['not_found', 'forbidden', 'state_changed'],
    })
    .input(liveUrlInputSchema)
    .output(dealAnswerSchema)
    .mutation(async ({ ctx, input }) => {
      await addLivePost(ctx.deps, ctx.session.user, input.id, input.deliverable_id, input.url);
      return { deal: await loadDeal(ctx.deps, ctx.session.user, input.id) };
    }),

  approve: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/deals/{id}/approve',
        summary: 'Approve the delivered work (-> completed); the price is released to the creator',
        tags,
      },
      refusals: ['not_found', 'forbidden', 'state_changed', 'conflict'],
      idempotent: true,
    })
    .input(dealIdSchema)
    .output(dealAnswerSchema)
    .mutation(async ({ ctx, input }) => {
      const deal = await approveWork(ctx.deps, ctx.session.user, input.id, checkIdempotencyKey(ctx.idempotencyKey));
      return { deal: await loadDeal(ctx.deps, ctx.session.user, deal.id) };
    }),

  requestCancellation: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/deals/{id}/cancellation',
        summary: 'Ask to cancel a deal under way, with a reason; the other side answers, or 72 hours of silence accepts',
        tags,
      },
      refusals: ['not_found', 'forbidden', 'state_changed', 'conflict'],
    })
    .input(cancellationRequestInputSchema)
    .output(dealAnswerSchema)
    .mutation(async ({ ctx, input }) => {
      await requestCancellation(ctx.deps, ctx.session.user, input.id, input.reason);
      return { deal: await loadDeal(ctx.deps, ctx.session.user, input.id) };
    }),

  acceptCancellation: authedProcedure
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
      return { deal: await loadDeal(ctx.deps, ctx.session.user, input.id) };
    }),

  refuseCancellation: authedProcedure
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
      return { deal: await loadDeal(ctx.deps, ctx.session.user, input.id) };
    }),

  cancelOverdue: authedProcedure
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
      return { deal: await loadDeal(ctx.deps, ctx.session.user, deal.id) };
    }),

  openDispute: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/deals/{id}/disputes',
        summary: 'Open a dispute on delivered work (-> disputed)',
        description:
          'A reason and links to evidence as JSON, or the same with evidence files as multipart/form-data. The other side may answer once; an administrator decides.',
        tags,
      },
      successStatus: 201,
      refusals: ['not_found', 'forbidden', 'state_changed', 'conflict'],
    })
    .input(disputeInputSchema)
    .output(dealAnswerSchema)
    .mutation(async ({ ctx, input }) => {
      await openDispute(ctx.deps, ctx.session.user, input.id, input);
      return { deal: await loadDeal(ctx.deps, ctx.session.user, input.id) };
    }),

  answerDispute: authedProcedure
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
      return { deal: await loadDeal(ctx.deps, ctx.session.user, input.id) };
    }),

  review: authedProcedure
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
      return { deal: await loadDeal(ctx.deps, ctx.session.user, input.id) };
    }),

  requestChanges: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/deals/{id}/request-changes',
        summary: 'Ask for changes to one deliverable (-> changes_requested)',
        description: 'Each request uses one of the revisions the deal includes; past the last, 409 `revisions_exhausted`.',
        tags,
      },
      refusals: ['not_found', 'forbidden', 'state_changed', 'conflict', 'revisions_exhausted'],
      idempotent: true,
    })
    .input(requestChangesInputSchema)
    .output(dealAnswerSchema)
    .mutation(async ({ ctx, input }) => {
      const deal = await requestChanges(ctx.deps, ctx.session.user, input.id, input, checkIdempotencyKey(ctx.idempotencyKey));
      return { deal: await loadDeal(ctx.deps, ctx.session.user, deal.id) };
    }),
});

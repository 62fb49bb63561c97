import { PAYMENT_MESSAGES, withdrawSchema, withdrawalViewSchema } from '@sponsorly/shared';
import { roleProcedure } from '../trpc';
import { withdraw } from './payouts';
import { tags } from './wallet-procedures';

/** POST /wallet/refunds: a brand sends balance back to its card; the service is withdraw (payouts.ts), as for a payout. */
export const refundBalanceProcedure = roleProcedure('brand', PAYMENT_MESSAGES.brandsRefund)
  .meta({
    openapi: {
      method: 'POST',
      path: '/wallet/refunds',
      summary: 'Send balance back to your card',
      description:
        'Refunds part of the available balance to the card that paid (the sandbox at once). With Stripe the refund is split over the card payments the balance came from, newest first, and may answer `pending` while Stripe still sends a part; a part Stripe refuses comes back to the balance, and `amount_cents` is what went. More than is available, or than the card payments can still refund: 409 `insufficient_funds`.',
      tags,
    },
    successStatus: 201,
    idempotent: true,
    refusals: ['insufficient_funds', 'payment_declined', 'conflict'],
  })
  .input(withdrawSchema)
  .output(withdrawalViewSchema)
  .mutation(({ ctx, input }) => withdraw(ctx.deps, ctx.session.user, input.amount_cents, 'USD', ctx.idempotencyKey));

import { z } from 'zod';
import { CURRENCIES, PAYMENT_MESSAGES, TRANSFER_CODES, movementsInputSchema, withdrawSchema } from '@sponsorly/shared';
import { authedProcedure, roleProcedure, router } from '../trpc';
import { listMovements } from './movements';
import { withdraw } from './payouts';
import { loadMoneySummary } from './summary';
import { loadWallet } from './wallet';

const tags = ['Wallet'];
const cents = (description: string) => z.number().int().meta({ description });

const walletSchema = z
  .object({
    currency: z.enum(CURRENCIES),
    available_cents: cents('A brand: to fund deals or send back to its card. A creator: to withdraw.'),
    pending_cents: cents('A creator: released for approved work, clearing before it can be withdrawn. A brand: 0.'),
    held_cents: cents('Held in deals under way: a brand’s money, or a creator’s to come.'),
    paid_out_cents: cents('A creator: withdrawn. A brand: sent back to its card.'),
  })
  .meta({ id: 'Wallet' });

const movementSchema = z
  .object({
    id: z.string(),
    deal_id: z.uuid().nullable(),
    kind: z.enum(TRANSFER_CODES),
    amount_cents: cents('Into the person’s money on Sponsorly (+) or out of it (−).'),
    hold: z
      .object({ state: z.enum(['held', 'released', 'partly_released', 'returned']), released_cents: z.number().int() })
      .nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Movement' });

const withdrawalSchema = z
  .object({ operation_id: z.uuid(), amount_cents: z.number().int(), status: z.literal('succeeded') })
  .meta({ id: 'Withdrawal' });

export const walletRouter = router({
  get: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/wallet', summary: 'Your money on Sponsorly, from the ledger', tags } })
    .output(walletSchema)
    .query(({ ctx }) => loadWallet(ctx.deps.db, ctx.session.user)),

  summary: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/wallet/summary',
        summary: 'Released this month and in all, fees, and money to come (the dashboards’ figures)',
        tags,
      },
    })
    .output(
      z
        .object({
          this_month_cents: cents(
            'A creator: released this month (UTC). A brand: spent on approved work this month, fees included.',
          ),
          total_cents: cents('The same since the first deal.'),
          fees_cents: cents('Of a brand’s spending, the platform fees; 0 for a creator.'),
          pending_cents: cents('A creator: held in deals under way and clearing. A brand: held in deals under way.'),
          by_month: z
            .array(z.object({ month: z.string().meta({ description: 'YYYY-MM (UTC)' }), cents: z.number().int() }))
            .meta({ description: 'The last six months, oldest first.' }),
        })
        .meta({ id: 'MoneySummary' }),
    )
    .query(({ ctx }) => loadMoneySummary(ctx.deps.db, ctx.session.user, ctx.deps.now())),

  movements: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/wallet/movements', summary: 'Every movement of your money, newest first', tags } })
    .input(movementsInputSchema)
    .output(z.object({ items: z.array(movementSchema), next_cursor: z.string().nullable() }))
    .query(({ ctx, input }) => listMovements(ctx.deps.db, ctx.session.user, input.cursor)),

  payout: roleProcedure('creator', PAYMENT_MESSAGES.creatorsWithdraw)
    .meta({
      openapi: {
        method: 'POST',
        path: '/wallet/payouts',
        summary: 'Withdraw available earnings',
        description:
          'Pays out of the available balance (the sandbox pays at once). More than is available: 409 `insufficient_funds`.',
        tags,
      },
      successStatus: 201,
      refusals: ['insufficient_funds', 'payment_declined'],
    })
    .input(withdrawSchema)
    .output(withdrawalSchema)
    .mutation(({ ctx, input }) => withdraw(ctx.deps, ctx.session.user, input.amount_cents)),

  refund: roleProcedure('brand', PAYMENT_MESSAGES.brandsRefund)
    .meta({
      openapi: {
        method: 'POST',
        path: '/wallet/refunds',
        summary: 'Send balance back to your card',
        description:
          'Refunds part of the available balance to the card that paid (the sandbox at once). More than is available: 409 `insufficient_funds`.',
        tags,
      },
      successStatus: 201,
      refusals: ['insufficient_funds', 'payment_declined'],
    })
    .input(withdrawSchema)
    .output(withdrawalSchema)
    .mutation(({ ctx, input }) => withdraw(ctx.deps, ctx.session.user, input.amount_cents)),
});

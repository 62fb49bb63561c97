import { ERROR_CODES, PAYMENT_MESSAGES, reconcileInputSchema, reconciliationViewSchema } from '@sponsorly/shared';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { reconcileStripe } from '../payments/stripe/reconcile';
import { adminProcedure } from '../trpc';
import { tags } from './admin-procedures';

/** Stripe's balance history since a day against the books; 409 when this server does not use Stripe. */
export function reconcilePayments(deps: ServiceDeps, since: string) {
  if (!deps.stripe) throw new AppError(409, ERROR_CODES.conflict, PAYMENT_MESSAGES.reconcileNeedsStripe);
  return reconcileStripe(deps.db, deps.stripe, new Date(`${since}T00:00:00Z`));
}

/** GET /admin/payments/reconcile?since=: the service `npm run payments:reconcile` runs too. */
export const reconcilePaymentsProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/payments/reconcile',
      summary: 'Stripe’s balance history against the books (as npm run payments:reconcile)',
      description:
        'Every charge and transfer Stripe moved since the day, matched one to one with a succeeded payment operation of the same amount, and each difference listed. 409 `conflict` when the server does not use Stripe.',
      tags,
    },
    refusals: ['conflict'],
  })
  .input(reconcileInputSchema)
  .output(reconciliationViewSchema)
  .query(({ ctx, input }) => reconcilePayments(ctx.deps, input.since));

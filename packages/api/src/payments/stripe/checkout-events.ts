import type Stripe from 'stripe';
import type { Currency } from '@sponsorly/shared';
import { settleCharge } from '../../deals/funding/fund-deal';
import type { ServiceDeps } from '../../lib/deps';
import { isUuid } from '../../lib/uuid';
import { PaymentStillOpen } from '../provider';
import { providerOf } from '../provider-of';

export type EventOutcome = 'applied' | 'unknown_object' | 'not_handled' | 'waiting';

/**
 * A Checkout Session's event (completed, a delayed payment succeeded or failed, expired): the operation it
 * pays is found by the id Sponsorly put in its metadata, its outcome read from Stripe now, and settled
 * once as the brand's request would have: paid funds the deal (or, if the deal moved on, stays in the
 * brand's balance), failed or expired moves nothing and tells the brand. A session still settling (a bank
 * debit under way) waits for its next event.
 */
export async function settleCheckoutEvent(deps: ServiceDeps, event: Stripe.Event): Promise<EventOutcome> {
  const session = event.data.object as Stripe.Checkout.Session;
  const operationId = session.metadata?.operation_id;
  if (!operationId || !isUuid(operationId)) return 'unknown_object';
  const op = await deps.db
    .selectFrom('payment_operations')
    .selectAll()
    .where('id', '=', operationId)
    .where('provider', '=', 'stripe')
    .where('kind', '=', 'charge')
    .executeTakeFirst();
  if (!op) return 'unknown_object';
  if (op.status !== 'pending') return 'applied';
  const provider = providerOf(deps, 'stripe');
  if (!provider) throw new Error('Stripe is not configured: the event waits');
  const call = {
    id: op.id,
    amountCents: Number(op.amount_cents),
    currency: op.currency as Currency,
    // The event names the session even when the request that opened it had not yet kept its id.
    details: { ...op.details, checkout_session_id: session.id },
  };
  try {
    await settleCharge(deps, op.id, await provider.charge(call), { tellBrand: true });
  } catch (error) {
    if (error instanceof PaymentStillOpen) return 'waiting';
    throw error;
  }
  return 'applied';
}

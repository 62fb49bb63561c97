import Stripe from 'stripe';
import type { PaymentOperationRow } from '@sponsorly/db';
import type { ServiceDeps } from '../../lib/deps';
import { isUuid } from '../../lib/uuid';
import { recordRefundOutcomes } from '../../ledger/refund-parts';
import { refundPartsOf } from '../../ledger/refund-split';
import type { ProviderCall, RefundPart, RefundPartOutcome, RefundPartStatus } from '../provider';
import type { EventOutcome } from './checkout-events';
import type { StripeConnect } from './stripe-connect';

/** A refund's status at Stripe as a part's outcome: `pending` and `requires_action` still wait. */
const statusOf = (refund: Stripe.Refund): RefundPartStatus =>
  refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';

/**
 * One part of a brand's refund (docs/payments.md "Refunds to a card with Stripe"): `POST /v1/refunds` of the
 * part's amount on its charge, keyed `refund_<operation>_<part>` so a retry answers the same refund; a part
 * already made is read again (`GET /v1/refunds/:id`), since a replayed request answers what Stripe said then.
 * Stripe refusing it (the charge disputed, or refunded already) is a part that failed; Stripe out of reach
 * throws, and the part waits.
 */
export async function refundChargePart(
  stripe: StripeConnect,
  call: ProviderCall,
  part: RefundPart & { index: number },
): Promise<RefundPartOutcome> {
  if (part.refund) return outcomeOf(part.index, await stripe.client.refunds.retrieve(part.refund));
  try {
    const refund = await stripe.client.refunds.create(
      { charge: part.charge, amount: part.amount, metadata: { operation_id: call.id, part: String(part.index) } },
      { idempotencyKey: `refund_${call.id}_${part.index}` },
    );
    return outcomeOf(part.index, refund);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return { index: part.index, refund: null, status: 'failed' };
    throw error;
  }
}

const outcomeOf = (index: number, refund: Stripe.Refund): RefundPartOutcome => ({
  index,
  refund: refund.id,
  status: statusOf(refund),
});

/**
 * `refund.updated`: the refund's operation and part are found by the ids Sponsorly put in its metadata (and
 * must be that part's refund, on that charge), its state read from Stripe now, and the part settled once.
 */
export async function settleRefundEvent(deps: ServiceDeps, stripe: StripeConnect, event: Stripe.Event): Promise<EventOutcome> {
  const refund = event.data.object as Stripe.Refund;
  const operationId = refund.metadata?.operation_id;
  if (!operationId || !isUuid(operationId)) return 'unknown_object';
  const op = await deps.db
    .selectFrom('payment_operations')
    .selectAll()
    .where('id', '=', operationId)
    .where('kind', '=', 'refund')
    .where('provider', '=', 'stripe')
    .executeTakeFirst();
  const index = Number(refund.metadata?.part);
  const part = op && refundPartsOf(op)?.[index];
  const charge = typeof refund.charge === 'string' ? refund.charge : refund.charge?.id;
  if (!op || !part || part.charge !== charge || (part.refund && part.refund !== refund.id)) return 'unknown_object';
  return settlePart(deps, stripe, op, index, refund.id);
}

/**
 * `charge.refunded`: a charge of Sponsorly's was refunded, in full or in part. Each part on it still waiting,
 * whose refund Stripe made, is read from Stripe now and settled once.
 */
export async function settleChargeRefundedEvent(
  deps: ServiceDeps,
  stripe: StripeConnect,
  event: Stripe.Event,
): Promise<EventOutcome> {
  const { id } = event.data.object as Stripe.Charge;
  const charge = await deps.db
    .selectFrom('payment_operations')
    .select('user_id')
    .where('provider_reference', '=', id)
    .where('kind', '=', 'charge')
    .where('provider', '=', 'stripe')
    .executeTakeFirst();
  if (!charge) return 'unknown_object';
  const refunding = await deps.db
    .selectFrom('payment_operations')
    .selectAll()
    .where('user_id', '=', charge.user_id)
    .where('kind', '=', 'refund')
    .where('provider', '=', 'stripe')
    .where('status', '=', 'pending')
    .execute();
  let outcome: EventOutcome = 'applied';
  for (const op of refunding) {
    for (const [index, part] of (refundPartsOf(op) ?? []).entries()) {
      if (part.charge !== id || !part.refund || part.status === 'succeeded' || part.status === 'failed') continue;
      if ((await settlePart(deps, stripe, op, index, part.refund)) === 'waiting') outcome = 'waiting';
    }
  }
  return outcome;
}

/** A part's refund read from Stripe and recorded; a part with an outcome already is left as it is. */
async function settlePart(
  deps: ServiceDeps,
  stripe: StripeConnect,
  op: PaymentOperationRow,
  index: number,
  refundId: string,
): Promise<EventOutcome> {
  const part = refundPartsOf(op)?.[index];
  if (op.status !== 'pending' || part?.status === 'succeeded' || part?.status === 'failed') return 'applied';
  const outcome = outcomeOf(index, await stripe.client.refunds.retrieve(refundId));
  await recordRefundOutcomes(deps, op.id, [outcome], { tellBrand: true });
  return outcome.status === 'pending' ? 'waiting' : 'applied';
}

import type Stripe from 'stripe';
import type { Currency, PaymentProviderName } from '@sponsorly/shared';
import type { PaymentOperationRow } from '@sponsorly/db';
import type { ServiceDeps } from '../../lib/deps';
import { postJournal, type MoveEntry } from '../../ledger/journal';
import type { StripeConnect } from './stripe-connect';
import type { EventOutcome } from './checkout-events';

/**
 * Stripe's fee on a charge (docs/ledger.md "Processing fees"): what its balance transaction says Stripe
 * kept, when the charge has one yet and it is in the charge's own currency (null otherwise).
 */
export function feeOfCharge(charge: Stripe.Charge | null | undefined): number | null {
  const transaction = charge?.balance_transaction;
  if (!transaction || typeof transaction !== 'object') return null;
  if (transaction.currency !== charge.currency) return null;
  return transaction.fee > 0 ? transaction.fee : null;
}

/**
 * The fee as a transfer: the provider kept it, so it never reached the platform's money there (the
 * provider's account is credited, as for money sent out), and it is the platform's expense
 * (`processor_fees`, debited). One per charge: its id names the operation.
 */
export const processorFeeEntry = (
  op: Pick<PaymentOperationRow, 'id' | 'currency' | 'deal_id'>,
  provider: PaymentProviderName,
  feeCents: number,
): MoveEntry => ({
  kind: 'single',
  id: `processor_fee:${op.id}`,
  debit: { kind: 'processor_fees', currency: op.currency as Currency },
  credit: { kind: 'provider', provider, currency: op.currency as Currency },
  amount: feeCents,
  code: 'processor_fee',
  dealId: op.deal_id,
});

/**
 * `charge.updated`: a charge whose fee was not known when it was recorded (its balance transaction came
 * later) has it recorded now, once. The charge is read from Stripe, never from the event's copy.
 */
export async function recordLateProcessorFee(
  deps: ServiceDeps,
  stripe: StripeConnect,
  event: Stripe.Event,
): Promise<EventOutcome> {
  const { id } = event.data.object as Stripe.Charge;
  const op = await deps.db
    .selectFrom('payment_operations')
    .select(['id', 'currency', 'deal_id'])
    .where('provider', '=', 'stripe')
    .where('kind', '=', 'charge')
    .where('status', '=', 'succeeded')
    .where('provider_reference', '=', id)
    .executeTakeFirst();
  if (!op) return 'unknown_object';
  const feeId = `processor_fee:${op.id}`;
  if (await deps.db.selectFrom('ledger_transfers').select('id').where('id', '=', feeId).executeTakeFirst()) return 'applied';
  const fee = feeOfCharge(await stripe.client.charges.retrieve(id, { expand: ['balance_transaction'] }));
  if (fee === null) return 'applied';
  // Written once: the same transfer written again by a racing delivery is answered `already_posted`.
  await deps.db.transaction().execute((trx) => postJournal(trx, [processorFeeEntry(op, 'stripe', fee)], deps.now()));
  return 'applied';
}

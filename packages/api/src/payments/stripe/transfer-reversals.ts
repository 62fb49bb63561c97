import type Stripe from 'stripe';
import { PAYMENT_MESSAGES, type Currency } from '@sponsorly/shared';
import { notify } from '../../notifications/notify';
import type { ServiceDeps } from '../../lib/deps';
import { postJournal } from '../../ledger/journal';
import type { EventOutcome } from './checkout-events';
import type { StripeConnect } from './stripe-connect';

/**
 * `transfer.reversed`: Stripe took a creator's payout back from their connected account, in full or in part.
 * The payout is found by its transfer's id; the transfer's reversals are read from Stripe now, and each
 * goes back to the creator's available balance once (`payout_reversed:<reversal>`, provider -> the
 * creator), so a repeated or later event moves only a reversal not yet recorded. The payout itself stays
 * succeeded: it was paid, then reversed.
 */
export async function returnReversedPayout(deps: ServiceDeps, stripe: StripeConnect, event: Stripe.Event): Promise<EventOutcome> {
  const { id } = event.data.object as Stripe.Transfer;
  const payout = await deps.db
    .selectFrom('payment_operations')
    .select(['id', 'user_id', 'currency'])
    .where('provider_reference', '=', id)
    .where('kind', '=', 'payout')
    .where('provider', '=', 'stripe')
    .where('status', '=', 'succeeded')
    .executeTakeFirst();
  if (!payout) return 'unknown_object';
  const reversals: Stripe.TransferReversal[] = [];
  for await (const reversal of stripe.client.transfers.listReversals(id, { limit: 100 })) reversals.push(reversal);
  const currency = payout.currency as Currency;
  await deps.db.transaction().execute(async (trx) => {
    // Two events about one transfer at once: the second waits here and finds the first's transfers.
    await trx.selectFrom('payment_operations').select('id').where('id', '=', payout.id).forUpdate().execute();
    const ids = reversals.map((reversal) => `payout_reversed:${reversal.id}`);
    const recorded = ids.length ? await trx.selectFrom('ledger_transfers').select('id').where('id', 'in', ids).execute() : [];
    const fresh = reversals.filter((reversal) => !recorded.some((row) => row.id === `payout_reversed:${reversal.id}`));
    await postJournal(
      trx,
      fresh.map((reversal) => ({
        kind: 'single' as const,
        id: `payout_reversed:${reversal.id}`,
        debit: { kind: 'provider' as const, provider: 'stripe' as const, currency },
        credit: { kind: 'creator_available' as const, userId: payout.user_id, currency },
        amount: reversal.amount,
        code: 'payout_reversed' as const,
      })),
      deps.now(),
    );
    const returned = fresh.reduce((sum, reversal) => sum + reversal.amount, 0);
    if (returned > 0)
      await notify(trx, deps, {
        userId: payout.user_id,
        kind: 'payout_returned',
        link: '/earnings',
        ...PAYMENT_MESSAGES.payoutReturnedNotice(returned),
      });
  });
  deps.notifyOutbox();
  return 'applied';
}

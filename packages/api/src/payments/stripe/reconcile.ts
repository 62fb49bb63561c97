import type Stripe from 'stripe';
import type { ReconciliationView } from '@sponsorly/shared';
import type { Database, Kysely } from '@sponsorly/db';
import type { StripeConnect } from './stripe-connect';

type Difference = ReconciliationView['differences'][number];

/** The kinds of Stripe balance movement Sponsorly makes, by the payment operation that records each. */
const OPERATION_OF_TYPE: Partial<Record<Stripe.BalanceTransaction.Type, 'charge' | 'payout'>> = {
  charge: 'charge',
  payment: 'charge',
  transfer: 'payout',
};

/**
 * Stripe's balance history since a date against Sponsorly's books (docs/payments.md "Reconciliation"):
 * every charge and transfer Stripe moved is a succeeded payment operation of the same amount (its
 * reference is the Stripe object's id), one to one, and every succeeded operation since then is in
 * Stripe's history. Each mismatch is listed: Stripe moved money the ledger does not know, the ledger
 * counts money Stripe never moved, or the amounts differ. Stripe is read page by page, outside any
 * transaction. Movements of other kinds (Stripe's own payouts to the platform's bank, adjustments) are
 * not Sponsorly's and are left out.
 */
export async function reconcileStripe(db: Kysely<Database>, stripe: StripeConnect, since: Date): Promise<ReconciliationView> {
  const seen = new Map<string, Stripe.BalanceTransaction>();
  const listed = stripe.client.balanceTransactions.list({ created: { gte: Math.floor(since.getTime() / 1000) }, limit: 100 });
  for await (const movement of listed) {
    const source = typeof movement.source === 'string' ? movement.source : movement.source?.id;
    if (source && OPERATION_OF_TYPE[movement.type]) seen.set(source, movement);
  }
  const operations = await db
    .selectFrom('payment_operations')
    .select(['id', 'kind', 'amount_cents', 'provider_reference'])
    .where('provider', '=', 'stripe')
    .where('status', '=', 'succeeded')
    .where('kind', 'in', ['charge', 'payout'])
    .where('completed_at', '>=', since)
    .execute();
  const known = new Map(
    (
      await db
        .selectFrom('payment_operations')
        .select(['id', 'provider_reference'])
        .where('provider', '=', 'stripe')
        .where('status', '=', 'succeeded')
        .where('provider_reference', 'in', [...seen.keys(), ''])
        .execute()
    ).map((op) => [op.provider_reference!, op.id]),
  );

  const differences: Difference[] = [];
  let matched = 0;
  for (const op of operations) {
    const reference = op.provider_reference ?? '';
    const movement = seen.get(reference);
    const amount = Number(op.amount_cents);
    if (!movement) {
      differences.push({
        kind: op.kind as Difference['kind'],
        stripe_id: reference || null,
        ledger_id: op.id,
        amount_cents: amount,
        reason: 'Sponsorly counts it paid, but it is not in Stripe’s balance history.',
      });
    } else if (Math.abs(movement.amount) !== amount) {
      differences.push({
        kind: op.kind as Difference['kind'],
        stripe_id: reference,
        ledger_id: op.id,
        amount_cents: Math.abs(movement.amount) - amount,
        reason: `Stripe moved ${Math.abs(movement.amount)} cents; Sponsorly recorded ${amount}.`,
      });
    } else matched++;
  }
  for (const [source, movement] of seen) {
    if (known.has(source)) continue;
    differences.push({
      kind: OPERATION_OF_TYPE[movement.type]!,
      stripe_id: source,
      ledger_id: null,
      amount_cents: Math.abs(movement.amount),
      reason: 'Stripe moved it, but no payment operation of Sponsorly’s records it.',
    });
  }
  return { matched, differences };
}

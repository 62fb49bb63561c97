import type Stripe from 'stripe';
import type { ReconciliationView } from '@sponsorly/shared';
import type { Database, Kysely } from '@sponsorly/db';
import { refundPartsOf } from '../../ledger/refund-split';
import type { StripeConnect } from './stripe-connect';

type Difference = ReconciliationView['differences'][number];
type Kind = Difference['kind'];

/** Stripe's balance movements Sponsorly makes, by what records each in the books. */
const KIND_OF_TYPE: Partial<Record<Stripe.BalanceTransaction.Type, Kind>> = {
  charge: 'charge',
  payment: 'charge',
  transfer: 'payout',
  refund: 'refund',
  refund_failure: 'refund',
};

/** One Stripe object's net movement (a refund less its failure), and the fee Stripe kept on it. */
interface Moved {
  kind: Kind;
  amount: number;
  fee: number;
}

/** What the books say moved through Stripe, by the Stripe object's id. */
interface Booked {
  kind: Kind;
  ledgerId: string;
  amount: number;
}

const differenceOf = (kind: Kind, stripeId: string | null, ledgerId: string | null, amount: number, reason: string) => ({
  kind,
  stripe_id: stripeId,
  ledger_id: ledgerId,
  amount_cents: amount,
  reason,
});

/** Stripe's balance history since the day, net per object: a refund that failed cancels its refund. */
async function movedAtStripe(stripe: StripeConnect, since: Date): Promise<Map<string, Moved>> {
  const moved = new Map<string, Moved>();
  const listed = stripe.client.balanceTransactions.list({ created: { gte: Math.floor(since.getTime() / 1000) }, limit: 100 });
  for await (const movement of listed) {
    const source = typeof movement.source === 'string' ? movement.source : movement.source?.id;
    const kind = KIND_OF_TYPE[movement.type];
    if (!source || !kind) continue;
    const earlier = moved.get(source) ?? { kind, amount: 0, fee: 0 };
    // Money in (a charge) counts as it is; money out (a transfer, a refund) the other way round, so a
    // refund's failure (money back in) cancels it.
    const signed = kind === 'charge' ? movement.amount : -movement.amount;
    moved.set(source, { kind, amount: earlier.amount + signed, fee: earlier.fee + movement.fee });
  }
  return moved;
}

/**
 * What the books say went through Stripe since the day: each succeeded charge and payout by its Stripe id,
 * each refunded part of a refund by its refund's id, and each charge's recorded processing fee.
 */
async function bookedAtSponsorly(db: Kysely<Database>, since: Date) {
  const operations = await db
    .selectFrom('payment_operations')
    .select(['id', 'kind', 'amount_cents', 'provider_reference', 'details'])
    .where('provider', '=', 'stripe')
    .where('status', '=', 'succeeded')
    .where('completed_at', '>=', since)
    .execute();
  const booked = new Map<string, Booked>();
  const unreferenced: Booked[] = [];
  for (const op of operations) {
    if (op.kind === 'refund') {
      for (const part of refundPartsOf(op) ?? [])
        if (part.status === 'succeeded' && part.refund)
          booked.set(part.refund, { kind: 'refund', ledgerId: op.id, amount: part.amount });
      continue;
    }
    const entry = { kind: op.kind as Kind, ledgerId: op.id, amount: Number(op.amount_cents) };
    if (op.provider_reference) booked.set(op.provider_reference, entry);
    else unreferenced.push(entry);
  }
  const fees = new Map(
    (
      await db
        .selectFrom('ledger_transfers')
        .select(['id', 'amount'])
        .where(
          'id',
          'in',
          [...booked.values()]
            .filter((b) => b.kind === 'charge')
            .map((b) => `processor_fee:${b.ledgerId}`)
            .concat(['']),
        )
        .execute()
    ).map((t) => [t.id.slice('processor_fee:'.length), Number(t.amount)]),
  );
  return { booked, unreferenced, fees };
}

/**
 * Stripe's balance history since a day against Sponsorly's books (docs/payments.md "Reconciliation"):
 * every charge, refund and transfer Stripe moved is a succeeded payment operation (or a refund's part) of
 * the same amount, found by the Stripe object's id, one to one; every one the books count since then is in
 * Stripe's history; and the fee Stripe kept on each charge is the processing fee the books recorded. Each
 * mismatch is listed. Stripe is read page by page, outside any transaction. Movements of other kinds
 * (Stripe's payouts to the platform's bank, adjustments, dispute withdrawals) are not compared.
 */
export async function reconcileStripe(db: Kysely<Database>, stripe: StripeConnect, since: Date): Promise<ReconciliationView> {
  const moved = await movedAtStripe(stripe, since);
  const { booked, unreferenced, fees } = await bookedAtSponsorly(db, since);
  // An object moved at Stripe before the day but booked after it (or the other way) is found by its id.
  const bookedEarlier = new Set(
    (
      await db
        .selectFrom('payment_operations')
        .select('provider_reference')
        .where('provider', '=', 'stripe')
        .where('status', '=', 'succeeded')
        .where('provider_reference', 'in', [...moved.keys()].concat(['']))
        .execute()
    ).map((op) => op.provider_reference),
  );
  const differences: Difference[] = [];
  let matched = 0;
  for (const [stripeId, book] of booked) {
    const movement = moved.get(stripeId);
    if (!movement) {
      differences.push(
        differenceOf(
          book.kind,
          stripeId,
          book.ledgerId,
          book.amount,
          'Sponsorly counts it paid, but it is not in Stripe’s balance history.',
        ),
      );
      continue;
    }
    if (movement.amount !== book.amount) {
      differences.push(
        differenceOf(
          book.kind,
          stripeId,
          book.ledgerId,
          movement.amount - book.amount,
          `Stripe moved ${movement.amount} cents; Sponsorly recorded ${book.amount}.`,
        ),
      );
      continue;
    }
    matched++;
    if (book.kind !== 'charge') continue;
    const recordedFee = fees.get(book.ledgerId) ?? 0;
    if (movement.fee !== recordedFee)
      differences.push(
        differenceOf(
          'fee',
          stripeId,
          book.ledgerId,
          movement.fee - recordedFee,
          `Stripe kept a fee of ${movement.fee} cents; Sponsorly recorded ${recordedFee}.`,
        ),
      );
  }
  for (const book of unreferenced)
    differences.push(
      differenceOf(book.kind, null, book.ledgerId, book.amount, 'Sponsorly counts it paid, but it names nothing at Stripe.'),
    );
  for (const [stripeId, movement] of moved) {
    if (booked.has(stripeId) || bookedEarlier.has(stripeId) || movement.amount === 0) continue;
    differences.push(
      differenceOf(
        movement.kind,
        stripeId,
        null,
        movement.amount,
        'Stripe moved it, but no payment operation of Sponsorly’s records it.',
      ),
    );
  }
  return { matched, differences };
}

import { ERROR_CODES, PAYMENT_MESSAGES, type Currency, type PaymentProviderName } from '@sponsorly/shared';
import { sql, type Database, type PaymentOperationRow, type Transaction } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import type { RefundPart } from '../payments/provider';

/**
 * Serializes a brand's refunds, in the transaction that sets one aside: what a charge can still refund
 * depends on every refund before it, so two refunds split at once would both count the same cents.
 */
export async function lockRefundsOf(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().executeTakeFirstOrThrow();
}

/**
 * A refund to the card split over the charges the brand's balance came from, newest first, each part at
 * most what its charge can still refund: its amount less the parts of earlier refunds that took from it
 * (pending or refunded; a part that failed gave its cents back). Every cent of a brand's balance entered
 * through a charge, so the charges cover any balance; `refundable` says how much they cover when they do not.
 */
export async function splitOverCharges(
  trx: Transaction<Database>,
  request: { userId: string; provider: PaymentProviderName; currency: Currency; amountCents: number },
): Promise<{ parts: RefundPart[]; refundable: number }> {
  const { userId, provider, currency, amountCents } = request;
  const charges = await sql<{ charge: string; refundable: string }>`
    select c.provider_reference as charge, (c.amount_cents - coalesce(taken.cents, 0))::text as refundable
    from payment_operations c
    left join lateral (
      select sum((p->>'amount')::bigint) as cents
      from payment_operations r cross join lateral jsonb_array_elements(r.details->'parts') p
      where r.user_id = c.user_id and r.kind = 'refund' and r.provider = c.provider
        and p->>'charge' = c.provider_reference and coalesce(p->>'status', 'pending') <> 'failed'
    ) taken on true
    where c.user_id = ${userId} and c.kind = 'charge' and c.provider = ${provider} and c.currency = ${currency}
      and c.status = 'succeeded' and c.provider_reference is not null
    order by c.completed_at desc, c.id desc`.execute(trx);
  const parts: RefundPart[] = [];
  let left = amountCents;
  let refundable = 0;
  for (const row of charges.rows) {
    const cents = Number(row.refundable);
    if (cents <= 0) continue;
    refundable += cents;
    if (left === 0) continue;
    const amount = Math.min(cents, left);
    parts.push({ charge: row.charge, amount });
    left -= amount;
  }
  return { parts, refundable };
}

/** 409: the refund asks for more than the brand's card payments can still give back; nothing moves. */
export const refundBeyondCharges = (refundable: number) =>
  new AppError(409, ERROR_CODES.insufficientFunds, PAYMENT_MESSAGES.refundBeyondCharges(refundable));

/** The parts of a refund split over charges, or undefined for an operation that is not one. */
export function refundPartsOf(op: Pick<PaymentOperationRow, 'details'>): RefundPart[] | undefined {
  const parts = op.details.parts;
  return Array.isArray(parts) ? (parts as RefundPart[]) : undefined;
}

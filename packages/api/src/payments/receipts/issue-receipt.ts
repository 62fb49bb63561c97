import { describeDeliverable, describeDeliverables, type DeliverableType } from '@sponsorly/shared';
import type { Database, DealDeliverableColumn, DealRow, PaymentOperationRow, Transaction } from '@sponsorly/db';
import { sql } from '@sponsorly/db';
import type { ServiceDeps } from '../../lib/deps';
import { personNameSql } from '../../lib/party-names';
import { cardOf, partiesOf, type ReceiptContent } from './receipt-content';
import { nextReceiptNumber } from './receipt-numbers';

type Deps = Pick<ServiceDeps, 'now' | 'settings'>;

/** The agreed terms a receipt is written from (the deal's current version). */
interface AgreedTerms {
  price_cents: number | string | bigint;
  fee_cents: number | string | bigint;
  deliverables: DealDeliverableColumn[];
}

/**
 * The receipt of a deal being funded, written in the transaction that funds it (the `fund` step's
 * effect), so a funded deal always has one and a rolled-back funding none. It covers the deal's total
 * however it was paid: what the card charges for this deal brought in, the balance the rest.
 */
export async function issueDealReceipt(trx: Transaction<Database>, deps: Deps, deal: DealRow, terms: AgreedTerms) {
  const price = Number(terms.price_cents);
  const fee = Number(terms.fee_cents);
  const total = price + fee;
  const charges = await trx
    .selectFrom('payment_operations')
    .select(['amount_cents', 'details'])
    .where('deal_id', '=', deal.id)
    .where('kind', '=', 'charge')
    .where('status', '=', 'succeeded')
    .orderBy('completed_at')
    .execute();
  const byCard = Math.min(
    total,
    charges.reduce((sum, charge) => sum + Number(charge.amount_cents), 0),
  );
  const names = await trx
    .selectFrom('users as c')
    .leftJoin('campaigns as k', (join) => join.on('k.id', '=', deal.campaign_id))
    .select([personNameSql('c').as('creator'), 'k.title as campaign'])
    .where('c.id', '=', deal.creator_id)
    .executeTakeFirstOrThrow();
  const deliverables = terms.deliverables.map((d) => ({
    type: d.type as DeliverableType,
    quantity: d.quantity,
    due: d.due_date,
  }));
  const content: ReceiptContent = {
    kind: 'receipt',
    ...(await partiesOf(trx, deps, deal.brand_id)),
    deal: {
      id: deal.id,
      title: describeDeliverables(deliverables),
      creator: names.creator,
      campaign: names.campaign,
      deliverables: deliverables.map((d) => ({ description: describeDeliverable(d), due_date: d.due })),
    },
    price_cents: price,
    fee_cents: fee,
    total_cents: total,
    from_balance_cents: total - byCard,
    by_card_cents: byCard,
    card: charges.map((charge) => cardOf(charge.details)).findLast((card) => card !== null) ?? null,
  };
  await insertReceipt(trx, deps.now(), { brandId: deal.brand_id, dealId: deal.id, currency: deal.currency, content });
}

/**
 * The credit note of a refund to the brand's card, written in the transaction that records it as paid.
 * The card is the one the brand last paid with, when the provider kept its digits.
 */
export async function issueCreditNote(
  trx: Transaction<Database>,
  deps: Deps,
  op: Pick<PaymentOperationRow, 'id' | 'user_id' | 'amount_cents' | 'currency'>,
) {
  const lastCard = await trx
    .selectFrom('payment_operations')
    .select('details')
    .where('user_id', '=', op.user_id)
    .where('kind', '=', 'charge')
    .where('status', '=', 'succeeded')
    .where(sql<boolean>`details->>'card_last4' is not null`)
    .orderBy('completed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const content: ReceiptContent = {
    kind: 'credit_note',
    ...(await partiesOf(trx, deps, op.user_id)),
    amount_cents: Number(op.amount_cents),
    card: lastCard ? cardOf(lastCard.details) : null,
  };
  await insertReceipt(trx, deps.now(), { brandId: op.user_id, operationId: op.id, currency: op.currency, content });
}

/** Numbers the document (last: the counter stays locked until the commit) and keeps it. */
async function insertReceipt(
  trx: Transaction<Database>,
  now: Date,
  doc: { brandId: string; dealId?: string; operationId?: string; currency: string; content: ReceiptContent },
) {
  const { year, seq, number } = await nextReceiptNumber(trx, now);
  const total = doc.content.kind === 'receipt' ? doc.content.total_cents : doc.content.amount_cents;
  await trx
    .insertInto('receipts')
    .values({
      number,
      year,
      seq,
      kind: doc.content.kind,
      brand_id: doc.brandId,
      deal_id: doc.dealId ?? null,
      operation_id: doc.operationId ?? null,
      currency: doc.currency,
      total_cents: total,
      content: JSON.stringify(doc.content),
      created_at: now,
    })
    .execute();
}

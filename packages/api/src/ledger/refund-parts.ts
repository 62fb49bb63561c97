import { PAYMENT_MESSAGES, type Currency } from '@sponsorly/shared';
import type { PaymentOperationRow } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import type { PaymentProvider, RefundPart, RefundPartOutcome } from '../payments/provider';
import { postJournal } from './journal';
import { issueCreditNote } from '../payments/receipts/issue-receipt';
import { notify } from '../notifications/notify';
import { refundPartsOf } from './refund-split';

const hasOutcome = (part: RefundPart) => part.status === 'succeeded' || part.status === 'failed';

/** What a split refund sends to the card: every part but those that failed. */
export const refundedCents = (parts: RefundPart[]) =>
  parts.filter((part) => part.status !== 'failed').reduce((sum, part) => sum + part.amount, 0);

type Operation = Pick<PaymentOperationRow, 'id' | 'amount_cents' | 'currency' | 'details'>;

/** Settled away from the brand's request (a webhook, the worker): what came back to the balance is told to the brand. */
interface TellOptions {
  tellBrand?: boolean;
}

/**
 * Sends each part of a refund split over charges that has no outcome yet, outside any transaction: a
 * part never sent is made under its own idempotency key, one already made is read again. What the
 * provider said is recorded even when a later part's call fails (the provider out of reach, thrown after:
 * the operation stays pending for a retry or the worker). Answers the operation as it is then.
 */
export async function sendRefundParts(
  deps: Pick<ServiceDeps, 'db' | 'now' | 'settings'>,
  provider: PaymentProvider,
  op: Operation,
  options: TellOptions = {},
): Promise<PaymentOperationRow> {
  if (!provider.refundPart) throw new Error(`Payment provider ${provider.name} does not refund charge by charge`);
  const call = { id: op.id, amountCents: Number(op.amount_cents), currency: op.currency as Currency, details: op.details };
  const outcomes: RefundPartOutcome[] = [];
  let unreachable: unknown;
  for (const [index, part] of (refundPartsOf(op) ?? []).entries()) {
    if (hasOutcome(part)) continue;
    try {
      outcomes.push(await provider.refundPart(call, { ...part, index }));
    } catch (error) {
      unreachable = error;
      break;
    }
  }
  if (unreachable) {
    if (outcomes.length > 0) await recordRefundOutcomes(deps, op.id, outcomes, options);
    throw unreachable;
  }
  return recordRefundOutcomes(deps, op.id, outcomes, options);
}

/**
 * Records what the provider said of a refund's parts, each part's outcome once, under the operation's row
 * lock. The amount stays set aside (one hold, `refund:<op>`) until every part has an outcome; then the
 * operation completes in the same transaction: the hold posted for the parts refunded, the rest (the parts
 * that failed) back to the brand's balance, or all of it back and the operation failed when none went.
 */
export async function recordRefundOutcomes(
  deps: Pick<ServiceDeps, 'db' | 'now' | 'settings'>,
  operationId: string,
  outcomes: RefundPartOutcome[],
  options: TellOptions = {},
): Promise<PaymentOperationRow> {
  return deps.db.transaction().execute(async (trx) => {
    const op = await trx
      .selectFrom('payment_operations')
      .selectAll()
      .where('id', '=', operationId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (op.status !== 'pending') return op;
    const parts = (refundPartsOf(op) ?? []).map((part) => ({ ...part }));
    for (const outcome of outcomes) {
      const part = parts[outcome.index];
      if (!part || hasOutcome(part)) continue;
      part.status = outcome.status;
      if (outcome.refund) part.refund = outcome.refund;
    }
    const now = deps.now();
    // When the provider last answered: the worker asks again STALE_OPERATION_MS after it, and ledger:check
    // calls the operation stuck only when nobody has had an answer for STUCK_OPERATION_MS (settle-stale-operations.ts).
    const details = JSON.stringify({ ...op.details, parts, refund_checked_at: now.toISOString() });
    if (!parts.every(hasOutcome))
      return trx
        .updateTable('payment_operations')
        .set({ details })
        .where('id', '=', op.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    const refunded = refundedCents(parts);
    const completed = await trx
      .updateTable('payment_operations')
      .set(
        refunded > 0
          ? {
              status: 'succeeded',
              details,
              provider_reference: parts.flatMap((part) => (part.status === 'succeeded' ? [part.refund] : [])).join(' '),
              completed_at: now,
            }
          : { status: 'failed', details, failure_code: 'refund_failed', completed_at: now },
      )
      .where('id', '=', op.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await postJournal(
      trx,
      [
        refunded > 0
          ? { kind: 'post', id: `refund:${op.id}:paid`, pendingId: `refund:${op.id}`, amount: refunded, code: 'refund' }
          : { kind: 'void', id: `refund:${op.id}:back`, pendingId: `refund:${op.id}`, code: 'refund' },
      ],
      now,
    );
    // The brand's credit note is for what went back to the card.
    if (refunded > 0) await issueCreditNote(trx, deps, { ...op, amount_cents: refunded });
    // What the card refused is back in the balance; the brand is told unless its own request answers it now.
    const returned = Number(op.amount_cents) - refunded;
    if (returned > 0 && options.tellBrand)
      await notify(trx, deps, {
        userId: op.user_id,
        kind: 'refund_returned',
        link: '/brand/finances',
        ...PAYMENT_MESSAGES.refundReturnedNotice(returned),
      });
    return completed;
  });
}

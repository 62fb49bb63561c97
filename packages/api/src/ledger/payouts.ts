import {
  ERROR_CODES,
  PAYMENT_MESSAGES,
  withdrawSchema,
  withdrawalViewSchema,
  type Currency,
  type PaymentFailure,
  type WithdrawalView,
} from '@sponsorly/shared';
import type { PaymentOperationRow, User } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import type { ProviderResult } from '../payments/provider';
import { providerOf } from '../payments/provider-of';
import { issueCreditNote } from '../payments/receipts/issue-receipt';
import { payoutDestination } from '../payments/payout-accounts';
import { isUniqueViolation } from '../auth/users';
import { checkIdempotencyKey, requestFingerprint } from '../deals/transitions/idempotency';
import { roleProcedure } from '../trpc';
import type { AccountRef } from './accounts';
import { settleWithdrawPrompts } from '../notifications/done-prompts';
import { settleOwedFromBalance } from './brand-owed';
import { postJournal } from './journal';
import { refundedCents, sendRefundParts } from './refund-parts';
import { lockRefundsOf, refundBeyondCharges, refundPartsOf, splitOverCharges } from './refund-split';
import { tags } from './wallet-procedures';
import { loadWallet } from './wallet';

export type PayoutResult = WithdrawalView;

/**
 * Money out of Sponsorly: a creator's available balance withdrawn (payout), or a brand's balance sent
 * back to its card (refund). Two-phase, as the ledger's holds: the amount is set aside (a pending
 * transfer, so it cannot be spent twice; 409 `insufficient_funds` if it is not there) with the
 * operation row in one transaction; the provider is called outside it, with the operation's id as the
 * idempotency key; then the hold is posted (paid) or voided (refused, the money is back), once.
 *
 * With a provider that refunds a card charge by charge (Stripe), a brand's refund is split over the charges
 * its balance came from in the transaction that sets it aside (refund-split.ts), and each part is sent on
 * its own (refund-parts.ts); the answer says `pending` while the provider still sends a part.
 *
 * A request sent again with the same Idempotency-Key (a timeout, a client that retries) continues the
 * operation the first one made and answers as it did: nothing is set aside or paid twice. The same key
 * for another amount or kind is 409 `conflict`.
 */
export async function withdraw(
  deps: ServiceDeps,
  user: User,
  amountCents: number,
  currency: Currency = 'USD',
  idempotencyKey?: string,
  /** The deal whose cleared money this pays out, when it is one deal's (an automatic payout). */
  dealId?: string,
): Promise<PayoutResult> {
  const kind = user.user_type === 'brand' ? 'refund' : 'payout';
  const key = checkIdempotencyKey(idempotencyKey);
  const fingerprint = key ? requestFingerprint({ kind, amountCents, currency }) : null;
  // A creator is paid into their own account at the provider, which must be able to receive it (Stripe).
  const destination = kind === 'payout' ? await payoutDestination(deps, user) : undefined;
  const details: Record<string, string> = {
    ...(destination ? { destination } : {}),
    // Stripe ties the transfer to the deal's charge (its transfer group).
    ...(dealId ? { transfer_group: `deal_${dealId}` } : {}),
  };
  // A provider that refunds a card charge by charge (Stripe) has the refund split over the brand's charges.
  const split = kind === 'refund' && deps.payments.refundPart !== undefined;
  const request: WithdrawalRequest = { kind, amountCents, currency, key, fingerprint, details, dealId: dealId ?? null, split };
  // A brand's balance pays what it owes of a chargeback before any of it goes back to its card.
  if (kind === 'refund') await settleOwedFromBalance(deps, user.id);
  let op: PaymentOperationRow;
  try {
    op = await startWithdrawal(deps, user, request);
  } catch (error) {
    // The same key sent twice at once: the second insert waited for the first and met its row.
    if (!key || !isUniqueViolation(error)) throw error;
    op = await startWithdrawal(deps, user, request);
  }
  if (op.status === 'pending') op = await continueWithdrawal(deps, op);
  if (op.status === 'failed') throw declined(op.failure_code);
  // A payout that leaves nothing available: "$N is available to withdraw" no longer asks for it.
  if (kind === 'payout' && op.status === 'succeeded' && (await loadWallet(deps.db, user, currency)).available_cents === 0)
    await settleWithdrawPrompts(deps.db, user.id, deps.now());
  const parts = refundPartsOf(op);
  return {
    operation_id: op.id,
    amount_cents: parts ? refundedCents(parts) : Number(op.amount_cents),
    status: op.status === 'pending' ? 'pending' : 'succeeded',
  };
}

/**
 * The call to the provider, after the operation's transaction, then its settlement. A refund split over
 * charges sends its parts, and stays pending while any of them is.
 */
async function continueWithdrawal(deps: ServiceDeps, op: PaymentOperationRow): Promise<PaymentOperationRow> {
  const provider = providerOf(deps, op.provider);
  if (!provider) throw new AppError(503, ERROR_CODES.unavailable, PAYMENT_MESSAGES.providerUnavailable);
  if (refundPartsOf(op)) return sendRefundParts(deps, provider, op);
  const call = { id: op.id, amountCents: Number(op.amount_cents), currency: op.currency as Currency, details: op.details };
  const result = await (op.kind === 'refund' ? provider.refund(call) : provider.payout(call));
  return settleWithdrawal(deps, op.id, result);
}

const declined = (failure: string | null) =>
  new AppError(402, ERROR_CODES.paymentDeclined, PAYMENT_MESSAGES.declined[(failure ?? 'card_declined') as PaymentFailure]);

interface WithdrawalRequest {
  kind: 'payout' | 'refund';
  amountCents: number;
  currency: Currency;
  key: string | undefined;
  fingerprint: string | null;
  details: Record<string, string>;
  dealId: string | null;
  split: boolean;
}

/** The first half, in one transaction: the earlier operation of the same key, or a new one with its hold. */
async function startWithdrawal(deps: ServiceDeps, user: User, request: WithdrawalRequest): Promise<PaymentOperationRow> {
  const { kind, amountCents, currency, key, fingerprint, details, dealId, split } = request;
  const from: AccountRef =
    kind === 'refund'
      ? { kind: 'brand_balance', userId: user.id, currency }
      : { kind: 'creator_available', userId: user.id, currency };
  const provider: AccountRef = { kind: 'provider', provider: deps.payments.name, currency };
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    if (split) await lockRefundsOf(trx, user.id);
    if (key) {
      const earlier = await trx
        .selectFrom('payment_operations')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      if (earlier && earlier.request_fingerprint !== fingerprint)
        throw new AppError(409, ERROR_CODES.conflict, PAYMENT_MESSAGES.idempotencyKeyReused);
      if (earlier) return earlier;
    }
    const parts = split
      ? await splitOverCharges(trx, { userId: user.id, provider: deps.payments.name, currency, amountCents })
      : undefined;
    const row = await trx
      .insertInto('payment_operations')
      .values({
        kind,
        provider: deps.payments.name,
        user_id: user.id,
        deal_id: dealId,
        amount_cents: amountCents,
        currency,
        details: JSON.stringify(parts ? { ...details, parts: parts.parts } : details),
        created_at: now,
        idempotency_key: key ?? null,
        request_fingerprint: fingerprint,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await postJournal(
      trx,
      [
        {
          kind: 'pending',
          id: `${kind}:${row.id}`,
          debit: from,
          credit: provider,
          amount: amountCents,
          code: kind,
          operationId: row.id,
        },
      ],
      now,
    );
    // After the hold: a balance short of the amount is told first (insufficient_funds).
    if (parts && parts.refundable < amountCents) throw refundBeyondCharges(parts.refundable);
    return row;
  });
}

/**
 * The second half of a payout or refund, once the provider answered: the hold posted (paid) or voided
 * (refused), once. A refund paid gives the brand its credit note, in the same transaction.
 */
export async function settleWithdrawal(
  deps: Pick<ServiceDeps, 'db' | 'now' | 'settings'>,
  operationId: string,
  result: ProviderResult,
): Promise<PaymentOperationRow> {
  return deps.db.transaction().execute(async (trx) => {
    const op = await trx
      .selectFrom('payment_operations')
      .selectAll()
      .where('id', '=', operationId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (op.status !== 'pending') return op;
    const kind = op.kind as 'payout' | 'refund';
    const settled = await trx
      .updateTable('payment_operations')
      .set(
        result.ok
          ? { status: 'succeeded', provider_reference: result.reference, completed_at: deps.now() }
          : { status: 'failed', failure_code: result.failure, completed_at: deps.now() },
      )
      .where('id', '=', op.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await postJournal(
      trx,
      [
        result.ok
          ? { kind: 'post', id: `${kind}:${op.id}:paid`, pendingId: `${kind}:${op.id}`, code: kind }
          : { kind: 'void', id: `${kind}:${op.id}:back`, pendingId: `${kind}:${op.id}`, code: kind },
      ],
      deps.now(),
    );
    if (result.ok && kind === 'refund') await issueCreditNote(trx, deps, op);
    return settled;
  });
}

/** POST /wallet/payouts: a creator withdraws available earnings. */
export const payoutProcedure = roleProcedure('creator', PAYMENT_MESSAGES.creatorsWithdraw)
  .meta({
    openapi: {
      method: 'POST',
      path: '/wallet/payouts',
      summary: 'Withdraw available earnings',
      description:
        'Pays out of the available balance (the sandbox pays at once; Stripe transfers it to your payout account, then to your bank). More than is available: 409 `insufficient_funds`; payouts not set up with Stripe yet: 409 `payouts_not_enabled`.',
      tags,
    },
    successStatus: 201,
    idempotent: true,
    refusals: ['insufficient_funds', 'payouts_not_enabled', 'payment_declined', 'conflict'],
  })
  .input(withdrawSchema)
  .output(withdrawalViewSchema)
  .mutation(({ ctx, input }) => withdraw(ctx.deps, ctx.session.user, input.amount_cents, 'USD', ctx.idempotencyKey));

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
import { payoutDestination } from '../payments/payout-accounts';
import { isUniqueViolation } from '../auth/users';
import { checkIdempotencyKey, requestFingerprint } from '../deals/transitions/idempotency';
import { roleProcedure } from '../trpc';
import type { AccountRef } from './accounts';
import { settleOwedFromBalance } from './brand-owed';
import { postJournal } from './journal';
import { tags } from './wallet-procedures';

export type PayoutResult = WithdrawalView;

/**
 * Money out of Sponsorly: a creator's available balance withdrawn (payout), or a brand's balance sent
 * back to its card (refund). Two-phase, as the ledger's holds: the amount is set aside (a pending
 * transfer, so it cannot be spent twice; 409 `insufficient_funds` if it is not there) with the
 * operation row in one transaction; the provider is called outside it, with the operation's id as the
 * idempotency key; then the hold is posted (paid) or voided (refused, the money is back), once.
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
): Promise<PayoutResult> {
  const kind = user.user_type === 'brand' ? 'refund' : 'payout';
  const key = checkIdempotencyKey(idempotencyKey);
  const fingerprint = key ? requestFingerprint({ kind, amountCents, currency }) : null;
  // A creator is paid into their own account at the provider, which must be able to receive it (Stripe).
  const destination = kind === 'payout' ? await payoutDestination(deps, user) : undefined;
  const details: Record<string, string> = destination ? { destination } : {};
  const request: WithdrawalRequest = { kind, amountCents, currency, key, fingerprint, details };
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
  if (op.status === 'failed') throw declined(op.failure_code);
  if (op.status === 'pending') {
    const provider = providerOf(deps, op.provider);
    if (!provider) throw new AppError(503, ERROR_CODES.unavailable, PAYMENT_MESSAGES.providerUnavailable);
    const call = { id: op.id, amountCents, currency, details: op.details };
    const result = await (kind === 'refund' ? provider.refund(call) : provider.payout(call));
    await settleWithdrawal(deps, op.id, result);
    if (!result.ok) throw declined(result.failure);
  }
  return { operation_id: op.id, amount_cents: amountCents, status: 'succeeded' };
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
}

/** The first half, in one transaction: the earlier operation of the same key, or a new one with its hold. */
async function startWithdrawal(deps: ServiceDeps, user: User, request: WithdrawalRequest): Promise<PaymentOperationRow> {
  const { kind, amountCents, currency, key, fingerprint, details } = request;
  const from: AccountRef =
    kind === 'refund'
      ? { kind: 'brand_balance', userId: user.id, currency }
      : { kind: 'creator_available', userId: user.id, currency };
  const provider: AccountRef = { kind: 'provider', provider: deps.payments.name, currency };
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
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
    const row = await trx
      .insertInto('payment_operations')
      .values({
        kind,
        provider: deps.payments.name,
        user_id: user.id,
        deal_id: null,
        amount_cents: amountCents,
        currency,
        details: JSON.stringify(details),
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
    return row;
  });
}

/** The second half of a payout or refund, once the provider answered: the hold posted (paid) or voided (refused), once. */
export async function settleWithdrawal(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  operationId: string,
  result: ProviderResult,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const op = await trx
      .selectFrom('payment_operations')
      .select(['id', 'kind', 'status'])
      .where('id', '=', operationId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (op.status !== 'pending') return;
    const kind = op.kind as 'payout' | 'refund';
    await trx
      .updateTable('payment_operations')
      .set(
        result.ok
          ? { status: 'succeeded', provider_reference: result.reference, completed_at: deps.now() }
          : { status: 'failed', failure_code: result.failure, completed_at: deps.now() },
      )
      .where('id', '=', op.id)
      .execute();
    await postJournal(
      trx,
      [
        result.ok
          ? { kind: 'post', id: `${kind}:${op.id}:paid`, pendingId: `${kind}:${op.id}`, code: kind }
          : { kind: 'void', id: `${kind}:${op.id}:back`, pendingId: `${kind}:${op.id}`, code: kind },
      ],
      deps.now(),
    );
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

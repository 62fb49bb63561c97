import {
  ERROR_CODES,
  PAYMENT_MESSAGES,
  withdrawSchema,
  withdrawalViewSchema,
  type Currency,
  type PaymentFailure,
  type WithdrawalView,
} from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import type { ProviderResult } from '../payments/provider';
import { roleProcedure } from '../trpc';
import type { AccountRef } from './accounts';
import { postJournal } from './journal';
import { tags } from './wallet-procedures';

export type PayoutResult = WithdrawalView;

/**
 * Money out of Sponsorly: a creator's available balance withdrawn (payout), or a brand's balance sent
 * back to its card (refund). Two-phase, as the ledger's holds: the amount is set aside (a pending
 * transfer, so it cannot be spent twice; 409 `insufficient_funds` if it is not there) with the
 * operation row in one transaction; the provider is called outside it, with the operation's id as the
 * idempotency key; then the hold is posted (paid) or voided (refused, the money is back), once.
 */
export async function withdraw(
  deps: ServiceDeps,
  user: User,
  amountCents: number,
  currency: Currency = 'USD',
): Promise<PayoutResult> {
  const kind = user.user_type === 'brand' ? 'refund' : 'payout';
  const from: AccountRef =
    user.user_type === 'brand'
      ? { kind: 'brand_balance', userId: user.id, currency }
      : { kind: 'creator_available', userId: user.id, currency };
  const provider: AccountRef = { kind: 'provider', provider: deps.payments.name, currency };
  const now = deps.now();
  const op = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('payment_operations')
      .values({
        kind,
        provider: deps.payments.name,
        user_id: user.id,
        deal_id: null,
        amount_cents: amountCents,
        currency,
        details: JSON.stringify({}),
        created_at: now,
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
  const call = { id: op.id, amountCents, currency, details: {} };
  const result = await (kind === 'refund' ? deps.payments.refund(call) : deps.payments.payout(call));
  await settleWithdrawal(deps, op.id, result);
  if (!result.ok)
    throw new AppError(402, ERROR_CODES.paymentDeclined, PAYMENT_MESSAGES.declined[result.failure as PaymentFailure]);
  return { operation_id: op.id, amount_cents: amountCents, status: 'succeeded' };
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
        'Pays out of the available balance (the sandbox pays at once). More than is available: 409 `insufficient_funds`.',
      tags,
    },
    successStatus: 201,
    refusals: ['insufficient_funds', 'payment_declined'],
  })
  .input(withdrawSchema)
  .output(withdrawalViewSchema)
  .mutation(({ ctx, input }) => withdraw(ctx.deps, ctx.session.user, input.amount_cents));

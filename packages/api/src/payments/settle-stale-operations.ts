import type { Currency } from '@sponsorly/shared';
import type { ServiceDeps } from '../lib/deps';
import { settleCharge } from '../deals/funding/fund-deal';
import { settleWithdrawal } from '../ledger/payouts';
import type { ProviderResult } from './provider';

/** A request is given this long to finish its own call before the worker takes the operation over. */
export const STALE_OPERATION_MS = 2 * 60 * 1000;
/**
 * An operation still pending this long after it was written is one the worker has taken over and failed
 * on round after round (the provider out of reach, or settling it throwing): `ledger:check` reports it.
 */
export const STUCK_OPERATION_MS = 5 * STALE_OPERATION_MS;

/**
 * Finishes payment operations a request left pending (its process stopped, or the provider's answer was
 * lost): the provider is asked again with the operation's id as the idempotency key, so it answers what
 * it did the first time and nothing moves twice, and the answer is settled as the request would have
 * (a charge funds its deal, or leaves the money in the brand's balance; a payout or refund is paid or given
 * back). Calls are made outside any transaction; settling is once per operation, under its row lock.
 */
export async function settleStaleOperations(deps: ServiceDeps, limit: number): Promise<number> {
  const before = new Date(deps.now().getTime() - STALE_OPERATION_MS);
  const stale = await deps.db
    .selectFrom('payment_operations')
    .select(['id', 'kind', 'amount_cents', 'currency', 'details'])
    .where('status', '=', 'pending')
    .where('created_at', '<=', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  let settled = 0;
  for (const op of stale) {
    const call = { id: op.id, amountCents: Number(op.amount_cents), currency: op.currency as Currency, details: op.details };
    let result: ProviderResult;
    try {
      result = await (op.kind === 'charge'
        ? deps.payments.charge(call)
        : op.kind === 'refund'
          ? deps.payments.refund(call)
          : deps.payments.payout(call));
    } catch {
      // The provider is still out of reach: the next round tries again.
      continue;
    }
    if (op.kind === 'charge') await settleCharge(deps, op.id, result);
    else await settleWithdrawal(deps, op.id, result);
    settled++;
  }
  return settled;
}

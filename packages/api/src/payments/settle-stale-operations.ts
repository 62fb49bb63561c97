import type { Currency } from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { attemptEach, notWaitingRetry, type TimerLog } from '../timers/timer-retries';
import { settleCharge } from '../deals/funding/fund-deal';
import { settleWithdrawal } from '../ledger/payouts';
import { sendRefundParts } from '../ledger/refund-parts';
import { refundPartsOf } from '../ledger/refund-split';
import type { ProviderResult } from './provider';
import { providerOf } from './provider-of';

/** A request is given this long to finish its own call before the worker takes the operation over. */
export const STALE_OPERATION_MS = 2 * 60 * 1000;
/**
 * An operation still pending this long after it was written is one the worker has taken over and failed
 * on round after round (the provider out of reach, or settling it throwing): `ledger:check` reports it.
 */
export const STUCK_OPERATION_MS = 5 * STALE_OPERATION_MS;

/**
 * When an operation's own time ends: a charge with an open payment page (Stripe Checkout) is the brand's
 * until the page closes, and its outcome comes by webhook; a refund whose parts Stripe is still sending,
 * when Stripe was last asked (each round past it asks again); any other, when it was written.
 */
export const operationDueFrom = sql<Date>`coalesce(
  (details->>'checkout_expires_at')::timestamptz, (details->>'refund_checked_at')::timestamptz, created_at)`;

/**
 * Finishes payment operations a request left pending (its process stopped, or the provider's answer was
 * lost): the provider is asked again with the operation's id as the idempotency key, so it answers what
 * it did the first time and nothing moves twice, and the answer is settled as the request would have
 * (a charge funds its deal, or leaves the money in the brand's balance; a payout or refund is paid or given
 * back). Each operation is asked of the provider that started it, never of the one configured now. Calls
 * are made outside any transaction; settling is once per operation, under its row lock.
 */
export async function settleStaleOperations(deps: ServiceDeps & TimerLog, limit: number): Promise<number> {
  const now = deps.now();
  const before = new Date(now.getTime() - STALE_OPERATION_MS);
  const stale = await deps.db
    .selectFrom('payment_operations')
    .select(['id', 'kind', 'provider', 'amount_cents', 'currency', 'details'])
    .where('status', '=', 'pending')
    .where(operationDueFrom, '<=', before)
    .where(notWaitingRetry('stale_payment', 'id', now))
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return attemptEach(deps, { kind: 'stale_payment', rows: stale, idOf: (op) => op.id }, async (op) => {
    const provider = providerOf(deps, op.provider);
    // Its provider's settings are gone: nothing can finish it here (ledger:check reports it as pending too long).
    if (!provider) return false;
    if (refundPartsOf(op)) {
      try {
        // Each part still pending is read from Stripe; the operation completes when the last has an outcome.
        await sendRefundParts(deps, provider, op, { tellBrand: true });
      } catch {
        return false;
      }
      return true;
    }
    const call = { id: op.id, amountCents: Number(op.amount_cents), currency: op.currency as Currency, details: op.details };
    let result: ProviderResult;
    try {
      result = await (op.kind === 'charge'
        ? provider.charge(call)
        : op.kind === 'refund'
          ? provider.refund(call)
          : provider.payout(call));
    } catch {
      // The provider is still out of reach: the next round tries again.
      return false;
    }
    if (op.kind === 'charge') await settleCharge(deps, op.id, result, { tellBrand: true });
    else await settleWithdrawal(deps, op.id, result);
    return true;
  });
}

/**
 * Closes the payment pages of deals that no longer wait for funding (the funding expired, the offer was
 * withdrawn): the provider closes the page, then its outcome is read and settled as any other. A page the
 * brand paid just before it closed stays paid, and the money goes to the brand's balance (settleCharge).
 */
export async function closeAbandonedCheckouts(deps: ServiceDeps & TimerLog, limit: number): Promise<number> {
  const now = deps.now();
  const abandoned = await deps.db
    .selectFrom('payment_operations as o')
    .innerJoin('deals as d', 'd.id', 'o.deal_id')
    .select(['o.id', 'o.provider', 'o.amount_cents', 'o.currency', 'o.details'])
    .where('o.status', '=', 'pending')
    .where('o.kind', '=', 'charge')
    .where(sql<boolean>`o.details ? 'checkout_session_id'`)
    .where((eb) => eb.or([eb('d.status', '<>', 'awaiting_funding'), eb('d.funding_due_at', '<=', now)]))
    .where(notWaitingRetry('abandoned_checkout', 'o.id', now))
    .orderBy('o.created_at')
    .limit(limit)
    .execute();
  return attemptEach(deps, { kind: 'abandoned_checkout', rows: abandoned, idOf: (op) => op.id }, async (op) => {
    const provider = providerOf(deps, op.provider);
    if (!provider?.closeCheckout) return false;
    const call = { id: op.id, amountCents: Number(op.amount_cents), currency: op.currency as Currency, details: op.details };
    await provider.closeCheckout(call);
    await settleCharge(deps, op.id, await provider.charge(call), { tellBrand: true });
    return true;
  });
}

import { sql } from '@sponsorly/db';
import { toAppError } from '../lib/error-mapping';
import type { ServiceDeps } from '../lib/deps';
import { withdraw } from '../ledger/payouts';
import { attemptEach, notWaitingRetry, type TimerLog } from '../timers/timer-retries';

/** The Idempotency-Key of a deal's automatic payout: one per deal, whatever instance or round sends it. */
export const automaticPayoutKey = (dealId: string) => `auto-payout:${dealId}`;

/**
 * "Pay me automatically when money clears": each deal's money, once it has cleared, is withdrawn on its own
 * (its amount, tied to the deal: Stripe's transfer group), for the creators who chose it, for the deals
 * cleared since they did. The withdrawal is the creator's own (ledger/payouts.ts), keyed per deal, so it is
 * paid once. A deal is left alone while its money is not all there (the creator withdrew it by hand) or
 * Stripe cannot pay the creator yet. The provider is called outside any transaction, one deal at a time.
 */
export async function payOutClearedMoney(deps: ServiceDeps & TimerLog, limit: number): Promise<number> {
  const now = deps.now();
  let query = deps.db
    .selectFrom('deals as d')
    .innerJoin('users as u', 'u.id', 'd.creator_id')
    .innerJoin('ledger_transfers as t', (join) => join.onRef('t.deal_id', '=', 'd.id').on('t.code', '=', 'clearing'))
    .innerJoin('ledger_accounts as a', (join) =>
      join.onRef('a.user_id', '=', 'd.creator_id').on('a.kind', '=', 'creator_available').onRef('a.currency', '=', 'd.currency'),
    )
    .selectAll('u')
    .select(['d.id as deal_id', 'd.currency as deal_currency', 't.amount as cleared'])
    .where('u.auto_payout_since', 'is not', null)
    .where('d.cleared_at', '>', sql<Date>`u.auto_payout_since`)
    .where(sql<boolean>`a.credits_posted - a.debits_posted - a.debits_pending >= t.amount`)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('payment_operations as o')
            .select('o.id')
            .whereRef('o.user_id', '=', 'd.creator_id')
            .where('o.idempotency_key', '=', sql<string>`'auto-payout:' || d.id::text`),
        ),
      ),
    )
    .where(notWaitingRetry('automatic_payout', 'd.id', now));
  if (deps.payments.needsPayoutAccount)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('payout_accounts as p')
          .select('p.user_id')
          .whereRef('p.user_id', '=', 'd.creator_id')
          .where('p.status', '=', 'enabled'),
      ),
    );
  const due = await query.orderBy('d.cleared_at').limit(limit).execute();
  return attemptEach(deps, { kind: 'automatic_payout', rows: due, idOf: (row) => row.deal_id }, async (row) => {
    const { deal_id: dealId, cleared, deal_currency: currency, ...creator } = row;
    try {
      await withdraw(deps, creator, Number(cleared), currency as 'USD', automaticPayoutKey(dealId), dealId);
    } catch (error) {
      // Refused by the provider (402): the money came back; the creator withdraws it by hand.
      if (toAppError(error)?.status !== 402) throw error;
    }
    return true;
  });
}

import { REVIEW_DURATIONS } from '@sponsorly/shared';
import { trpc } from '../../../lib/trpc';

/** The reader's balances, their released totals, and their movements page by page. */
export function useWalletFigures() {
  const wallet = trpc.wallet.get.useQuery();
  const summary = trpc.wallet.summary.useQuery();
  return { wallet, summary };
}

export function useMovements() {
  return trpc.wallet.movements.useInfiniteQuery({}, { getNextPageParam: (page) => page.next_cursor ?? undefined });
}

/**
 * Money out (a creator's payout, a brand's refund to its card). It settles once every figure is loaded
 * again, so "on its way" never shows over the balance as it was; a refund's credit note joins the receipts.
 */
export function useMoneyOut(kind: 'payout' | 'refund') {
  const utils = trpc.useUtils();
  const options = { onSettled: () => Promise.all([utils.wallet.invalidate(), utils.receipts.invalidate()]) };
  const payout = trpc.wallet.payout.useMutation(options);
  const refund = trpc.wallet.refund.useMutation(options);
  return kind === 'payout' ? payout : refund;
}

/** Whether payments are test money (the sandbox). */
export function useTestMoney(): boolean {
  return trpc.system.siteInfo.useQuery(undefined, { staleTime: Infinity }).data?.payments_test_mode ?? true;
}

/** Which provider moves the money (`sandbox` until the site info arrives: it never promises a bank). */
export function usePaymentsProvider(): 'sandbox' | 'stripe' {
  return trpc.system.siteInfo.useQuery(undefined, { staleTime: Infinity }).data?.payments_provider ?? 'sandbox';
}

/** How many days released money clears before it can be withdrawn (CLEARING_DAYS). */
export function useClearingDays(): number {
  return (
    trpc.system.siteInfo.useQuery(undefined, { staleTime: Infinity }).data?.clearing_days ?? REVIEW_DURATIONS.defaultClearingDays
  );
}

/** Where the creator's payout account stands (always `enabled` with test money). */
export function usePayoutAccount(enabled: boolean) {
  return trpc.payouts.account.useQuery(undefined, { enabled });
}

/** Makes (once) the creator's Stripe account and answers the onboarding page to go to. */
export function useSetUpPayouts() {
  return trpc.payouts.setUp.useMutation();
}

/** "Pay me automatically when money clears": the account's view comes back with the choice. */
export function useAutomaticPayouts() {
  const utils = trpc.useUtils();
  return trpc.payouts.setAutomatic.useMutation({ onSuccess: (view) => utils.payouts.account.setData(undefined, view) });
}

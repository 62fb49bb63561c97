import { trpc } from '../../../lib/trpc';

/** The answer of `deals.get` and of every step: `{ deal }`. */
export type DealAnswer = NonNullable<ReturnType<ReturnType<typeof trpc.useUtils>['deals']['get']['getData']>>;
export type Deal = DealAnswer['deal'];

/** One deal with every version and step, as the reader may see it. */
export function useDeal(id: string) {
  return trpc.deals.get.useQuery({ id }, { select: (answer) => answer.deal });
}

/**
 * The steps a party takes on a deal. Each answers the deal as it now stands, which replaces the page's
 * copy at once; every deal query (this one, the lists) is refreshed after, whatever the answer, so a
 * step refused because the deal moved meanwhile (409) shows where it stands now.
 */
export function useDealSteps(id: string) {
  const utils = trpc.useUtils();
  const options = {
    onSuccess: (answer: DealAnswer) => utils.deals.get.setData({ id }, answer),
    onSettled: () => void utils.deals.invalidate(),
  };
  return {
    accept: trpc.deals.accept.useMutation(options),
    decline: trpc.deals.decline.useMutation(options),
    withdraw: trpc.deals.withdraw.useMutation(options),
    extend: trpc.deals.extend.useMutation(options),
    counter: trpc.deals.counter.useMutation(options),
    // Funding issues the brand's receipt, listed on its finances page.
    fund: trpc.deals.fund.useMutation({
      ...options,
      onSettled: () => void Promise.all([utils.deals.invalidate(), utils.wallet.invalidate(), utils.receipts.invalidate()]),
    }),
    submitLink: trpc.deals.submitLink.useMutation(options),
    requestChanges: trpc.deals.requestChanges.useMutation(options),
    approve: trpc.deals.approve.useMutation({
      ...options,
      onSettled: () => void Promise.all([utils.deals.invalidate(), utils.wallet.invalidate()]),
    }),
    requestCancellation: trpc.deals.requestCancellation.useMutation(options),
    acceptCancellation: trpc.deals.acceptCancellation.useMutation({
      ...options,
      onSettled: () => void Promise.all([utils.deals.invalidate(), utils.wallet.invalidate()]),
    }),
    refuseCancellation: trpc.deals.refuseCancellation.useMutation(options),
    cancelOverdue: trpc.deals.cancelOverdue.useMutation({
      ...options,
      onSettled: () => void Promise.all([utils.deals.invalidate(), utils.wallet.invalidate()]),
    }),
    openDispute: trpc.deals.openDispute.useMutation(options),
    answerDispute: trpc.deals.answerDispute.useMutation(options),
    addLivePost: trpc.deals.addLivePost.useMutation(options),
    review: trpc.deals.review.useMutation({
      ...options,
      onSettled: () => void Promise.all([utils.deals.invalidate(), utils.reviews.invalidate()]),
    }),
  };
}

/** The reader's money on Sponsorly: a brand's balance pays for a deal before its card does. */
export function useWallet(enabled = true) {
  return trpc.wallet.get.useQuery(undefined, { enabled });
}

/** Whether payments are test money (the sandbox): every place that pays says so. */
export function usePaymentsTestMode(): boolean {
  const info = trpc.system.siteInfo.useQuery(undefined, { staleTime: Infinity });
  return info.data?.payments_test_mode ?? true;
}

/** Whether brands pay on Stripe's own page (Checkout) rather than with a card number here. */
export function usePaysOnStripe(): boolean {
  const info = trpc.system.siteInfo.useQuery(undefined, { staleTime: Infinity });
  return info.data?.payments_provider === 'stripe';
}

/** The live posts' figures of a deal, as their platforms report them (both parties). */
export function useDealMetrics(id: string, enabled: boolean) {
  return trpc.deals.metrics.useQuery({ id }, { enabled });
}

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
  };
}

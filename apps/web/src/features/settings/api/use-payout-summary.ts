import { trpc } from '../../../lib/trpc';

/** Where a creator's payout account stands (payouts.account), for the summary on /settings. */
export function usePayoutSummary(enabled: boolean) {
  return trpc.payouts.account.useQuery(undefined, { enabled });
}

import { trpc } from '../../../lib/trpc';

/** The dashboards' money figures, from the ledger. */
export function useMoneySummary() {
  return trpc.wallet.summary.useQuery();
}

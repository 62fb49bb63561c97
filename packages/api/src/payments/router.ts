import { router } from '../trpc';
import { getPayoutAccountProcedure, startPayoutOnboardingProcedure } from './payout-accounts';

export const payoutsRouter = router({
  account: getPayoutAccountProcedure,
  setUp: startPayoutOnboardingProcedure,
});

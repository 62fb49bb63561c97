import { router } from '../trpc';
import { getPayoutAccountProcedure, setAutomaticPayoutsProcedure, startPayoutOnboardingProcedure } from './payout-accounts';

export const payoutsRouter = router({
  account: getPayoutAccountProcedure,
  setUp: startPayoutOnboardingProcedure,
  setAutomatic: setAutomaticPayoutsProcedure,
});

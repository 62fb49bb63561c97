import { router } from '../trpc';
import { listMovementsProcedure } from './movements';
import { payoutProcedure } from './payouts';
import { refundBalanceProcedure } from './refund-balance';
import { getMoneySummaryProcedure } from './summary';
import { getWalletProcedure } from './wallet';

export const walletRouter = router({
  get: getWalletProcedure,
  summary: getMoneySummaryProcedure,
  movements: listMovementsProcedure,
  payout: payoutProcedure,
  refund: refundBalanceProcedure,
});

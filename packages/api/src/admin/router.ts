import { reconcilePaymentsProcedure } from './reconcile-payments';
import { router } from '../trpc';
import { checkLedgerProcedure } from './check-ledger';
import { listAdminDataProcedure } from './list-admin-data';
import { listAdminEarlyAccessProcedure } from './list-admin-early-access';
import { listAdminEmailsProcedure } from './list-admin-emails';
import { listAdminUsersProcedure } from './list-admin-users';
import { listDisputesProcedure } from './list-disputes';
import { platformMoneyProcedure } from './platform-money';
import { resolveDisputeProcedure } from './resolve-dispute';
import { sendTestEmailProcedure } from './send-test-email';

export const adminRouter = router({
  lists: listAdminDataProcedure,
  /** Each list on its own, a page at a time, for the admin page's "Load more". */
  users: listAdminUsersProcedure,
  earlyAccessUsers: listAdminEarlyAccessProcedure,
  emails: listAdminEmailsProcedure,
  ledgerCheck: checkLedgerProcedure,
  reconcilePayments: reconcilePaymentsProcedure,
  money: platformMoneyProcedure,
  disputes: listDisputesProcedure,
  resolveDispute: resolveDisputeProcedure,
  sendTestEmail: sendTestEmailProcedure,
});

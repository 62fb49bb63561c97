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
import { getAdminUserProcedure } from './get-admin-user';
import { listOutboxProcedure } from './list-outbox';
import { listPaymentOperationsProcedure } from './list-payment-operations';
import { resendEmailProcedure } from './resend-email';
import { searchAdminUsersProcedure } from './search-admin-users';

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
  /** The admin console's sections (apps/web/src/features/admin). */
  searchUsers: searchAdminUsersProcedure,
  user: getAdminUserProcedure,
  outbox: listOutboxProcedure,
  resendEmail: resendEmailProcedure,
  paymentOperations: listPaymentOperationsProcedure,
});

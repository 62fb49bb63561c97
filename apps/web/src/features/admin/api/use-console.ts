import type {
  AdminOutboxQuery,
  AdminPage,
  AdminPaymentOperationsQuery,
  AdminReportsQuery,
  AdminUserSearch,
} from '@sponsorly/shared';
import { trpc } from '../../../lib/trpc';

const nextCursor = (page: AdminPage<unknown>) => page.next_cursor;
const listOptions = { getNextPageParam: nextCursor, staleTime: 0 };

/** The console's user search: the pages loaded so far of the accounts matching the filters. */
export const useUserSearch = (filters: Omit<AdminUserSearch, 'cursor'>) =>
  trpc.admin.searchUsers.useInfiniteQuery(filters, listOptions);

/** One account in full: profile, deals, payments, wallet, history. */
export const useAdminUser = (id: string) => trpc.admin.user.useQuery({ id });

/** The outbox, every email or those of one status. */
export const useOutbox = (filters: Omit<AdminOutboxQuery, 'cursor'>) => trpc.admin.outbox.useInfiniteQuery(filters, listOptions);

/** Payment operations, newest first, of one kind and status when chosen. */
export const usePaymentOperations = (filters: Omit<AdminPaymentOperationsQuery, 'cursor'>) =>
  trpc.admin.paymentOperations.useInfiniteQuery(filters, listOptions);

/** "Resend" on a failed email: settles once the outbox shown is loaded again, so the row has moved. */
export function useResendEmail() {
  const utils = trpc.useUtils();
  return trpc.admin.resendEmail.useMutation({
    onSuccess: () => Promise.all([utils.admin.outbox.invalidate(), utils.admin.emails.invalidate()]),
  });
}

/** Reports of one status, grouped by the account they are about. */
export const useReports = (status: AdminReportsQuery['status']) =>
  trpc.moderation.reports.useInfiniteQuery({ status }, { getNextPageParam: (page) => page.next_cursor, staleTime: 0 });

/** The audit log, newest first. */
export const useAudit = () =>
  trpc.moderation.audit.useInfiniteQuery({}, { getNextPageParam: (page) => page.next_cursor, staleTime: 0 });

/** The moderation actions; each settles once the reports, the audit log and the account's page are loaded again. */
export function useModeration() {
  const utils = trpc.useUtils();
  const onSuccess = () =>
    Promise.all([utils.moderation.reports.invalidate(), utils.moderation.audit.invalidate(), utils.admin.user.invalidate()]);
  return {
    dismiss: trpc.moderation.dismissReport.useMutation({ onSuccess }),
    warn: trpc.moderation.warnUser.useMutation({ onSuccess }),
    suspend: trpc.moderation.suspendUser.useMutation({ onSuccess }),
    unsuspend: trpc.moderation.unsuspendUser.useMutation({ onSuccess }),
    hideCampaign: trpc.moderation.hideCampaign.useMutation({ onSuccess }),
    hideReview: trpc.moderation.hideReview.useMutation({ onSuccess }),
  };
}

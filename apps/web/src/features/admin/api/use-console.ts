import type { AdminOutboxQuery, AdminPage, AdminPaymentOperationsQuery, AdminUserSearch } from '@sponsorly/shared';
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

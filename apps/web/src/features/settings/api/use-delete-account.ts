import { ACCOUNT_MESSAGES } from '@sponsorly/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { trpc } from '../../../lib/trpc';

/**
 * Deletes the account. Once it is gone this browser is logged out like after "Log out": to the landing
 * page first (so no page that needs a session sends it to /login), which says the account was deleted.
 */
export function useDeleteAccount() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return trpc.account.delete.useMutation({
    onSuccess: async () => {
      await navigate('/', { state: { notice: ACCOUNT_MESSAGES.deleted } });
      queryClient.clear();
      utils.auth.me.setData(undefined, { user: null });
    },
  });
}

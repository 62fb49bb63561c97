import { trpc } from '../../../lib/trpc';
import { useSessionStarted } from '../../../lib/session';

/** Asks whether the link is still good before showing the form; it does not use the link up. */
export function useCheckResetToken(link: { token: string; email: string } | null) {
  return trpc.auth.checkResetToken.useQuery(link ?? { token: '', email: '' }, {
    enabled: link !== null,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useResetPassword() {
  const sessionStarted = useSessionStarted();
  return trpc.auth.resetPassword.useMutation({ onSuccess: ({ user }) => sessionStarted(user) });
}

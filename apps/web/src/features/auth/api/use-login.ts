import { trpc } from '../../../lib/trpc';
import { useSessionStarted } from '../../../lib/session';

export function useLogin() {
  const sessionStarted = useSessionStarted();
  return trpc.auth.login.useMutation({ onSuccess: ({ user }) => sessionStarted(user) });
}

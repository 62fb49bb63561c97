import { trpc } from '../../../lib/trpc';

/** The account's sessions, the current one first (auth.sessions). */
export function useAccountSessions() {
  return trpc.auth.sessions.useQuery(undefined, { refetchOnWindowFocus: true });
}

export function useLogOutSession() {
  const utils = trpc.useUtils();
  return trpc.auth.logOutSession.useMutation({ onSettled: () => utils.auth.sessions.invalidate() });
}

export function useLogOutOtherSessions() {
  const utils = trpc.useUtils();
  return trpc.auth.logOutOtherSessions.useMutation({ onSettled: () => utils.auth.sessions.invalidate() });
}

/** A changed password ends the other sessions, so the list is fetched again. */
export function useChangePassword() {
  const utils = trpc.useUtils();
  return trpc.auth.changePassword.useMutation({ onSuccess: () => utils.auth.sessions.invalidate() });
}

import { trpc } from '../../../lib/trpc';

export function useForgotPassword() {
  return trpc.auth.forgotPassword.useMutation();
}

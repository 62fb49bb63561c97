import type { brandSignupFormSchema, creatorSignupFormSchema } from '@sponsorly/shared';
import type { z } from 'zod';
import { trpc } from '../../../lib/trpc';

/** What a checked signup form gives: a creator's account (with a platform) or a brand's. */
export type SignupAccount = z.output<typeof creatorSignupFormSchema> | z.output<typeof brandSignupFormSchema>;

/** One submit for both account types; each goes to its own procedure with its own fields. */
export function useSignup() {
  const creatorSignup = trpc.auth.creatorSignup.useMutation();
  const brandSignup = trpc.auth.brandSignup.useMutation();
  const submit = (account: SignupAccount) =>
    'platform' in account ? creatorSignup.mutateAsync(account) : brandSignup.mutateAsync(account);
  return { submit, isPending: creatorSignup.isPending || brandSignup.isPending };
}

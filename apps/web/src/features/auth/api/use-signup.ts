import type { Industry, SignupPlatform } from '@sponsorly/shared';
import { trpc } from '../../../lib/trpc';
import type { SignupValues } from '../lib/validate-signup';

/** One submit for both account types; each goes to its own procedure with its own fields. */
export function useSignup(userType: 'creator' | 'brand') {
  const creatorSignup = trpc.auth.creatorSignup.useMutation();
  const brandSignup = trpc.auth.brandSignup.useMutation();
  const account = (values: SignupValues) => ({
    email: values.email.trim(),
    password: values.password,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
  });

  const submit = (values: SignupValues) =>
    userType === 'creator'
      ? creatorSignup.mutateAsync({ ...account(values), platform: values.platform as SignupPlatform })
      : brandSignup.mutateAsync({
          ...account(values),
          website: values.website?.trim() || undefined,
          industry: values.industry as Industry,
        });

  return { submit, isPending: creatorSignup.isPending || brandSignup.isPending };
}

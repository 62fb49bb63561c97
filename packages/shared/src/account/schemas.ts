import { z } from 'zod';
import { AUTH_LIMITS } from '../auth/limits';
import { ACCOUNT_MESSAGES as m } from './messages';

/** DELETE /account: the password, as typed, proves the person at the keyboard owns the account. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: m.passwordRequired })
    .min(1, m.passwordRequired)
    // Checked against the hash exactly as typed; longer than any password the account can have.
    .max(AUTH_LIMITS.passwordMax * 8, m.wrongPassword),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

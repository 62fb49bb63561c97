import { LIMITS, MESSAGES } from '@sponsorly/shared';
import { passwordLength } from './validate-signup';

export interface NewPasswordProblem {
  message: string;
  field: 'password' | 'confirmPassword';
}

/** The reset form's checks, in the spec's order: matching first, then long enough. */
export function validateNewPassword(password: string, confirmPassword: string): NewPasswordProblem | null {
  if (password !== confirmPassword) return { message: MESSAGES.reset.passwordsDoNotMatch, field: 'confirmPassword' };
  if (passwordLength(password) < LIMITS.passwordMin) return { message: MESSAGES.reset.passwordTooShort, field: 'password' };
  return null;
}

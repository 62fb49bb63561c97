import { LIMITS, MESSAGES } from '@sponsorly/shared';

export interface SignupValues {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  acceptedTerms: boolean;
  /** Creator only. */
  platform?: string;
  /** Brand only; optional. */
  website?: string;
  /** Brand only. */
  industry?: string;
}

export type SignupField = keyof SignupValues;

/** One problem at a time, as the spec lists them; `fields` are the inputs to mark invalid. */
export interface FormProblem {
  message: string;
  /** Shown under this field; without it the message is shown for the whole form. */
  field?: SignupField;
  fields?: SignupField[];
}

const isBlank = (value: string | undefined) => value === undefined || value.trim() === '';

/** Counts characters as the server does (code points), so an emoji counts once. */
export const passwordLength = (password: string) => [...password].length;

/**
 * The spec's client checks, in its order: every field filled (a brand's website is optional), a long
 * enough password, matching passwords, accepted terms. The server checks all of this again.
 */
export function validateSignup(values: SignupValues, userType: 'creator' | 'brand'): FormProblem | null {
  const required: SignupField[] = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'];
  required.push(userType === 'creator' ? 'platform' : 'industry');
  const empty = required.filter((field) => {
    const value = values[field];
    // Passwords are taken exactly as typed: spaces count, so only a truly empty one is missing.
    if (field === 'password' || field === 'confirmPassword') return value === '';
    return typeof value !== 'string' || isBlank(value);
  });
  if (empty.length > 0) return { message: MESSAGES.signup.allRequired, fields: empty };
  if (passwordLength(values.password) < LIMITS.passwordMin) {
    return { message: MESSAGES.signup.passwordTooShort, field: 'password' };
  }
  if (values.password !== values.confirmPassword) {
    return { message: MESSAGES.signup.passwordsDoNotMatch, field: 'confirmPassword' };
  }
  if (!values.acceptedTerms) return { message: MESSAGES.signup.acceptTerms, field: 'acceptedTerms' };
  return null;
}

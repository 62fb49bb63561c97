import { z } from 'zod';
import { DEFAULT_INDUSTRY, DEFAULT_SIGNUP_PLATFORM, INDUSTRIES, SIGNUP_PLATFORMS } from './enums';
import { LIMITS } from './limits';
import { MESSAGES } from './messages';

/**
 * Text fields refuse control characters (NUL, CR, LF, ...): PostgreSQL cannot store NUL, and a line
 * break in a name or address must never reach an email header. Passwords are exempt: any Unicode.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const hasNoControlCharacters = (value: string) => !/[\u0000-\u001F\u007F]/.test(value);
/** The same for multi-line text (bio, messages): line breaks and tabs are allowed there. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const hasNoControlExceptLines = (value: string) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(value);
const text = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).refine(hasNoControlCharacters, MESSAGES.http.controlCharacters);

/** Emails are trimmed and lower-cased so that one address is one account, whatever its case. */
export const emailSchema = text(MESSAGES.signup.allRequired)
  .trim()
  .min(1, MESSAGES.signup.allRequired)
  .max(LIMITS.emailMax, `Email must be ${LIMITS.emailMax} characters or less.`)
  .pipe(z.email({ error: MESSAGES.signup.invalidEmail }))
  .transform((email) => email.toLowerCase());

/**
 * A new password: checked exactly as typed (never trimmed or truncated), any Unicode.
 * Length is counted in code points so that an emoji counts as one character.
 */
export const newPasswordSchema = z
  .string({ error: MESSAGES.signup.allRequired })
  .refine((p) => [...p].length >= LIMITS.passwordMin, MESSAGES.signup.passwordTooShort)
  .refine((p) => [...p].length <= LIMITS.passwordMax, MESSAGES.signup.passwordTooLong);

const nameSchema = (label: string) =>
  text(MESSAGES.signup.allRequired)
    .trim()
    .min(1, MESSAGES.signup.allRequired)
    .max(LIMITS.nameMax, `${label} must be ${LIMITS.nameMax} characters or less.`);

const optionalWebsiteSchema = text(MESSAGES.signup.invalidWebsite)
  .trim()
  .max(LIMITS.urlMax, MESSAGES.signup.invalidWebsite)
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || isHttpUrl(value), MESSAGES.signup.invalidWebsite);

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const creatorSignupSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  platform: z.enum(SIGNUP_PLATFORMS).default(DEFAULT_SIGNUP_PLATFORM),
});
export type CreatorSignupInput = z.input<typeof creatorSignupSchema>;

export const brandSignupSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  website: optionalWebsiteSchema,
  industry: z.enum(INDUSTRIES).default(DEFAULT_INDUSTRY),
});
export type BrandSignupInput = z.input<typeof brandSignupSchema>;

/** Login takes the password as typed; length rules are for new passwords only. */
export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, MESSAGES.signup.allRequired).max(1024),
});

export const forgotPasswordSchema = z.object({
  email: text(MESSAGES.forgot.emailRequired)
    .trim()
    .min(1, MESSAGES.forgot.emailRequired)
    .max(LIMITS.emailMax)
    .transform((email) => email.toLowerCase()),
});

/** A token from an emailed link: 32 random bytes, base64url, so 43 characters. */
const linkTokenSchema = text(MESSAGES.http.invalidInput).trim().min(1).max(200);

export const emailLinkSchema = z.object({
  token: linkTokenSchema,
  email: text(MESSAGES.http.invalidInput).trim().min(1).max(LIMITS.emailMax).transform((email) => email.toLowerCase()),
});

export const resetPasswordSchema = emailLinkSchema.extend({
  password: newPasswordSchema,
});

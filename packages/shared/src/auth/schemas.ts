import { z } from 'zod';
import { FIELD_LIMITS } from '../common/limits';
import { hasNoControlCharacters, isHttpUrl, normalizeWebsite } from '../common/text-rules';
import { HTTP_MESSAGES } from '../http/messages';
import { PUBLIC_FORM_MESSAGES } from '../public-forms/messages';
import { DEFAULT_INDUSTRY, DEFAULT_SIGNUP_PLATFORM, INDUSTRIES, SIGNUP_PLATFORMS } from './enums';
import { PROFILE_LIMITS } from '../profile/limits';
import { AUTH_LIMITS } from './limits';
import { AUTH_MESSAGES } from './messages';

const text = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).refine(hasNoControlCharacters, HTTP_MESSAGES.controlCharacters);

/** Emails are trimmed and lower-cased so that one address is one account, whatever its case. */
export const emailSchema = text(AUTH_MESSAGES.signup.allRequired)
  .trim()
  .min(1, AUTH_MESSAGES.signup.allRequired)
  .max(FIELD_LIMITS.emailMax, `Email must be ${FIELD_LIMITS.emailMax} characters or less.`)
  .pipe(z.email({ error: AUTH_MESSAGES.signup.invalidEmail }))
  .transform((email) => email.toLowerCase());

/**
 * A new password: checked exactly as typed (never trimmed or truncated), any Unicode.
 * Length is counted in code points so that an emoji counts as one character.
 */
export const newPasswordSchema = z
  .string({ error: AUTH_MESSAGES.signup.allRequired })
  .refine((p) => [...p].length >= AUTH_LIMITS.passwordMin, AUTH_MESSAGES.signup.passwordTooShort)
  .refine((p) => [...p].length <= AUTH_LIMITS.passwordMax, AUTH_MESSAGES.signup.passwordTooLong);

const nameSchema = (label: string) =>
  text(AUTH_MESSAGES.signup.allRequired)
    .trim()
    .min(1, AUTH_MESSAGES.signup.allRequired)
    .max(FIELD_LIMITS.nameMax, `${label} must be ${FIELD_LIMITS.nameMax} characters or less.`);

/** Optional; "acme.com" is taken as https://acme.com (normalizeWebsite), then checked as a web address. */
const optionalWebsiteSchema = text(AUTH_MESSAGES.signup.invalidWebsite)
  .trim()
  .max(FIELD_LIMITS.urlMax, AUTH_MESSAGES.signup.invalidWebsite)
  .optional()
  .transform((value) => (value ? normalizeWebsite(value) : undefined))
  .refine((value) => value === undefined || (isHttpUrl(value) && value.includes('.')), AUTH_MESSAGES.signup.invalidWebsite);

/**
 * The brand's company, kept on its profile (the name creators know it by). The signup form requires it;
 * the API takes it when given, so clients written before it was asked keep working (docs/product-decisions.md).
 */
const companyNameSchema = text(AUTH_MESSAGES.signup.allRequired)
  .trim()
  .max(PROFILE_LIMITS.companyNameMax, `Company name must be ${PROFILE_LIMITS.companyNameMax} characters or less.`)
  .optional()
  .transform((value) => (value ? value : undefined));

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
  companyName: companyNameSchema,
  website: optionalWebsiteSchema,
  industry: z.enum(INDUSTRIES).default(DEFAULT_INDUSTRY),
});
export type BrandSignupInput = z.input<typeof brandSignupSchema>;

/**
 * Login takes the password as typed; length rules are for new passwords only. `captcha` is the solved
 * widget's payload (as the contact form sends it in `token`), needed only after many failed logins.
 */
export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, AUTH_MESSAGES.signup.allRequired).max(1024),
  captcha: z.string().max(20_000, PUBLIC_FORM_MESSAGES.captcha.required).optional(),
});

export const forgotPasswordSchema = z.object({
  email: text(AUTH_MESSAGES.forgot.emailRequired)
    .trim()
    .min(1, AUTH_MESSAGES.forgot.emailRequired)
    .max(FIELD_LIMITS.emailMax)
    .transform((email) => email.toLowerCase()),
});

/**
 * An emailed link's token (32 random bytes, base64url, so 43 characters) and address. A link missing
 * either is answered with the page's own "invalid link" message.
 */
const emailLink = (invalidLinkMessage: string) =>
  z.object({
    token: text(invalidLinkMessage).trim().min(1, invalidLinkMessage).max(200),
    email: text(invalidLinkMessage)
      .trim()
      .min(1, invalidLinkMessage)
      .max(FIELD_LIMITS.emailMax)
      .transform((email) => email.toLowerCase()),
  });

export const emailLinkSchema = emailLink(AUTH_MESSAGES.verify.invalidLink);
export const resetLinkSchema = emailLink(AUTH_MESSAGES.reset.invalidLink);

/**
 * The web page's confirmation. Outside the browser that signed up, it proves who confirms: the password
 * chosen at signup, or a new one that replaces it (docs/decisions/0010-signup-binding.md).
 */
export const verifyEmailSchema = emailLinkSchema.extend({
  password: z
    .string()
    .max(AUTH_LIMITS.passwordMax * 4, AUTH_MESSAGES.verify.signupPasswordWrong)
    .optional(),
  new_password: newPasswordSchema.optional(),
});

export const resetPasswordSchema = resetLinkSchema.extend({
  password: newPasswordSchema,
});

/**
 * The signup forms (spec section 5): the account's fields, the password typed twice and the terms.
 * Problems are reported one step at a time, in the spec's order: every field filled (each empty one
 * named under it, "All fields are required" above them), then the account's
 * own rules (the 8-character password, a valid email...), then matching passwords, then the terms; each
 * message sits at the field it concerns. The output is what the signup call takes.
 */
function signupFormSchema<Extra extends z.ZodRawShape, Account extends z.ZodType>(
  extra: Extra,
  required: readonly string[],
  account: Account,
) {
  const form = z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
    acceptedTerms: z.boolean(),
    ...extra,
  });
  return form.transform((values, ctx): z.output<Account> => {
    const fail = (path: readonly PropertyKey[], message: string) =>
      ctx.addIssue({ code: 'custom', path: [...path], message, input: values });
    const fields = values as Record<string, unknown> & { password: string; confirmPassword: string; acceptedTerms: boolean };
    // Text must hold more than spaces; passwords count as typed, so a space is a character there.
    const blank = (name: string) => typeof fields[name] !== 'string' || (fields[name] as string).trim() === '';
    const empty = [
      ...['firstName', 'lastName', 'email', ...required].filter(blank),
      ...['password', 'confirmPassword'].filter((name) => fields[name] === ''),
    ];
    if (empty.length > 0) {
      for (const name of empty) fail([name], AUTH_MESSAGES.signup.fieldRequired[name] ?? AUTH_MESSAGES.signup.allRequired);
      return z.NEVER;
    }
    const parsed = account.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) fail(issue.path, issue.message);
      return z.NEVER;
    }
    if (fields.password !== fields.confirmPassword) {
      fail(['confirmPassword'], AUTH_MESSAGES.signup.passwordsDoNotMatch);
      return z.NEVER;
    }
    if (!fields.acceptedTerms) {
      fail(['acceptedTerms'], AUTH_MESSAGES.signup.acceptTerms);
      return z.NEVER;
    }
    return parsed.data;
  });
}

export const creatorSignupFormSchema = signupFormSchema({ platform: z.string() }, ['platform'], creatorSignupSchema);
export const brandSignupFormSchema = signupFormSchema(
  { companyName: z.string(), website: z.string().optional(), industry: z.string() },
  ['companyName', 'industry'],
  brandSignupSchema,
);

/** The reset form (spec section 5), in the reset page's words: matching passwords first, then the length. */
export const newPasswordFormSchema = z.object({ password: z.string(), confirmPassword: z.string() }).transform((values, ctx) => {
  const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message, input: values });
  if (values.password !== values.confirmPassword) {
    fail('confirmPassword', AUTH_MESSAGES.reset.passwordsDoNotMatch);
    return z.NEVER;
  }
  if ([...values.password].length < AUTH_LIMITS.passwordMin) {
    fail('password', AUTH_MESSAGES.reset.passwordTooShort);
    return z.NEVER;
  }
  const parsed = newPasswordSchema.safeParse(values.password);
  if (!parsed.success) {
    fail('password', parsed.error.issues[0]?.message ?? AUTH_MESSAGES.reset.passwordTooShort);
    return z.NEVER;
  }
  return { password: parsed.data };
});

/** Changing the password while logged in: the current one as typed, the new one under the signup rules. */
export const changePasswordSchema = z.object({
  current_password: z
    .string({ error: AUTH_MESSAGES.account.currentPasswordRequired })
    .min(1, AUTH_MESSAGES.account.currentPasswordRequired)
    .max(1024),
  new_password: newPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The web form adds the confirmation, which only the form has, with the spec's "Passwords do not match". */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirm_password: z.string() })
  .refine((values) => values.new_password === values.confirm_password, {
    path: ['confirm_password'],
    message: AUTH_MESSAGES.signup.passwordsDoNotMatch,
  });
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

export const sessionIdSchema = z.object({ id: z.string().trim().min(1).max(100) });

import { z } from 'zod';
import { FIELD_LIMITS } from '../common/limits';
import { hasNoControlCharacters, hasNoControlExceptLines } from '../common/text-rules';
import { HTTP_MESSAGES } from '../http/messages';
import { PUBLIC_FORM_LIMITS } from './limits';
import { PUBLIC_FORM_MESSAGES } from './messages';

const { captcha, contact: c, newsletter } = PUBLIC_FORM_MESSAGES;

const contactEmail = z
  .string({ error: c.emailRequired })
  .refine(hasNoControlCharacters, HTTP_MESSAGES.controlCharacters)
  .trim()
  .min(1, c.emailRequired)
  .max(FIELD_LIMITS.emailMax, c.emailTooLong)
  .pipe(z.email({ error: c.invalidEmail }));

/** The captcha solution or token; the server decides whether it is good. */
const captchaToken = z.string({ error: captcha.required }).min(1, captcha.required).max(20_000, captcha.required);

/**
 * The contact form. Names and emails are single lines: a line break there could otherwise add headers to
 * the notification email (the sender becomes its Reply-To).
 */
export const contactSchema = z.object({
  name: z
    .string({ error: c.nameRequired })
    .refine(hasNoControlCharacters, HTTP_MESSAGES.controlCharacters)
    .trim()
    .min(1, c.nameRequired)
    .max(FIELD_LIMITS.nameMax, c.nameTooLong),
  email: contactEmail,
  message: z
    .string({ error: c.messageRequired })
    .refine(hasNoControlExceptLines, HTTP_MESSAGES.controlCharacters)
    .trim()
    .min(1, c.messageRequired)
    .max(PUBLIC_FORM_LIMITS.messageMax, c.messageTooLong),
  token: captchaToken,
});
export type ContactInput = z.input<typeof contactSchema>;

export const newsletterSchema = z.object({
  email: contactEmail.transform((email) => email.toLowerCase()),
  token: captchaToken,
});

export const unsubscribeSchema = z.object({
  token: z.string({ error: newsletter.invalidUnsubscribeLink }).trim().min(1, newsletter.invalidUnsubscribeLink).max(200),
});

import { z } from 'zod';
import { hasNoControlCharacters, hasNoControlExceptLines } from './auth-schemas';
import { LIMITS } from './limits';
import { MESSAGES } from './messages';

const c = MESSAGES.contact;

const contactEmail = z
  .string({ error: c.emailRequired })
  .refine(hasNoControlCharacters, MESSAGES.http.controlCharacters)
  .trim()
  .min(1, c.emailRequired)
  .max(LIMITS.emailMax, c.emailTooLong)
  .pipe(z.email({ error: c.invalidEmail }));

/** The captcha solution or token; the server decides whether it is good. */
const captchaToken = z.string({ error: MESSAGES.captcha.required }).min(1, MESSAGES.captcha.required).max(20_000, MESSAGES.captcha.required);

/**
 * The contact form. Names and emails are single lines: a line break there could otherwise add headers to
 * the notification email (the sender becomes its Reply-To).
 */
export const contactSchema = z.object({
  name: z
    .string({ error: c.nameRequired })
    .refine(hasNoControlCharacters, MESSAGES.http.controlCharacters)
    .trim()
    .min(1, c.nameRequired)
    .max(LIMITS.nameMax, c.nameTooLong),
  email: contactEmail,
  message: z
    .string({ error: c.messageRequired })
    .refine(hasNoControlExceptLines, MESSAGES.http.controlCharacters)
    .trim()
    .min(1, c.messageRequired)
    .max(LIMITS.messageMax, c.messageTooLong),
  token: captchaToken,
});
export type ContactInput = z.input<typeof contactSchema>;

export const newsletterSchema = z.object({
  email: contactEmail.transform((email) => email.toLowerCase()),
  token: captchaToken,
});

export const unsubscribeSchema = z.object({
  token: z.string({ error: MESSAGES.newsletter.invalidUnsubscribeLink }).trim().min(1, MESSAGES.newsletter.invalidUnsubscribeLink).max(200),
});

export const testEmailSchema = z.object({
  email: z
    .string({ error: MESSAGES.admin.emailRequired })
    .trim()
    .min(1, MESSAGES.admin.emailRequired)
    .max(LIMITS.emailMax)
    .pipe(z.email({ error: c.invalidEmail })),
});

/** One opaque cursor per list of the admin page; each list pages on its own. */
export const adminListsQuerySchema = z.object({
  users_cursor: z.string().max(200).optional(),
  early_access_cursor: z.string().max(200).optional(),
  emails_cursor: z.string().max(200).optional(),
});

export interface AdminUserRow {
  id: string;
  username: string | null;
  email: string;
  created_at: string;
  updated_at: string;
  is_premium: boolean;
  is_tester: boolean;
}
export interface AdminEarlyAccessRow {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  created_at: string;
}
export interface AdminEmailRow {
  id: string;
  recipient_email: string;
  subject: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string | null;
  created_at: string;
  sent_at: string | null;
  error_message: string | null;
}
export interface AdminLists {
  is_admin: true;
  users: AdminUserRow[];
  early_access_users: AdminEarlyAccessRow[];
  emails_sent: AdminEmailRow[];
  next_cursors: { users: string | null; early_access: string | null; emails: string | null };
}

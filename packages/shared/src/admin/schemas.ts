import { z } from 'zod';
import { FIELD_LIMITS } from '../common/limits';
import { PUBLIC_FORM_MESSAGES } from '../public-forms/messages';
import { EMAIL_STATUSES } from '../outbox/enums';
import { ADMIN_LIMITS, ADMIN_USER_ROLES, ADMIN_USER_STATES, PAYMENT_OPERATION_KINDS, PAYMENT_OPERATION_STATUSES } from './enums';
import { ADMIN_MESSAGES } from './messages';

export const testEmailSchema = z.object({
  email: z
    .string({ error: ADMIN_MESSAGES.emailRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.emailRequired)
    .max(FIELD_LIMITS.emailMax)
    // The contact form's wording: one sentence for a mistyped address wherever it is typed.
    .pipe(z.email({ error: PUBLIC_FORM_MESSAGES.contact.invalidEmail })),
});

/** One opaque cursor per list of the admin page; each list pages on its own. */
export const adminListsQuerySchema = z.object({
  users_cursor: z.string().max(200).optional(),
  early_access_cursor: z.string().max(200).optional(),
  emails_cursor: z.string().max(200).optional(),
});

/** One page of one admin list; tRPC's infinite queries pass the cursor as `cursor`. */
export const adminPageQuerySchema = z.object({ cursor: z.string().max(200).nullish() });

const cursor = z.string().max(200).nullish();

/** The console's user search: part of a name or an email (any case), a role, a state; a page after `cursor`. */
export const adminUserSearchSchema = z.object({
  q: z.string().trim().max(ADMIN_LIMITS.queryMax, ADMIN_MESSAGES.queryTooLong).optional(),
  role: z.enum(ADMIN_USER_ROLES).optional(),
  state: z.enum(ADMIN_USER_STATES).optional(),
  cursor,
});
export type AdminUserSearch = z.infer<typeof adminUserSearchSchema>;

/** One account, one email or one operation by its id. */
export const adminIdSchema = z.object({ id: z.uuid() });

/** The outbox as the console lists it: every email, or those of one status; a page after `cursor`. */
export const adminOutboxQuerySchema = z.object({ status: z.enum(EMAIL_STATUSES).optional(), cursor });
export type AdminOutboxQuery = z.infer<typeof adminOutboxQuerySchema>;

/** Payment operations, newest first, of one kind and status when given; a page after `cursor`. */
export const adminPaymentOperationsQuerySchema = z.object({
  kind: z.enum(PAYMENT_OPERATION_KINDS).optional(),
  status: z.enum(PAYMENT_OPERATION_STATUSES).optional(),
  cursor,
});
export type AdminPaymentOperationsQuery = z.infer<typeof adminPaymentOperationsQuerySchema>;

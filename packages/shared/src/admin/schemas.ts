import { z } from 'zod';
import { FIELD_LIMITS } from '../common/limits';
import type { EmailStatus } from '../outbox/enums';
import { PUBLIC_FORM_MESSAGES } from '../public-forms/messages';
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

export interface AdminPage<Row> {
  rows: Row[];
  next_cursor: string | null;
}

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
  status: EmailStatus;
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

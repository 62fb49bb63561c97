import { EMAIL_STATUSES, type AdminLists } from '@sponsorly/shared';
import { z } from 'zod';

const timestamp = z.iso.datetime();

const userRow = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  email: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
  is_premium: z.boolean(),
  is_tester: z.boolean(),
});
const earlyAccessRow = z.object({
  id: z.uuid(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  created_at: timestamp,
});
const emailRow = z.object({
  id: z.uuid(),
  recipient_email: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  next_attempt_at: timestamp.nullable(),
  created_at: timestamp,
  sent_at: timestamp.nullable(),
  error_message: z.string().nullable(),
});

/** One page of one list, for the admin page's "Load more". */
const page = <Row extends z.ZodType>(row: Row) => z.object({ rows: z.array(row), next_cursor: z.string().nullable() });
export const adminUsersPageSchema = page(userRow);
export const adminEarlyAccessPageSchema = page(earlyAccessRow);
export const adminEmailsPageSchema = page(emailRow);

export const adminListsSchema: z.ZodType<AdminLists> = z.object({
  is_admin: z.literal(true),
  users: z.array(userRow),
  early_access_users: z.array(earlyAccessRow),
  emails_sent: z.array(emailRow),
  next_cursors: z.object({ users: z.string().nullable(), early_access: z.string().nullable(), emails: z.string().nullable() }),
});

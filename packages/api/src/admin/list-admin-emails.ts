import {
  adminEmailsPageSchema,
  adminPageQuerySchema,
  type AdminEmailRow,
  type AdminPage,
  type EmailStatus,
} from '@sponsorly/shared';
import type { Database, Kysely } from '@sponsorly/db';
import { adminProcedure } from '../trpc';
import { iso, newestFirst } from './admin-list-query';
import { decodeCursor, toPage } from './page-cursor';

/**
 * The outbox's emails, a page of 100 at a time, newest first (as listAdminUsers), of one status when
 * given: no body or link.
 */
export async function listAdminEmails(
  db: Kysely<Database>,
  cursor?: string | null,
  status?: EmailStatus,
): Promise<AdminPage<AdminEmailRow>> {
  let query = newestFirst(db, 'email_outbox', decodeCursor(cursor ?? undefined)).select([
    'id',
    'recipient_email',
    'subject',
    'status',
    'attempts',
    'next_attempt_at',
    'created_at',
    'sent_at',
    'error_message',
  ]);
  if (status) query = query.where('status', '=', status);
  const page = toPage(await query.execute());
  return {
    rows: page.rows.map((r) => ({
      ...r,
      created_at: iso(r.created_at)!,
      sent_at: iso(r.sent_at),
      // When a pending message will be tried next; meaningless once sent or failed.
      next_attempt_at: r.status === 'pending' ? iso(r.next_attempt_at) : null,
    })),
    next_cursor: page.next,
  };
}

/** The emails list on its own, a page at a time, for the admin page's "Load more". */
export const listAdminEmailsProcedure = adminProcedure
  .input(adminPageQuerySchema)
  .output(adminEmailsPageSchema)
  .query(({ ctx, input }) => listAdminEmails(ctx.deps.db, input.cursor));

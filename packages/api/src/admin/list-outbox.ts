import { adminOutboxPageSchema, adminOutboxQuerySchema } from '@sponsorly/shared';
import { adminProcedure } from '../trpc';
import { tags } from './admin-procedures';
import { listAdminEmails } from './list-admin-emails';

/** GET /admin/outbox: the service is listAdminEmails, with a status. */
export const listOutboxProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/outbox',
      summary: 'The email outbox: pending, sent and failed emails, newest first',
      description:
        'Every email queued, newest first, 100 a page, or those of one `status`: `pending` (waiting or being retried: `attempts`, `next_attempt_at`), `sent`, or `failed` after its last attempt (`error_message` says why). No body or link is ever returned.',
      tags,
    },
  })
  .input(adminOutboxQuerySchema)
  .output(adminOutboxPageSchema)
  .query(({ ctx, input }) => listAdminEmails(ctx.deps.db, input.cursor, input.status));

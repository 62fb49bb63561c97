import { adminListsQuerySchema, adminPageQuerySchema, testEmailSchema } from '@sponsorly/shared';
import { messageAnswerSchema } from '../auth/outputs';
import { z } from 'zod';
import { DISPUTE_OUTCOMES, resolveDisputeInputSchema } from '@sponsorly/shared';
import { listAdminDisputes } from '../deals/endings/admin-disputes';
import { resolveDispute } from '../deals/endings/disputes';
import { checkLedger } from '../ledger/check';
import { adminProcedure, router } from '../trpc';
import { listAdminData, listAdminEarlyAccess, listAdminEmails, listAdminUsers } from './admin-lists';
import { sendAdminTestEmail } from './admin-services';
import { adminEarlyAccessPageSchema, adminEmailsPageSchema, adminListsSchema, adminUsersPageSchema } from './outputs';

const tags = ['Administration'];

export const adminRouter = router({
  lists: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/protected/db-test', summary: 'Accounts, early-access sign-ups and emails', tags } })
    .input(adminListsQuerySchema)
    .output(adminListsSchema)
    .query(({ ctx, input }) => listAdminData(ctx.deps.db, input)),
  /** Each list on its own, a page at a time, for the admin page's "Load more". */
  users: adminProcedure
    .input(adminPageQuerySchema)
    .output(adminUsersPageSchema)
    .query(({ ctx, input }) => listAdminUsers(ctx.deps.db, input.cursor)),
  earlyAccessUsers: adminProcedure
    .input(adminPageQuerySchema)
    .output(adminEarlyAccessPageSchema)
    .query(({ ctx, input }) => listAdminEarlyAccess(ctx.deps.db, input.cursor)),
  emails: adminProcedure
    .input(adminPageQuerySchema)
    .output(adminEmailsPageSchema)
    .query(({ ctx, input }) => listAdminEmails(ctx.deps.db, input.cursor)),
  ledgerCheck: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/ledger-check',
        summary: 'The ledger’s invariants, checked now (as npm run ledger:check)',
        tags,
      },
    })
    .output(
      z
        .object({ ok: z.boolean(), problems: z.array(z.string()), accounts: z.number().int(), transfers: z.number().int() })
        .meta({ id: 'LedgerCheck' }),
    )
    .query(({ ctx }) => checkLedger(ctx.deps.db)),
  disputes: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/disputes',
        summary: 'Disputes: the open ones first, oldest first; then the decided',
        tags,
      },
    })
    .output(
      z.object({
        items: z.array(
          z.object({
            id: z.uuid(),
            deal_id: z.uuid(),
            status: z.enum(['open', 'resolved']),
            opened_side: z.enum(['brand', 'creator']),
            reason: z.string(),
            answered: z.boolean(),
            brand_name: z.string(),
            creator_name: z.string(),
            price_cents: z.number().int(),
            outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
            created_at: z.string(),
          }),
        ),
      }),
    )
    .query(async ({ ctx }) => ({ items: await listAdminDisputes(ctx.deps.db) })),
  resolveDispute: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/disputes/{id}/resolve',
        summary:
          'Decide a dispute: release, refund, split by percentage, or resume with new due dates; the note is shown to both parties',
        tags,
      },
      refusals: ['not_found', 'state_changed'],
    })
    .input(resolveDisputeInputSchema)
    .output(z.object({ deal_id: z.uuid() }))
    .mutation(async ({ ctx, input }) => ({ deal_id: await resolveDispute(ctx.deps, ctx.session.user, input.id, input) })),
  // The spec sends the address in the query with an empty body; the REST door reads both.
  sendTestEmail: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/protected/test-email', summary: 'Send a test email', tags }, successStatus: 202 })
    .input(testEmailSchema)
    .output(messageAnswerSchema)
    .mutation(({ ctx, input }) => sendAdminTestEmail(ctx.deps, input.email)),
});

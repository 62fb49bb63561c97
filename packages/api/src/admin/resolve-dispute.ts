import { resolveDisputeInputSchema, resolvedDisputeAnswerSchema } from '@sponsorly/shared';
import { resolveDispute } from '../deals/endings/disputes';
import { adminProcedure } from '../trpc';
import { tags } from './admin-procedures';

/** POST /admin/disputes/{id}/resolve: the service is resolveDispute (deals/endings/disputes.ts). */
export const resolveDisputeProcedure = adminProcedure
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
  .output(resolvedDisputeAnswerSchema)
  .mutation(async ({ ctx, input }) => ({ deal_id: await resolveDispute(ctx.deps, ctx.session.user, input.id, input) }));

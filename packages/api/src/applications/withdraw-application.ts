import { applicationIdSchema, applicationSchema } from '@sponsorly/shared';
import { applicantProcedure, tags } from './application-procedures';
import { changeApplication } from './change-application';

/** POST /applications/{id}/withdraw: the creator withdraws, until an offer comes. */
export const withdrawApplicationProcedure = applicantProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/applications/{id}/withdraw',
      summary: 'Withdraw your application (until an offer comes)',
      tags,
    },
    refusals: ['not_found', 'state_changed'],
  })
  .input(applicationIdSchema)
  .output(applicationSchema)
  .mutation(({ ctx, input }) => changeApplication(ctx.deps, ctx.session.user.id, input.id, 'withdraw'));

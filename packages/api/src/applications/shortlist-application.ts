import { applicationIdSchema, applicationSchema } from '@sponsorly/shared';
import { brandProcedure, tags } from './application-procedures';
import { changeApplication } from './change-application';

/** POST /applications/{id}/shortlist: the campaign's brand shortlists an application. */
export const shortlistApplicationProcedure = brandProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/applications/{id}/shortlist',
      summary: 'Shortlist an application to your campaign',
      tags,
    },
    refusals: ['not_found', 'state_changed'],
  })
  .input(applicationIdSchema)
  .output(applicationSchema)
  .mutation(({ ctx, input }) => changeApplication(ctx.deps, ctx.session.user.id, input.id, 'shortlist'));

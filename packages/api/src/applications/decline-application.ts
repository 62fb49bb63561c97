import { applicationIdSchema, applicationSchema } from '@sponsorly/shared';
import { brandProcedure, tags } from './application-procedures';
import { changeApplication } from './change-application';

/** POST /applications/{id}/decline: the campaign's brand declines an application. */
export const declineApplicationProcedure = brandProcedure
  .meta({
    openapi: { method: 'POST', path: '/applications/{id}/decline', summary: 'Decline an application to your campaign', tags },
    refusals: ['not_found', 'state_changed'],
  })
  .input(applicationIdSchema)
  .output(applicationSchema)
  .mutation(({ ctx, input }) => changeApplication(ctx.deps, ctx.session.user.id, input.id, 'decline'));

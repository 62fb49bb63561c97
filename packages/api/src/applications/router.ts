import { applicationIdSchema, applicationInputSchema, campaignApplicationsInputSchema } from '@sponsorly/shared';
import { brandProcedure, applicantProcedure } from '../campaigns/role-procedures';
import { router } from '../trpc';
import { applyToCampaign } from './apply-to-campaign';
import { changeApplication } from './change-application';
import { listCampaignApplications, listMyApplications } from './list-applications';
import { applicationSchema, campaignApplicationsAnswerSchema, myApplicationsAnswerSchema } from './outputs';

const tags = ['Applications'];

export const applicationsRouter = router({
  submit: applicantProcedure
    .meta({
      openapi: { method: 'POST', path: '/campaigns/{id}/applications', summary: 'Apply to a campaign', tags },
      successStatus: 201,
      refusals: ['not_found', 'state_changed', 'conflict'],
    })
    .input(applicationInputSchema)
    .output(applicationSchema)
    .mutation(({ ctx, input: { id, ...fields } }) => applyToCampaign(ctx.deps, ctx.session.user, id, fields)),

  forCampaign: brandProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/campaigns/{id}/applications',
        summary: 'The applications to your campaign, with each creator’s card',
        tags,
      },
      refusals: ['not_found'],
    })
    .input(campaignApplicationsInputSchema)
    .output(campaignApplicationsAnswerSchema)
    .query(async ({ ctx, input }) => ({
      items: await listCampaignApplications(ctx.deps, ctx.session.user.id, input.id, input.status),
    })),

  mine: applicantProcedure
    .meta({ openapi: { method: 'GET', path: '/applications/mine', summary: 'Your applications', tags } })
    .output(myApplicationsAnswerSchema)
    .query(async ({ ctx }) => ({ items: await listMyApplications(ctx.deps, ctx.session.user.id) })),

  withdraw: applicantProcedure
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
    .mutation(({ ctx, input }) => changeApplication(ctx.deps, ctx.session.user.id, input.id, 'withdraw')),

  shortlist: brandProcedure
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
    .mutation(({ ctx, input }) => changeApplication(ctx.deps, ctx.session.user.id, input.id, 'shortlist')),

  decline: brandProcedure
    .meta({
      openapi: { method: 'POST', path: '/applications/{id}/decline', summary: 'Decline an application to your campaign', tags },
      refusals: ['not_found', 'state_changed'],
    })
    .input(applicationIdSchema)
    .output(applicationSchema)
    .mutation(({ ctx, input }) => changeApplication(ctx.deps, ctx.session.user.id, input.id, 'decline')),
});

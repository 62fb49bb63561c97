import {
  campaignFieldsSchema,
  campaignIdSchema,
  campaignListInputSchema,
  campaignUpdateSchema,
  invitationIdSchema,
  invitationInputSchema,
} from '@sponsorly/shared';
import { authedProcedure, router } from '../trpc';
import { closeCampaign } from './close-campaign';
import { getCampaign } from './campaign-views';
import { createCampaign } from './create-campaign';
import { declineInvitation } from './decline-invitation';
import { inviteCreator } from './invite-creator';
import { listMyCampaigns } from './list-my-campaigns';
import { listMyInvitations } from './list-my-invitations';
import { listOpenCampaigns } from './list-open-campaigns';
import {
  campaignDetailSchema,
  campaignListAnswerSchema,
  campaignSchema,
  invitationSchema,
  myCampaignsAnswerSchema,
  myInvitationsAnswerSchema,
  sentInvitationSchema,
} from './outputs';
import { publishCampaign } from './publish-campaign';
import { brandProcedure, inviteeProcedure } from './role-procedures';
import { updateCampaign } from './update-campaign';

const tags = ['Campaigns'];

export const campaignsRouter = router({
  create: brandProcedure
    .meta({
      openapi: { method: 'POST', path: '/campaigns', summary: 'Start a campaign (saved as a draft)', tags },
      successStatus: 201,
    })
    .input(campaignFieldsSchema)
    .output(campaignSchema)
    .mutation(({ ctx, input }) => createCampaign(ctx.deps, ctx.session.user.id, input)),

  update: brandProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/campaigns/{id}',
        summary: 'Change a campaign: a draft freely, an open one only its budget and deadline',
        tags,
      },
      refusals: ['not_found', 'state_changed'],
    })
    .input(campaignUpdateSchema)
    .output(campaignSchema)
    .mutation(({ ctx, input: { id, ...fields } }) => updateCampaign(ctx.deps, ctx.session.user.id, id, fields)),

  publish: brandProcedure
    .meta({
      openapi: { method: 'POST', path: '/campaigns/{id}/publish', summary: 'Publish a draft: creators can apply', tags },
      refusals: ['not_found', 'state_changed'],
    })
    .input(campaignIdSchema)
    .output(campaignSchema)
    .mutation(({ ctx, input }) => publishCampaign(ctx.deps, ctx.session.user.id, input.id)),

  close: brandProcedure
    .meta({
      openapi: { method: 'POST', path: '/campaigns/{id}/close', summary: 'Stop taking applications', tags },
      refusals: ['not_found', 'state_changed'],
    })
    .input(campaignIdSchema)
    .output(campaignSchema)
    .mutation(({ ctx, input }) => closeCampaign(ctx.deps, ctx.session.user.id, input.id)),

  list: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/campaigns', summary: 'Open public campaigns, best matches for you first', tags } })
    .input(campaignListInputSchema)
    .output(campaignListAnswerSchema)
    .query(({ ctx, input }) => listOpenCampaigns(ctx.deps, ctx.session.user.id, input)),

  mine: brandProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/campaigns/mine',
        summary: 'Your campaigns in every state, with applicants, offers and deals counted',
        tags,
      },
    })
    .output(myCampaignsAnswerSchema)
    .query(async ({ ctx }) => ({ items: await listMyCampaigns(ctx.deps, ctx.session.user.id) })),

  get: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/campaigns/{id}', summary: 'One campaign', tags }, refusals: ['not_found'] })
    .input(campaignIdSchema)
    .output(campaignDetailSchema)
    .query(({ ctx, input }) => getCampaign(ctx.deps, ctx.session.user, input.id)),
});

export const invitationsRouter = router({
  create: brandProcedure
    .meta({
      openapi: { method: 'POST', path: '/campaigns/{id}/invitations', summary: 'Invite a creator to your open campaign', tags },
      successStatus: 201,
      refusals: ['not_found', 'state_changed'],
    })
    .input(invitationInputSchema)
    .output(sentInvitationSchema)
    .mutation(({ ctx, input }) => inviteCreator(ctx.deps, ctx.session.user.id, input.id, input.creator_id)),

  list: inviteeProcedure
    .meta({ openapi: { method: 'GET', path: '/invitations', summary: 'Campaigns you are invited to', tags } })
    .output(myInvitationsAnswerSchema)
    .query(async ({ ctx }) => ({ items: await listMyInvitations(ctx.deps, ctx.session.user.id) })),

  decline: inviteeProcedure
    .meta({
      openapi: { method: 'POST', path: '/invitations/{id}/decline', summary: 'Decline an invitation', tags },
      refusals: ['not_found', 'state_changed'],
    })
    .input(invitationIdSchema)
    .output(invitationSchema)
    .mutation(({ ctx, input }) => declineInvitation(ctx.deps, ctx.session.user.id, input.id)),
});

import { myInvitationsAnswerSchema, type MyInvitation } from '@sponsorly/shared';
import type { ServiceDeps } from '../lib/deps';
import { selectCampaigns, toCampaignView } from './campaign-rows';
import { toInvitationView } from './invitation-rows';
import { inviteeProcedure, tags } from './role-procedures';

/** A creator's invitations, newest first, each with the whole brief (invite-only campaigns show nowhere else). */
export async function listMyInvitations(deps: ServiceDeps, creatorId: string): Promise<MyInvitation[]> {
  const now = deps.now();
  const invitations = await deps.db
    .selectFrom('campaign_invitations')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (invitations.length === 0) return [];
  const campaigns = await selectCampaigns(deps.db)
    .where(
      'c.id',
      'in',
      invitations.map((i) => i.campaign_id),
    )
    .execute();
  const byId = new Map(campaigns.map((c) => [c.id, c]));
  return invitations.flatMap((invitation) => {
    const campaign = byId.get(invitation.campaign_id);
    return campaign ? [{ ...toInvitationView(invitation), campaign: toCampaignView(campaign, now) }] : [];
  });
}

/** GET /invitations: the campaigns a creator is invited to. */
export const listMyInvitationsProcedure = inviteeProcedure
  .meta({ openapi: { method: 'GET', path: '/invitations', summary: 'Campaigns you are invited to', tags } })
  .output(myInvitationsAnswerSchema)
  .query(async ({ ctx }) => ({ items: await listMyInvitations(ctx.deps, ctx.session.user.id) }));

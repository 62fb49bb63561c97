import {
  campaignDetailSchema,
  campaignIdSchema,
  type ApplicationStatus,
  type CampaignDetail,
  type CampaignViewerStanding,
  type InvitationStatus,
} from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { isUuid } from '../lib/uuid';
import { authedProcedure } from '../trpc';
import { campaignNotFound } from './campaign-errors';
import { effectiveStatus, selectCampaigns, toCampaignView } from './campaign-rows';
import { tags } from './role-procedures';

/**
 * One campaign for its reader. The owner sees it in every state; anyone logged in sees an open public
 * campaign; a creator invited to it or who applied to it sees it once published, whatever its visibility
 * or state. Everyone else gets the same 404 as for an id that does not exist.
 */
export async function getCampaign(deps: ServiceDeps, reader: User, id: string): Promise<CampaignDetail> {
  if (!isUuid(id)) throw campaignNotFound();
  const now = deps.now();
  const row = await selectCampaigns(deps.db).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw campaignNotFound();
  const viewer = await loadViewerStanding(deps, reader, id);
  if (row.brand_id !== reader.id) {
    if (row.status === 'draft' || row.withheld) throw campaignNotFound();
    const openToAll = row.visibility === 'public' && effectiveStatus(row, now) === 'open';
    if (!openToAll && !viewer.application && !viewer.invitation) throw campaignNotFound();
  }
  return { ...toCampaignView(row, now), viewer };
}

async function loadViewerStanding(deps: ServiceDeps, reader: User, campaignId: string): Promise<CampaignViewerStanding> {
  if (reader.user_type !== 'creator') return { application: null, invitation: null };
  const [application, invitation] = await Promise.all([
    deps.db
      .selectFrom('applications')
      .select(['id', 'status'])
      .where('campaign_id', '=', campaignId)
      .where('creator_id', '=', reader.id)
      .executeTakeFirst(),
    deps.db
      .selectFrom('campaign_invitations')
      .select(['id', 'status'])
      .where('campaign_id', '=', campaignId)
      .where('creator_id', '=', reader.id)
      .executeTakeFirst(),
  ]);
  return {
    application: application ? { id: application.id, status: application.status as ApplicationStatus } : null,
    invitation: invitation ? { id: invitation.id, status: invitation.status as InvitationStatus } : null,
  };
}

/** GET /campaigns/{id}: one campaign, for whoever may read it. */
export const getCampaignProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/campaigns/{id}', summary: 'One campaign', tags }, refusals: ['not_found'] })
  .input(campaignIdSchema)
  .output(campaignDetailSchema)
  .query(({ ctx, input }) => getCampaign(ctx.deps, ctx.session.user, input.id));

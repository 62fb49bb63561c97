import {
  DISCOVERY_MESSAGES,
  ERROR_CODES,
  creatorIdSchema,
  inviteCampaignsAnswerSchema,
  type InviteCampaignsAnswer,
} from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import { brandProcedure } from '../campaigns/role-procedures';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { creatorReach } from './creator-reach';
import { tags } from './search-procedures';

/**
 * "Invite to campaign" from a search card, a list or a creator's page: the brand's campaigns that take
 * invitations (open, deadline not passed: the rule of inviteCreator), newest first, each with the
 * creator's invitation if there is one, so the dialog says "Already invited" instead of inviting again.
 * A creator the brand cannot reach answers 404, as the invitation itself would.
 */
export async function listInviteCampaigns(deps: ServiceDeps, brandId: string, creatorId: string): Promise<InviteCampaignsAnswer> {
  if ((await creatorReach(deps.db, brandId, creatorId)) !== 'reachable') {
    throw new AppError(404, ERROR_CODES.notFound, DISCOVERY_MESSAGES.creatorNotFound);
  }
  const { rows } = await sql<{ id: string; title: string; application_deadline: Date | null; invitation_status: string | null }>`
    select c.id, c.title, c.application_deadline, i.status as invitation_status
    from campaigns c
    left join campaign_invitations i on i.campaign_id = c.id and i.creator_id = ${creatorId}
    where c.brand_id = ${brandId} and c.status = 'open'
      and c.application_deadline > ${deps.now()}
    order by c.created_at desc, c.id`.execute(deps.db);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      application_deadline: row.application_deadline ? new Date(row.application_deadline).toISOString() : null,
      invitation_status: row.invitation_status as InviteCampaignsAnswer['items'][number]['invitation_status'],
    })),
  };
}

/** GET /creators/{id}/invite-campaigns: the brand's open campaigns, for inviting this creator. */
export const listInviteCampaignsProcedure = brandProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/creators/{id}/invite-campaigns',
      summary: 'Your open campaigns to invite a creator to',
      tags,
    },
    refusals: ['not_found'],
  })
  .input(creatorIdSchema)
  .output(inviteCampaignsAnswerSchema)
  .query(({ ctx, input }) => listInviteCampaigns(ctx.deps, ctx.session.user.id, input.id));

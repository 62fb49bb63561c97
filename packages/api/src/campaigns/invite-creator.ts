import {
  CAMPAIGN_MESSAGES as m,
  CAMPAIGN_NOTICES as n,
  ERROR_CODES,
  invitationInputSchema,
  sentInvitationSchema,
  type CampaignView,
  type SentInvitation,
} from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import { ensureConversation } from '../conversations/ensure-conversation';
import { loadCreatorCards } from '../creator-cards/load-creator-cards';
import { assertNotBlocked } from '../blocks/block-between';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { takeFirstContact, withUsage } from '../lib/usage-limits';
import { notify } from '../notifications/notify';
import { creatorReach } from '../search/creator-reach';
import { stateChanged } from './campaign-errors';
import { describeBudget, describeDeadline } from './campaign-changes';
import { effectiveStatus, toCampaignView } from './campaign-rows';
import { toInvitationView } from './invitation-rows';
import { brandProcedure, tags } from './role-procedures';
import { lockOwnCampaign } from './update-campaign';

/** What the invited creator reads first: the budget and when applications close. */
function invitationBody(campaign: CampaignView): string {
  const budget = describeBudget(campaign.budget_min_cents, campaign.budget_max_cents);
  return [
    budget ? n.budgetNow(budget) : '',
    campaign.application_deadline ? n.deadlineNow(describeDeadline(campaign.application_deadline)) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

const creatorNotFound = () => new AppError(404, ERROR_CODES.notFound, m.creatorNotFound);

/**
 * The brand invites a creator to its open campaign: the creator is told (invitation_received, with an
 * email) and the pair's conversation begins. Only creators a brand can find are invited: in search
 * (verified, not left it) and not hidden by this brand; anyone else answers as unknown. Inviting again
 * answers the invitation there, unchanged and not sent twice; a creator who already applied is recorded
 * as invited-and-applied without a notice.
 */
export async function inviteCreator(
  deps: ServiceDeps,
  brandId: string,
  campaignId: string,
  creatorId: string,
): Promise<SentInvitation> {
  const now = deps.now();
  // An invitation that opens the conversation takes one of the brand's first contacts; one that sends nothing gives it back.
  const taken = await takeFirstContact(deps, brandId, creatorId);
  const { invitation, sent } = await withUsage(taken, () =>
    deps.db.transaction().execute(async (trx) => {
      // The campaign row stays locked to the end, so it cannot close between the check and the invitation.
      const campaign = await lockOwnCampaign(trx, brandId, campaignId);
      if ((await creatorReach(trx, brandId, creatorId)) !== 'reachable') throw creatorNotFound();
      await assertNotBlocked(trx, brandId, creatorId);

      const existing = await trx
        .selectFrom('campaign_invitations')
        .selectAll()
        .where('campaign_id', '=', campaign.id)
        .where('creator_id', '=', creatorId)
        .executeTakeFirst();
      if (existing) return { invitation: existing, sent: false };
      const status = effectiveStatus(campaign, now);
      if (status !== 'open') throw stateChanged(status, m.inviteOnlyOpen);

      const applied = await trx
        .selectFrom('applications')
        .select('id')
        .where('campaign_id', '=', campaign.id)
        .where('creator_id', '=', creatorId)
        .executeTakeFirst();
      const row = await trx
        .insertInto('campaign_invitations')
        .values({
          campaign_id: campaign.id,
          creator_id: creatorId,
          status: applied ? 'applied' : 'pending',
          created_at: now,
          updated_at: now,
        })
        // Two invitations sent at once meet on the pair's unique constraint; the second finds the first.
        .onConflict((oc) =>
          oc.columns(['campaign_id', 'creator_id']).doUpdateSet({ updated_at: sql`campaign_invitations.updated_at` }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      if (applied) return { invitation: row, sent: false };
      await ensureConversation(trx, brandId, creatorId);
      await notify(trx, deps, {
        userId: creatorId,
        kind: 'invitation_received',
        title: n.invitationReceived(campaign.brand_name, campaign.title),
        body: invitationBody(toCampaignView(campaign, now)),
        link: `/campaigns/${campaign.id}`,
        action: n.viewCampaign,
      });
      return { invitation: row, sent: true };
    }),
  );
  if (!sent) await Promise.all(taken.map((give) => give()));
  if (sent) deps.notifyOutbox();
  const [creator] = await loadCreatorCards(deps.db, [invitation.creator_id]);
  return { ...toInvitationView(invitation), creator: creator ?? null };
}

/** POST /campaigns/{id}/invitations: the brand invites a creator to its open campaign. */
export const inviteCreatorProcedure = brandProcedure
  .meta({
    openapi: { method: 'POST', path: '/campaigns/{id}/invitations', summary: 'Invite a creator to your open campaign', tags },
    successStatus: 201,
    refusals: ['not_found', 'blocked', 'state_changed', 'rate_limited'],
  })
  .input(invitationInputSchema)
  .output(sentInvitationSchema)
  .mutation(({ ctx, input }) => inviteCreator(ctx.deps, ctx.session.user.id, input.id, input.creator_id));

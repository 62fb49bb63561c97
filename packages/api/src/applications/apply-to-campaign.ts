import {
  applicationInputSchema,
  applicationSchema,
  CAMPAIGN_MESSAGES as m,
  CAMPAIGN_NOTICES as n,
  ERROR_CODES,
  formatCents,
  type ApplicationView,
} from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { campaignNotFound, stateChanged } from '../campaigns/campaign-errors';
import { effectiveStatus, selectCampaigns } from '../campaigns/campaign-rows';
import { assertNotBlocked } from '../blocks/block-between';
import { ensureConversation } from '../conversations/ensure-conversation';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { takeApplication, withUsage } from '../lib/usage-limits';
import { isUuid } from '../lib/uuid';
import { notify } from '../notifications/notify';
import { applicantProcedure, tags } from './application-procedures';
import { toApplicationView } from './application-rows';

export interface ApplicationFields {
  pitch: string;
  proposed_price_cents: number;
  links: string[];
}

const alreadyApplied = (applicationId: string) =>
  new AppError(409, ERROR_CODES.conflict, m.alreadyApplied, { body: { application_id: applicationId } });

/**
 * A creator applies to a campaign they can see (public, or invited to it), once, while it is open and
 * before its deadline, whether or not the timer has closed it yet. In one transaction: the application,
 * the invitation (if any) marked applied, the pair's conversation, and the brand told. The campaign row
 * is share-locked, so a close cannot commit between the check and the application.
 */
export async function applyToCampaign(
  deps: ServiceDeps,
  creator: User,
  campaignId: string,
  fields: ApplicationFields,
): Promise<ApplicationView> {
  if (!isUuid(campaignId)) throw campaignNotFound();
  const now = deps.now();
  const taken = await takeApplication(deps, creator.id);
  const application = await withUsage([taken], () =>
    deps.db.transaction().execute(async (trx) => {
      const locked = await trx.selectFrom('campaigns').select('id').where('id', '=', campaignId).forShare().executeTakeFirst();
      if (!locked) throw campaignNotFound();
      const campaign = await selectCampaigns(trx).where('c.id', '=', campaignId).executeTakeFirstOrThrow();
      const invitation = await trx
        .selectFrom('campaign_invitations')
        .select('status')
        .where('campaign_id', '=', campaignId)
        .where('creator_id', '=', creator.id)
        .executeTakeFirst();
      if (campaign.status === 'draft' || campaign.withheld || (campaign.visibility !== 'public' && !invitation))
        throw campaignNotFound();
      await assertNotBlocked(trx, campaign.brand_id, creator.id);

      const existing = await trx
        .selectFrom('applications')
        .select('id')
        .where('campaign_id', '=', campaignId)
        .where('creator_id', '=', creator.id)
        .executeTakeFirst();
      if (existing) throw alreadyApplied(existing.id);
      const status = effectiveStatus(campaign, now);
      if (status !== 'open') throw stateChanged(status, campaign.status === 'open' ? m.deadlinePassed : m.notOpen);

      const row = await trx
        .insertInto('applications')
        .values({
          campaign_id: campaignId,
          creator_id: creator.id,
          pitch: fields.pitch,
          proposed_price_cents: fields.proposed_price_cents,
          currency: campaign.currency,
          links: JSON.stringify(fields.links),
          created_at: now,
          updated_at: now,
        })
        // Two applications sent at once meet on the one-per-creator constraint.
        .onConflict((oc) => oc.columns(['campaign_id', 'creator_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!row) {
        const first = await trx
          .selectFrom('applications')
          .select('id')
          .where('campaign_id', '=', campaignId)
          .where('creator_id', '=', creator.id)
          .executeTakeFirstOrThrow();
        throw alreadyApplied(first.id);
      }
      await trx
        .updateTable('campaign_invitations')
        .set({ status: 'applied', updated_at: now })
        .where('campaign_id', '=', campaignId)
        .where('creator_id', '=', creator.id)
        .where('status', 'in', ['pending', 'declined'])
        .execute();
      await ensureConversation(trx, campaign.brand_id, creator.id);
      await notify(trx, deps, {
        userId: campaign.brand_id,
        kind: 'application_received',
        title: n.applicationReceived(`${creator.first_name} ${creator.last_name}`, campaign.title),
        body: n.applicationReceivedBody(formatCents(fields.proposed_price_cents)),
        link: `/brand/campaigns/${campaignId}`,
        action: n.reviewApplications,
      });
      return row;
    }),
  );
  deps.notifyOutbox();
  return toApplicationView(application);
}

/** POST /campaigns/{id}/applications: a creator applies, once. */
export const applyToCampaignProcedure = applicantProcedure
  .meta({
    openapi: { method: 'POST', path: '/campaigns/{id}/applications', summary: 'Apply to a campaign', tags },
    successStatus: 201,
    refusals: ['not_found', 'blocked', 'state_changed', 'conflict', 'rate_limited'],
  })
  .input(applicationInputSchema)
  .output(applicationSchema)
  .mutation(({ ctx, input: { id, ...fields } }) => applyToCampaign(ctx.deps, ctx.session.user, id, fields));

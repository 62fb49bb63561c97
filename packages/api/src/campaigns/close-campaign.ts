import { campaignIdSchema, CAMPAIGN_MESSAGES as m, campaignSchema, type CampaignView } from '@sponsorly/shared';
import type { ServiceDeps } from '../lib/deps';
import { stateChanged } from './campaign-errors';
import { completeCampaignIfDone } from './complete-campaign';
import { selectCampaigns, toCampaignView } from './campaign-rows';
import { brandProcedure, tags } from './role-procedures';
import { lockOwnCampaign } from './update-campaign';

/**
 * The brand closes its open campaign: no new applications; the applications there stay for the brand
 * to shortlist, decline or make offers to. A campaign already closed (by the brand or its deadline)
 * answers as it is; a draft or a completed campaign answers 409.
 */
export async function closeCampaign(deps: ServiceDeps, brandId: string, id: string): Promise<CampaignView> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockOwnCampaign(trx, brandId, id);
    if (row.status === 'closed') return toCampaignView(row, now);
    const closed = await trx
      .updateTable('campaigns')
      .set({ status: 'closed', closed_at: now, updated_at: now })
      .where('id', '=', row.id)
      .where('status', '=', 'open')
      .returning('id')
      .executeTakeFirst();
    if (!closed) throw stateChanged(row.status, m.notOpen);
    await completeCampaignIfDone(trx, row.id, now);
    return toCampaignView(await selectCampaigns(trx).where('c.id', '=', row.id).executeTakeFirstOrThrow(), now);
  });
}

/** POST /campaigns/{id}/close: the brand stops taking applications. */
export const closeCampaignProcedure = brandProcedure
  .meta({
    openapi: { method: 'POST', path: '/campaigns/{id}/close', summary: 'Stop taking applications', tags },
    refusals: ['not_found', 'state_changed'],
  })
  .input(campaignIdSchema)
  .output(campaignSchema)
  .mutation(({ ctx, input }) => closeCampaign(ctx.deps, ctx.session.user.id, input.id));

import { campaignIdSchema } from '@sponsorly/shared';
import { z } from 'zod';
import type { User } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { isAdmin } from '../auth/users';
import { authedProcedure } from '../trpc';
import { getCampaign } from './get-campaign';
import { tags } from './role-procedures';

/**
 * Counts a reader's view of a campaign's page, for its brand's funnel (docs/analytics.md). Its own call
 * (a POST), never a side effect of reading the campaign, so a prefetch, a crawler or a cross-site GET
 * counts nothing. A reader counts once a day however often they come back; the brand's own views and
 * admins' succeed and count nothing, so the page can call it for whoever is looking. A campaign the
 * reader may not see is the same 404 as reading it.
 */
export async function recordCampaignView(deps: ServiceDeps, reader: User, campaignId: string): Promise<void> {
  const campaign = await getCampaign(deps, reader, campaignId);
  if (campaign.brand.id === reader.id || isAdmin(reader, deps.settings.adminEmails)) return;
  await deps.db
    .insertInto('campaign_views')
    .values({ campaign_id: campaign.id, day: deps.now().toISOString().slice(0, 10), viewer_id: reader.id })
    .onConflict((oc) => oc.columns(['campaign_id', 'day', 'viewer_id']).doNothing())
    .execute();
}

/** The campaign page calls this once on load. */
export const recordCampaignViewProcedure = authedProcedure
  .meta({
    openapi: { method: 'POST', path: '/campaigns/{id}/views', summary: 'Count a reader’s view of a campaign’s page', tags },
    successStatus: 204,
    refusals: ['not_found'],
  })
  .input(campaignIdSchema)
  .output(z.void())
  .mutation(({ ctx, input }) => recordCampaignView(ctx.deps, ctx.session.user, input.id));

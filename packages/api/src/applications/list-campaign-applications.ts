import {
  campaignApplicationsAnswerSchema,
  campaignApplicationsInputSchema,
  type ApplicationStatus,
  type CampaignApplication,
} from '@sponsorly/shared';
import { campaignNotFound } from '../campaigns/campaign-errors';
import { loadCreatorCards } from '../creator-cards/load-creator-cards';
import type { ServiceDeps } from '../lib/deps';
import { isUuid } from '../lib/uuid';
import { brandProcedure, tags } from './application-procedures';
import { toApplicationView } from './application-rows';

/** The applications to the brand's own campaign, newest first, each with the creator's card. */
export async function listCampaignApplications(
  deps: ServiceDeps,
  brandId: string,
  campaignId: string,
  status?: ApplicationStatus,
): Promise<CampaignApplication[]> {
  if (!isUuid(campaignId)) throw campaignNotFound();
  const own = await deps.db
    .selectFrom('campaigns')
    .select('id')
    .where('id', '=', campaignId)
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
  if (!own) throw campaignNotFound();
  const rows = await deps.db
    .selectFrom('applications')
    .selectAll()
    .where('campaign_id', '=', campaignId)
    .$if(status !== undefined, (qb) => qb.where('status', '=', status!))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const cards = new Map((await loadCreatorCards(deps.db, [...new Set(rows.map((r) => r.creator_id))])).map((c) => [c.id, c]));
  return rows.map((row) => ({ ...toApplicationView(row), creator: cards.get(row.creator_id) ?? null }));
}

/** GET /campaigns/{id}/applications: the brand reads the applications to its campaign. */
export const listCampaignApplicationsProcedure = brandProcedure
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
  }));

import type { ApplicationStatus, CampaignApplication, MyApplication } from '@sponsorly/shared';
import { campaignNotFound } from '../campaigns/campaign-errors';
import { selectCampaigns, toCampaignSummary } from '../campaigns/campaign-rows';
import { loadCreatorCards } from '../creator-cards/load-creator-cards';
import type { ServiceDeps } from '../lib/deps';
import { isUuid } from '../lib/uuid';
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

/** The creator's applications, newest first, each with where its campaign stands. */
export async function listMyApplications(deps: ServiceDeps, creatorId: string): Promise<MyApplication[]> {
  const now = deps.now();
  const rows = await deps.db
    .selectFrom('applications')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (rows.length === 0) return [];
  const campaigns = await selectCampaigns(deps.db)
    .where('c.id', 'in', [...new Set(rows.map((r) => r.campaign_id))])
    .execute();
  const byId = new Map(campaigns.map((c) => [c.id, c]));
  return rows.flatMap((row) => {
    const campaign = byId.get(row.campaign_id);
    return campaign ? [{ ...toApplicationView(row), campaign: toCampaignSummary(campaign, now) }] : [];
  });
}

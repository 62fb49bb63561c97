import { myApplicationsAnswerSchema, type MyApplication } from '@sponsorly/shared';
import { selectCampaigns, toCampaignSummary } from '../campaigns/campaign-rows';
import type { ServiceDeps } from '../lib/deps';
import { applicantProcedure, tags } from './application-procedures';
import { toApplicationView } from './application-rows';

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

/** GET /applications/mine: the creator's applications. */
export const listMyApplicationsProcedure = applicantProcedure
  .meta({ openapi: { method: 'GET', path: '/applications/mine', summary: 'Your applications', tags } })
  .output(myApplicationsAnswerSchema)
  .query(async ({ ctx }) => ({ items: await listMyApplications(ctx.deps, ctx.session.user.id) }));

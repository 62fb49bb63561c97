import {
  campaignBudgetProblems,
  campaignFieldsSchema,
  CAMPAIGN_MESSAGES as m,
  campaignSchema,
  type CampaignFields,
  type CampaignView,
} from '@sponsorly/shared';
import { badRequest } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { campaignColumns, selectCampaigns, toCampaignView } from './campaign-rows';
import { brandProcedure, tags } from './role-procedures';

/**
 * Saves a new campaign as a draft, however incomplete (publishing checks completeness). The brand is the
 * session's; the state is always draft: neither can come from the body.
 */
export async function createCampaign(deps: ServiceDeps, brandId: string, fields: CampaignFields): Promise<CampaignView> {
  const budget = campaignBudgetProblems({
    budget_min_cents: fields.budget_min_cents ?? null,
    budget_max_cents: fields.budget_max_cents ?? null,
  });
  if (Object.keys(budget).length) throw badRequest(Object.values(budget)[0] ?? m.budgetBothEnds, budget);
  const now = deps.now();
  const { id } = await deps.db
    .insertInto('campaigns')
    .values({ title: '', ...campaignColumns(fields), brand_id: brandId, status: 'draft', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await selectCampaigns(deps.db).where('c.id', '=', id).executeTakeFirstOrThrow();
  return toCampaignView(row, now);
}

/** POST /campaigns: a brand starts a campaign, saved as a draft. */
export const createCampaignProcedure = brandProcedure
  .meta({
    openapi: { method: 'POST', path: '/campaigns', summary: 'Start a campaign (saved as a draft)', tags },
    successStatus: 201,
  })
  .input(campaignFieldsSchema)
  .output(campaignSchema)
  .mutation(({ ctx, input }) => createCampaign(ctx.deps, ctx.session.user.id, input));

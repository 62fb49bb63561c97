import {
  campaignIdSchema,
  campaignPublishProblems,
  CAMPAIGN_MESSAGES as m,
  campaignSchema,
  type CampaignView,
} from '@sponsorly/shared';
import { badRequest } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { stateChanged } from './campaign-errors';
import { effectiveStatus, selectCampaigns, toCampaignView } from './campaign-rows';
import { brandProcedure, tags } from './role-procedures';
import { lockOwnCampaign } from './update-campaign';

/**
 * Publishes a draft: draft -> open, once it holds what a creator needs (each missing field named). Asking
 * again for an open campaign answers it as it is (the same request twice is one publication); any other
 * state answers 409.
 */
export async function publishCampaign(deps: ServiceDeps, brandId: string, id: string): Promise<CampaignView> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockOwnCampaign(trx, brandId, id);
    const view = toCampaignView(row, now);
    const status = effectiveStatus(row, now);
    if (status === 'open') return view;
    if (status !== 'draft') throw stateChanged(status, m.notDraft);
    const problems = campaignPublishProblems(view, now);
    if (Object.keys(problems).length) throw badRequest(m.incomplete, problems);
    const published = await trx
      .updateTable('campaigns')
      .set({ status: 'open', published_at: now, updated_at: now })
      .where('id', '=', row.id)
      .where('status', '=', 'draft')
      .returning('id')
      .executeTakeFirst();
    if (!published) throw stateChanged(status);
    return toCampaignView(await selectCampaigns(trx).where('c.id', '=', row.id).executeTakeFirstOrThrow(), now);
  });
}

/** POST /campaigns/{id}/publish: a complete draft opens to creators. */
export const publishCampaignProcedure = brandProcedure
  .meta({
    openapi: { method: 'POST', path: '/campaigns/{id}/publish', summary: 'Publish a draft: creators can apply', tags },
    refusals: ['not_found', 'state_changed'],
  })
  .input(campaignIdSchema)
  .output(campaignSchema)
  .mutation(({ ctx, input }) => publishCampaign(ctx.deps, ctx.session.user.id, input.id));

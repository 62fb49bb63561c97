import {
  campaignApplicationsAnswerSchema,
  campaignApplicationsInputSchema,
  type ApplicationStatus,
  type CampaignApplication,
} from '@sponsorly/shared';
import { campaignNotFound } from '../campaigns/campaign-errors';
import { loadCreatorCards } from '../creator-cards/load-creator-cards';
import { sql } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { invalidListCursor, keysetPage } from '../lib/keyset-page';
import { beforeCursor, cursorTimeText, decodeTimeCursor } from '../lib/time-cursor';
import { isUuid } from '../lib/uuid';
import { brandProcedure, tags } from './application-procedures';
import { toApplicationView } from './application-rows';

/** The applications to the brand's own campaign, newest first, a keyset page at a time, each with the creator's card. */
export async function listCampaignApplications(
  deps: ServiceDeps,
  brandId: string,
  campaignId: string,
  input: { status?: ApplicationStatus | undefined; cursor?: string | undefined; limit: number },
): Promise<{ items: CampaignApplication[]; next_cursor: string | null }> {
  const { status } = input;
  if (!isUuid(campaignId)) throw campaignNotFound();
  const cursor = decodeTimeCursor(input.cursor, invalidListCursor);
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
    .select(['id as cursor_id', cursorTimeText(sql`created_at`).as('cursor_at')])
    .where('campaign_id', '=', campaignId)
    .$if(status !== undefined, (qb) => qb.where('status', '=', status!))
    .$if(cursor !== undefined, (qb) => qb.where(beforeCursor(sql`created_at`, sql`id`, cursor!)))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(input.limit + 1)
    .execute();
  const { page, next_cursor } = keysetPage(rows, input.limit);
  const cards = new Map((await loadCreatorCards(deps.db, [...new Set(page.map((r) => r.creator_id))])).map((c) => [c.id, c]));
  return {
    items: page.map(({ cursor_id: _id, cursor_at: _at, ...row }) => ({
      ...toApplicationView(row),
      creator: cards.get(row.creator_id) ?? null,
    })),
    next_cursor,
  };
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
  .query(({ ctx, input }) => listCampaignApplications(ctx.deps, ctx.session.user.id, input.id, input));

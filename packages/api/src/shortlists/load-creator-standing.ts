import { creatorIdSchema, creatorStandingAnswerSchema, type CreatorStanding } from '@sponsorly/shared';
import type { ServiceDeps } from '../lib/deps';
import { isUuid } from '../lib/uuid';
import { listsProcedure, tags } from './shortlist-procedures';

/** Where a creator stands with this brand: hidden or not, and the lists holding them (for the creator's page). */
export async function loadCreatorStanding(deps: ServiceDeps, brandId: string, creatorId: string): Promise<CreatorStanding> {
  if (!isUuid(creatorId)) return { hidden: false, shortlist_ids: [] };
  const [hidden, lists] = await Promise.all([
    deps.db
      .selectFrom('hidden_creators')
      .select('creator_id')
      .where('brand_id', '=', brandId)
      .where('creator_id', '=', creatorId)
      .executeTakeFirst(),
    deps.db
      .selectFrom('shortlist_entries as e')
      .innerJoin('shortlists as l', 'l.id', 'e.shortlist_id')
      .select('l.id')
      .where('l.brand_id', '=', brandId)
      .where('e.creator_id', '=', creatorId)
      .orderBy('l.created_at')
      .execute(),
  ]);
  return { hidden: hidden !== undefined, shortlist_ids: lists.map((l) => l.id) };
}

/** GET /creators/{id}/standing: whether the brand hid a creator and which of its lists hold them. */
export const loadCreatorStandingProcedure = listsProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/creators/{id}/standing',
      summary: 'Whether you hid a creator and which of your lists hold them',
      tags,
    },
  })
  .input(creatorIdSchema)
  .output(creatorStandingAnswerSchema)
  .query(({ ctx, input }) => loadCreatorStanding(ctx.deps, ctx.session.user.id, input.id));

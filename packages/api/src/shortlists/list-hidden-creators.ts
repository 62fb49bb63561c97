import { hiddenCreatorsAnswerSchema, type CreatorCard } from '@sponsorly/shared';
import { loadCreatorCards } from '../creator-cards/load-creator-cards';
import type { ServiceDeps } from '../lib/deps';
import { hideProcedure, tags } from './shortlist-procedures';

/** The creators this brand hid, last hidden first, so it can bring one back. */
export async function listHiddenCreators(deps: ServiceDeps, brandId: string): Promise<CreatorCard[]> {
  const rows = await deps.db
    .selectFrom('hidden_creators')
    .select('creator_id')
    .where('brand_id', '=', brandId)
    .orderBy('hidden_at', 'desc')
    .orderBy('creator_id')
    .execute();
  return loadCreatorCards(
    deps.db,
    rows.map((row) => row.creator_id),
  );
}

/** GET /creators/hidden: the creators the brand hid from its results. */
export const listHiddenCreatorsProcedure = hideProcedure
  .meta({ openapi: { method: 'GET', path: '/creators/hidden', summary: 'Creators you hid from your results', tags } })
  .output(hiddenCreatorsAnswerSchema)
  .query(async ({ ctx }) => ({ items: await listHiddenCreators(ctx.deps, ctx.session.user.id) }));

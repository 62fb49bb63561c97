import { hiddenCreatorsAnswerSchema, listPageInputSchema, type CreatorCard } from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import { loadCreatorCards } from '../creator-cards/load-creator-cards';
import type { ServiceDeps } from '../lib/deps';
import { invalidListCursor, keysetPage } from '../lib/keyset-page';
import { beforeCursor, cursorTimeText, decodeTimeCursor } from '../lib/time-cursor';
import { hideProcedure, tags } from './shortlist-procedures';

/** The creators this brand hid, last hidden first, a keyset page at a time, so it can bring one back. */
export async function listHiddenCreators(
  deps: ServiceDeps,
  brandId: string,
  input: { cursor?: string | undefined; limit: number },
): Promise<{ items: CreatorCard[]; next_cursor: string | null }> {
  const cursor = decodeTimeCursor(input.cursor, invalidListCursor);
  const rows = await deps.db
    .selectFrom('hidden_creators')
    .select(['creator_id as cursor_id', cursorTimeText(sql`hidden_at`).as('cursor_at')])
    .where('brand_id', '=', brandId)
    .$if(cursor !== undefined, (qb) => qb.where(beforeCursor(sql`hidden_at`, sql`creator_id`, cursor!)))
    .orderBy('hidden_at', 'desc')
    .orderBy('creator_id', 'desc')
    .limit(input.limit + 1)
    .execute();
  const { page, next_cursor } = keysetPage(rows, input.limit);
  const items = await loadCreatorCards(
    deps.db,
    page.map((row) => row.cursor_id),
  );
  return { items, next_cursor };
}

/** GET /creators/hidden: the creators the brand hid from its results. */
export const listHiddenCreatorsProcedure = hideProcedure
  .meta({ openapi: { method: 'GET', path: '/creators/hidden', summary: 'Creators you hid from your results', tags } })
  .input(listPageInputSchema)
  .output(hiddenCreatorsAnswerSchema)
  .query(({ ctx, input }) => listHiddenCreators(ctx.deps, ctx.session.user.id, input));

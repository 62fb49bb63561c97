import {
  DISCOVERY_LIMITS,
  DISCOVERY_MESSAGES as m,
  ERROR_CODES,
  shortlistEntryAnswerSchema,
  shortlistEntrySchema,
  type ShortlistEntryView,
} from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import { assertNotBlocked } from '../blocks/block-between';
import { loadCreatorCards } from '../creator-cards/load-creator-cards';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { assertFindableCreator, creatorNotFound, ownList } from './shortlist-access';
import { listsProcedure, tags } from './shortlist-procedures';

/**
 * Saves a creator to a list; saving again keeps one entry. A note given replaces the one there (empty
 * clears it); no note leaves it as it is, so the Save button never wipes what the brand wrote.
 */
export async function addCreatorToShortlist(
  deps: ServiceDeps,
  brandId: string,
  input: { id: string; creator_id: string; note?: string | null | undefined },
): Promise<ShortlistEntryView> {
  const entry = await deps.db.transaction().execute(async (trx) => {
    const list = await ownList(trx, brandId, input.id);
    await assertFindableCreator(trx, input.creator_id);
    await assertNotBlocked(trx, brandId, input.creator_id);
    const { count } = await trx
      .selectFrom('shortlist_entries')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('shortlist_id', '=', list.id)
      .executeTakeFirstOrThrow();
    const already = await trx
      .selectFrom('shortlist_entries')
      .select('creator_id')
      .where('shortlist_id', '=', list.id)
      .where('creator_id', '=', input.creator_id)
      .executeTakeFirst();
    if (!already && Number(count) >= DISCOVERY_LIMITS.shortlistEntriesMax)
      throw new AppError(409, ERROR_CODES.conflict, m.shortlistFull);
    return trx
      .insertInto('shortlist_entries')
      .values({ shortlist_id: list.id, creator_id: input.creator_id, note: input.note ?? null, added_at: sql<Date>`now()` })
      .onConflict((oc) =>
        oc
          .columns(['shortlist_id', 'creator_id'])
          .doUpdateSet({ note: input.note === undefined ? sql`shortlist_entries.note` : sql`excluded.note` }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  const [creator] = await loadCreatorCards(deps.db, [entry.creator_id]);
  if (!creator) throw creatorNotFound();
  return { creator, note: entry.note, added_at: entry.added_at.toISOString() };
}

/** POST /shortlists/{id}/creators: the brand saves a creator to one of its lists. */
export const addCreatorToShortlistProcedure = listsProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/shortlists/{id}/creators',
      summary: 'Save a creator to a list (again: one entry, the note replaced)',
      tags,
    },
    refusals: ['not_found', 'blocked', 'conflict'],
  })
  .input(shortlistEntrySchema)
  .output(shortlistEntryAnswerSchema)
  .mutation(async ({ ctx, input }) => ({ entry: await addCreatorToShortlist(ctx.deps, ctx.session.user.id, input) }));

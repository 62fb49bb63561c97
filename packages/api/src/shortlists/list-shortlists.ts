import { shortlistsAnswerSchema, type ShortlistView } from '@sponsorly/shared';
import type { Database, Kysely } from '@sponsorly/db';
import { notBlockedSql } from '../blocks/block-between';
import { loadCreatorCards } from '../creator-cards/load-creator-cards';
import { ensureDefaultShortlist } from './default-shortlist';
import { listsProcedure, tags } from './shortlist-procedures';

/**
 * The brand's lists, "Saved" first then oldest first, each with its creators newest first. A creator
 * who left search (or is no longer verified) is left out of the view but kept in the list, so they come
 * back if they return to search. So is a creator with a block between the two.
 */
export async function listShortlists(db: Kysely<Database>, brandId: string): Promise<ShortlistView[]> {
  await ensureDefaultShortlist(db, brandId);
  const lists = await db
    .selectFrom('shortlists')
    .selectAll()
    .where('brand_id', '=', brandId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const entries = await db
    .selectFrom('shortlist_entries as e')
    .innerJoin('shortlists as l', 'l.id', 'e.shortlist_id')
    .innerJoin('creator_search as s', 's.creator_id', 'e.creator_id')
    .select(['e.shortlist_id', 'e.creator_id', 'e.note', 'e.added_at'])
    .where('l.brand_id', '=', brandId)
    .where('s.visible', '=', true)
    // A block between the two leaves the creator out, kept in the list for an unblock.
    .where(notBlockedSql(brandId, 'e.creator_id'))
    .orderBy('e.added_at', 'desc')
    .orderBy('e.creator_id')
    .execute();
  const cards = new Map((await loadCreatorCards(db, [...new Set(entries.map((e) => e.creator_id))])).map((c) => [c.id, c]));
  return lists.map((list) => ({
    id: list.id,
    name: list.name,
    is_default: list.is_default,
    created_at: list.created_at.toISOString(),
    entries: entries.flatMap((entry) => {
      const creator = entry.shortlist_id === list.id ? cards.get(entry.creator_id) : undefined;
      return creator ? [{ creator, note: entry.note, added_at: entry.added_at.toISOString() }] : [];
    }),
  }));
}

/** GET /shortlists: the brand's lists of creators, "Saved" first. */
export const listShortlistsProcedure = listsProcedure
  .meta({ openapi: { method: 'GET', path: '/shortlists', summary: 'Your lists of creators, "Saved" first', tags } })
  .output(shortlistsAnswerSchema)
  .query(async ({ ctx }) => ({ shortlists: await listShortlists(ctx.deps.db, ctx.session.user.id) }));

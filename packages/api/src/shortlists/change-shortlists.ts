import {
  DISCOVERY_LIMITS,
  DISCOVERY_MESSAGES as m,
  ERROR_CODES,
  type ShortlistEntryView,
  type ShortlistView,
} from '@sponsorly/shared';
import { sql, type Database, type Kysely, type Transaction } from '@sponsorly/db';
import { loadCreatorCards } from '../creator-cards/load-creator-cards';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { isUuid } from '../lib/uuid';
import { ensureDefaultShortlist } from './shortlist-views';

// Another brand's list answers exactly as a list that does not exist: ids tell nothing.
const listNotFound = () => new AppError(404, ERROR_CODES.notFound, m.shortlistNotFound);
export const creatorNotFound = () => new AppError(404, ERROR_CODES.notFound, m.creatorNotFound);

/** The list, locked for the change, when it is the brand's own. */
async function ownList(trx: Transaction<Database>, brandId: string, id: string) {
  if (!isUuid(id)) throw listNotFound();
  const list = await trx
    .selectFrom('shortlists')
    .selectAll()
    .where('id', '=', id)
    .where('brand_id', '=', brandId)
    .forUpdate()
    .executeTakeFirst();
  if (!list) throw listNotFound();
  return list;
}

/** A creator a brand may save: one who is in search (verified and has not left it). */
export async function assertFindableCreator(db: Kysely<Database>, creatorId: string): Promise<void> {
  if (!isUuid(creatorId)) throw creatorNotFound();
  const row = await db
    .selectFrom('creator_search')
    .select('creator_id')
    .where('creator_id', '=', creatorId)
    .where('visible', '=', true)
    .executeTakeFirst();
  if (!row) throw creatorNotFound();
}

export async function createShortlist(deps: ServiceDeps, brandId: string, name: string): Promise<ShortlistView> {
  await ensureDefaultShortlist(deps.db, brandId);
  const list = await deps.db.transaction().execute(async (trx) => {
    // Serialises one brand's list creations, so the count below cannot be raced past the limit.
    await trx.selectFrom('users').select('id').where('id', '=', brandId).forUpdate().execute();
    const { count } = await trx
      .selectFrom('shortlists')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('brand_id', '=', brandId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= DISCOVERY_LIMITS.shortlistsMax) throw new AppError(409, ERROR_CODES.conflict, m.shortlistsFull);
    const row = await trx
      .insertInto('shortlists')
      .values({ brand_id: brandId, name, created_at: sql<Date>`now()` })
      .onConflict((oc) => oc.expression(sql`brand_id, lower(name)`).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError(409, ERROR_CODES.conflict, m.shortlistNameTaken, { fields: { name: m.shortlistNameTaken } });
    return row;
  });
  return { id: list.id, name: list.name, is_default: list.is_default, created_at: list.created_at.toISOString(), entries: [] };
}

export async function deleteShortlist(deps: ServiceDeps, brandId: string, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const list = await ownList(trx, brandId, id);
    if (list.is_default) throw new AppError(409, ERROR_CODES.conflict, m.defaultShortlistKept);
    await trx.deleteFrom('shortlists').where('id', '=', list.id).execute();
  });
}

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

/** Removing a creator who is not on the list is already done: the answer is the same. */
export async function removeCreatorFromShortlist(
  deps: ServiceDeps,
  brandId: string,
  id: string,
  creatorId: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const list = await ownList(trx, brandId, id);
    if (!isUuid(creatorId)) return;
    await trx.deleteFrom('shortlist_entries').where('shortlist_id', '=', list.id).where('creator_id', '=', creatorId).execute();
  });
}

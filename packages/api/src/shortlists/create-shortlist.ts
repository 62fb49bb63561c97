import {
  DISCOVERY_LIMITS,
  DISCOVERY_MESSAGES as m,
  ERROR_CODES,
  shortlistAnswerSchema,
  shortlistCreateSchema,
  type ShortlistView,
} from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { ensureDefaultShortlist } from './default-shortlist';
import { listsProcedure, tags } from './shortlist-procedures';

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

/** POST /shortlists: the brand starts a list. */
export const createShortlistProcedure = listsProcedure
  .meta({
    openapi: { method: 'POST', path: '/shortlists', summary: 'Start a list', tags },
    successStatus: 201,
    refusals: ['conflict'],
  })
  .input(shortlistCreateSchema)
  .output(shortlistAnswerSchema)
  .mutation(async ({ ctx, input }) => ({ shortlist: await createShortlist(ctx.deps, ctx.session.user.id, input.name) }));

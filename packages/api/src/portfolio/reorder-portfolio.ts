import { PORTFOLIO_MESSAGES, portfolioAnswerSchema, portfolioOrderInputSchema, type PortfolioAnswer } from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { badRequest } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { creatorProcedure, tags } from './portfolio-procedures';
import { loadPortfolio } from './portfolio-views';

/**
 * Puts the creator's items in the order given, which must name each of them once (400 otherwise, and
 * nothing moves). The creator's row is locked so an addition cannot slip in between.
 */
export async function reorderPortfolio(deps: ServiceDeps, creator: User, ids: string[]): Promise<PortfolioAnswer> {
  await deps.db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', creator.id).forUpdate().executeTakeFirstOrThrow();
    const rows = await trx.selectFrom('portfolio_items').select('id').where('creator_id', '=', creator.id).execute();
    const mine = new Set(rows.map((row) => row.id));
    if (ids.length !== mine.size || new Set(ids).size !== ids.length || !ids.every((id) => mine.has(id)))
      throw badRequest(PORTFOLIO_MESSAGES.orderMismatch, { ids: PORTFOLIO_MESSAGES.orderMismatch });
    for (const [position, id] of ids.entries())
      await trx.updateTable('portfolio_items').set({ position }).where('id', '=', id).execute();
  });
  return { items: await loadPortfolio(deps.db, creator.id) };
}

/** PUT /portfolio/order. */
export const reorderPortfolioProcedure = creatorProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/portfolio/order',
      summary: 'Reorder your portfolio',
      description:
        'Sends every item’s id once, in the new order; the first item with a picture is the cover of your search card.',
      tags,
    },
  })
  .input(portfolioOrderInputSchema)
  .output(portfolioAnswerSchema)
  .mutation(({ ctx, input }) => reorderPortfolio(ctx.deps, ctx.session.user, input.ids));

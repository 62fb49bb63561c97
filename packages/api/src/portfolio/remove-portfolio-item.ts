import {
  ERROR_CODES,
  PORTFOLIO_MESSAGES,
  portfolioAnswerSchema,
  portfolioItemIdSchema,
  type PortfolioAnswer,
} from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { isUuid } from '../lib/uuid';
import { deleteMediaRows, discardMedia } from '../photos/media-store';
import { creatorProcedure, tags } from './portfolio-procedures';
import { loadPortfolio } from './portfolio-views';

export const portfolioItemNotFound = () => new AppError(404, ERROR_CODES.notFound, PORTFOLIO_MESSAGES.notFound);

/**
 * Removes one of the creator's own items, and its files once that commits. Another creator's item is
 * 404, as one that does not exist: nobody learns which ids are taken.
 */
export async function removePortfolioItem(deps: ServiceDeps, creator: User, id: string): Promise<PortfolioAnswer> {
  if (!isUuid(id)) throw portfolioItemNotFound();
  const removed = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('portfolio_items')
      .where('id', '=', id)
      .where('creator_id', '=', creator.id)
      .returning(['image_id', 'video_id'])
      .executeTakeFirst();
    if (!row) throw portfolioItemNotFound();
    return deleteMediaRows(
      trx,
      [row.image_id, row.video_id].filter((mediaId) => mediaId !== null),
    );
  });
  await discardMedia(deps, removed);
  return { items: await loadPortfolio(deps.db, creator.id) };
}

/** DELETE /portfolio/items/{id}. */
export const removePortfolioItemProcedure = creatorProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/portfolio/items/{id}',
      summary: 'Remove a piece of work from your portfolio',
      description: 'Removes the item and its files. Another creator’s item is 404, as one that does not exist.',
      tags,
    },
    refusals: ['not_found'],
  })
  .input(portfolioItemIdSchema)
  .output(portfolioAnswerSchema)
  .mutation(({ ctx, input }) => removePortfolioItem(ctx.deps, ctx.session.user, input.id));

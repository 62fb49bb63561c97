import {
  ERROR_CODES,
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES,
  portfolioAnswerSchema,
  portfolioLinkInputSchema,
  portfolioPlatformOf,
  type PortfolioAnswer,
  type PortfolioItemFields,
} from '@sponsorly/shared';
import type { Database, Transaction, User } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { discardMedia, recordMedia, type StoredMedia } from '../photos/media-store';
import { creatorProcedure, tags } from './portfolio-procedures';
import { loadPortfolio } from './portfolio-views';

const full = () => new AppError(409, ERROR_CODES.conflict, PORTFOLIO_MESSAGES.full);

/** Refuses at once when the portfolio is full, before an upload's bytes are read; checked again under the lock. */
export async function checkPortfolioRoom(deps: ServiceDeps, creator: User): Promise<void> {
  const { count } = await deps.db
    .selectFrom('portfolio_items')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('creator_id', '=', creator.id)
    .executeTakeFirstOrThrow();
  if (Number(count) >= PORTFOLIO_LIMITS.maxItems) throw full();
}

/** What an item holds besides its title and brand. */
export type PortfolioContent =
  | { kind: 'link'; url: string }
  | { kind: 'image'; image: StoredMedia }
  | { kind: 'video'; video: StoredMedia; poster: StoredMedia };

/**
 * Adds an item at the end of the creator's portfolio. The creator's row is locked so two additions at
 * once cannot both take the last place; past the limit it is 409 and any uploaded files are removed.
 */
export async function addPortfolioItem(
  deps: ServiceDeps,
  creator: User,
  fields: PortfolioItemFields,
  content: PortfolioContent,
): Promise<PortfolioAnswer> {
  const media = content.kind === 'image' ? [content.image] : content.kind === 'video' ? [content.video, content.poster] : [];
  try {
    await deps.db.transaction().execute(async (trx) => {
      const position = await nextPosition(trx, creator.id);
      for (const item of media) await recordMedia(trx, deps, creator.id, item);
      await trx
        .insertInto('portfolio_items')
        .values({
          creator_id: creator.id,
          position,
          kind: content.kind,
          title: fields.title,
          brand: fields.brand,
          image_id: content.kind === 'image' ? content.image.id : content.kind === 'video' ? content.poster.id : null,
          video_id: content.kind === 'video' ? content.video.id : null,
          link_url: content.kind === 'link' ? content.url : null,
          platform: content.kind === 'link' ? portfolioPlatformOf(content.url) : null,
          created_at: deps.now(),
        })
        .execute();
    });
  } catch (error) {
    await discardMedia(deps, media);
    throw error;
  }
  return { items: await loadPortfolio(deps.db, creator.id) };
}

/** The place after the last item, with the creator locked; 409 when the portfolio is full. */
async function nextPosition(trx: Transaction<Database>, creatorId: string): Promise<number> {
  await trx.selectFrom('users').select('id').where('id', '=', creatorId).forUpdate().executeTakeFirstOrThrow();
  const { count, last } = await trx
    .selectFrom('portfolio_items')
    .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.max('position').as('last')])
    .where('creator_id', '=', creatorId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= PORTFOLIO_LIMITS.maxItems) throw full();
  return last === null ? 0 : Number(last) + 1;
}

/**
 * POST /portfolio/items: a link to a post as JSON; a picture or a video (with its poster frame) as
 * multipart/form-data at the same address (apps/server/src/plugins/uploads.ts).
 */
export const addPortfolioItemProcedure = creatorProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/portfolio/items',
      summary: 'Add a piece of work to your portfolio',
      description: `A link to a post on YouTube, Instagram or TikTok as JSON, or a picture or a video with its poster frame as multipart/form-data. At most ${PORTFOLIO_LIMITS.maxItems} items: the next one is 409 \`conflict\`. Answers the whole portfolio in its order.`,
      tags,
    },
    successStatus: 201,
    refusals: ['conflict'],
  })
  .input(portfolioLinkInputSchema)
  .output(portfolioAnswerSchema)
  .mutation(({ ctx, input: { url, ...fields } }) => addPortfolioItem(ctx.deps, ctx.session.user, fields, { kind: 'link', url }));

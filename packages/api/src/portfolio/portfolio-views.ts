import {
  imageView,
  mediaUrl,
  PORTFOLIO_LIMITS,
  type ImageView,
  type PortfolioItemView,
  type PortfolioPlatform,
} from '@sponsorly/shared';
import type { Database, Kysely, PortfolioItemRow } from '@sponsorly/db';

type Db = Kysely<Database>;

const pictureOf = (mediaId: string | null): ImageView | null =>
  mediaId ? imageView(mediaId, PORTFOLIO_LIMITS.imageWidths) : null;

export function toPortfolioItemView(row: PortfolioItemRow): PortfolioItemView {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    brand: row.brand,
    image: pictureOf(row.image_id),
    video_url: row.video_id ? mediaUrl(row.video_id, 'video') : null,
    link_url: row.link_url,
    platform: row.platform as PortfolioPlatform | null,
  };
}

/** A creator's portfolio in the creator's order. */
export async function loadPortfolio(db: Db, creatorId: string): Promise<PortfolioItemView[]> {
  const rows = await db
    .selectFrom('portfolio_items')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .orderBy('position')
    .orderBy('created_at')
    .execute();
  return rows.map(toPortfolioItemView);
}

/**
 * The cover of each creator's search card: the first item of their portfolio that has a picture (an
 * uploaded picture or a video's poster frame). A creator without one is absent.
 */
export async function loadCovers(db: Db, creatorIds: string[]): Promise<Map<string, ImageView>> {
  if (!creatorIds.length) return new Map();
  const rows = await db
    .selectFrom('portfolio_items')
    .select(['creator_id', 'image_id'])
    .distinctOn('creator_id')
    .where('creator_id', 'in', creatorIds)
    .where('image_id', 'is not', null)
    .orderBy('creator_id')
    .orderBy('position')
    .orderBy('created_at')
    .execute();
  return new Map(rows.map((row) => [row.creator_id, pictureOf(row.image_id)!]));
}

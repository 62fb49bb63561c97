import type { Generated, Selectable } from 'kysely';
import type { Timestamp } from './columns';

/** One piece of work in a creator's portfolio: a picture, a video with its poster, or a link to a post. */
export interface PortfolioItemsTable {
  id: Generated<string>;
  creator_id: string;
  position: number;
  kind: 'image' | 'video' | 'link';
  title: string;
  brand: string | null;
  /** The picture, or a video's poster frame. */
  image_id: string | null;
  /** The video itself. */
  video_id: string | null;
  link_url: string | null;
  platform: string | null;
  created_at: Timestamp;
}

export interface PortfolioTables {
  portfolio_items: PortfolioItemsTable;
}

export type PortfolioItemRow = Selectable<PortfolioItemsTable>;

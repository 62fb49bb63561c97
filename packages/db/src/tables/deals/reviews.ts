import type { Generated } from 'kysely';
import type { Timestamp } from '../columns';

export interface DealReviewsTable {
  /** What a report or an administrator names the review by (migration 0036). */
  id: Generated<string>;
  deal_id: string;
  author_side: string;
  author_id: string;
  subject_id: string;
  rating: number;
  text: string;
  created_at: Timestamp;
  /** Hidden by an administrator: no longer shown to anyone. */
  hidden_at: Generated<Date | null>;
}

/** What each side of a completed deal says of the other. */
export interface ReviewTables {
  deal_reviews: DealReviewsTable;
}

import type { Timestamp } from '../columns';

export interface DealReviewsTable {
  deal_id: string;
  author_side: string;
  author_id: string;
  subject_id: string;
  rating: number;
  text: string;
  created_at: Timestamp;
}

/** What each side of a completed deal says of the other. */
export interface ReviewTables {
  deal_reviews: DealReviewsTable;
}

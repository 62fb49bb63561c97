import { REVIEW_LIMITS, type DealParty, type DealReviewsView, type ReviewView } from '@sponsorly/shared';
import type { Database, DealRow, Kysely } from '@sponsorly/db';
import type { DealParties } from '../transitions/deal-parties';
import { otherParty } from '../transitions/transitions';

/** When the deal's review window ends: 14 days after completion. */
export const windowEnd = (deal: Pick<DealRow, 'approved_at'>) =>
  deal.approved_at ? new Date(deal.approved_at.getTime() + REVIEW_LIMITS.windowMs) : null;

/** A deal's reviews as one of its parties sees them. */
export async function loadDealReviews(
  db: Kysely<Database>,
  deal: DealRow,
  parties: DealParties,
  side: DealParty | 'admin',
  now: Date,
): Promise<DealReviewsView | null> {
  const end = windowEnd(deal);
  if (deal.status !== 'completed' || !end) return null;
  const rows = await db.selectFrom('deal_reviews').selectAll().where('deal_id', '=', deal.id).execute();
  const view = (side: string): ReviewView | null => {
    const row = rows.find((r) => r.author_side === side);
    return row
      ? {
          id: row.id,
          author_side: side as DealParty,
          author_name: parties[side as DealParty].name,
          rating: row.rating,
          text: row.text,
          created_at: row.created_at.toISOString(),
        }
      : null;
  };
  const open = now.getTime() <= end.getTime();
  const everyone = rows.length === 2 || !open;
  if (side === 'admin') return { mine: null, theirs: null, theirs_hidden: false, can_review: false, review_until: null };
  const mine = view(side);
  const theirs = view(otherParty(side));
  return {
    mine,
    theirs: everyone ? theirs : null,
    theirs_hidden: Boolean(theirs) && !everyone,
    can_review: open && !mine,
    review_until: open ? end.toISOString() : null,
  };
}

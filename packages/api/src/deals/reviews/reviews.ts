import {
  ERROR_CODES,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  type DealParty,
  type DealReviewsView,
  type ReviewInput,
  type ReviewSummaryView,
  type ReviewView,
} from '@sponsorly/shared';
import { sql, type Database, type DealRow, type Kysely, type User } from '@sponsorly/db';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { isUuid } from '../../lib/uuid';
import { stateChanged } from '../transitions/apply-transition';
import { lockDealAsParty } from '../transitions/deal-access';
import { dealLink } from '../transitions/deal-notifications';
import { brandNameSql, creatorNameSql, loadDealParties, type DealParties } from '../transitions/deal-parties';
import { otherParty } from '../transitions/transitions';
import { notify } from '../../notifications/notify';

const windowEnd = (deal: Pick<DealRow, 'approved_at'>) =>
  deal.approved_at ? new Date(deal.approved_at.getTime() + REVIEW_LIMITS.windowMs) : null;

/**
 * A party reviews a completed deal, once, within 14 days of completion: 1-5 stars and words about the
 * other side. The other side is told; the review stays hidden until theirs is in or the window ends.
 */
export async function reviewDeal(deps: ServiceDeps, user: User, dealId: string, input: ReviewInput): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const { deal, side } = await lockDealAsParty(trx, deps, user, dealId);
    const end = windowEnd(deal);
    if (deal.status !== 'completed' || !end) throw stateChanged(deal.status, REVIEW_MESSAGES.notCompleted);
    if (deps.now().getTime() > end.getTime()) throw stateChanged(deal.status, REVIEW_MESSAGES.windowOver);
    const written = await trx
      .insertInto('deal_reviews')
      .values({
        deal_id: deal.id,
        author_side: side,
        author_id: user.id,
        subject_id: side === 'brand' ? deal.creator_id : deal.brand_id,
        rating: input.rating,
        text: input.text,
        created_at: deps.now(),
      })
      .onConflict((oc) => oc.columns(['deal_id', 'author_side']).doNothing())
      .returning('deal_id')
      .executeTakeFirst();
    if (!written)
      throw new AppError(409, ERROR_CODES.conflict, REVIEW_MESSAGES.alreadyReviewed, { body: { status: deal.status } });
    const parties = await loadDealParties(trx, deal.brand_id, deal.creator_id);
    const other = otherParty(side);
    await notify(trx, deps, {
      userId: other === 'brand' ? deal.brand_id : deal.creator_id,
      kind: 'review_received',
      title: `${parties[side].name} reviewed your deal`,
      body: 'Leave your review to read theirs; both show once both are in, or after 14 days.',
      link: dealLink(deal.id),
      action: 'Leave your review',
    });
  });
}

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

/**
 * The visible reviews about a person, newest first, with the average of their stars: a review shows once
 * the deal's other review is in, or 14 days after completion.
 */
export async function loadReviewsAbout(db: Kysely<Database>, subjectId: string, now: Date): Promise<ReviewSummaryView> {
  if (!isUuid(subjectId)) return { count: 0, average: null, items: [] };
  const openAfter = new Date(now.getTime() - REVIEW_LIMITS.windowMs);
  const visible = db
    .selectFrom('deal_reviews as r')
    .innerJoin('deals as d', 'd.id', 'r.deal_id')
    .innerJoin('users as b', 'b.id', 'd.brand_id')
    .innerJoin('users as c', 'c.id', 'd.creator_id')
    .leftJoin('brand_profiles as bp', 'bp.user_id', 'd.brand_id')
    .where('r.subject_id', '=', subjectId)
    .where((eb) =>
      eb.or([
        eb('d.approved_at', '<', openAfter),
        eb.exists(
          eb
            .selectFrom('deal_reviews as o')
            .select('o.deal_id')
            .whereRef('o.deal_id', '=', 'r.deal_id')
            .whereRef('o.author_side', '<>', 'r.author_side'),
        ),
      ]),
    );
  const [stats, rows] = await Promise.all([
    visible
      .select([
        (eb) => eb.fn.countAll<string>().as('n'),
        sql<string | null>`round(avg(r.rating)::numeric, 1)::text`.as('average'),
      ])
      .executeTakeFirstOrThrow(),
    visible
      .select([
        'r.author_side',
        'r.rating',
        'r.text',
        'r.created_at',
        brandNameSql.as('brand_name'),
        creatorNameSql.as('creator_name'),
      ])
      .orderBy('r.created_at', 'desc')
      .limit(REVIEW_LIMITS.shownMax)
      .execute(),
  ]);
  return {
    count: Number(stats.n),
    average: stats.average === null ? null : Number(stats.average),
    items: rows.map((r) => ({
      author_side: r.author_side as DealParty,
      author_name: r.author_side === 'brand' ? r.brand_name : r.creator_name,
      rating: r.rating,
      text: r.text,
      created_at: r.created_at.toISOString(),
    })),
  };
}

import { z } from 'zod';
import {
  ERROR_CODES,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  reviewSummaryViewSchema,
  type DealParty,
  type ReviewSummaryView,
} from '@sponsorly/shared';
import { sql, type Database, type Kysely, type User } from '@sponsorly/db';
import { isAdmin } from '../../auth/users';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { isUuid } from '../../lib/uuid';
import { authedProcedure } from '../../trpc';
import { brandNameSql, creatorNameSql } from '../transitions/deal-parties';

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
    // A review an administrator hid shows nowhere, nor counts in the average (docs/moderation.md).
    .where('r.hidden_at', 'is', null)
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
        'r.id',
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
      id: r.id,
      author_side: r.author_side as DealParty,
      author_name: r.author_side === 'brand' ? r.brand_name : r.creator_name,
      rating: r.rating,
      text: r.text,
      created_at: r.created_at.toISOString(),
    })),
  };
}

const subjectNotFound = () => new AppError(404, ERROR_CODES.notFound, REVIEW_MESSAGES.subjectNotFound);

/**
 * Whose reviews a logged-in reader may read: a brand's, anyone's; a creator's, when the creator is in
 * search (as their page is) or is the other party of one of the reader's deals; one's own; an
 * administrator, all. Anyone else answers 404 as for no one, so an id probes nothing.
 */
export async function checkMayReadReviews(deps: ServiceDeps, reader: User, subjectId: string): Promise<void> {
  if (!isUuid(subjectId)) throw subjectNotFound();
  if (subjectId === reader.id || isAdmin(reader, deps.settings.adminEmails)) return;
  const subject = await deps.db
    .selectFrom('users as u')
    .select((eb) => [
      'u.user_type',
      eb
        .exists(
          eb
            .selectFrom('creator_search as s')
            .select('s.creator_id')
            .whereRef('s.creator_id', '=', 'u.id')
            .where('s.visible', '=', true),
        )
        .as('in_search'),
      eb
        .exists(
          eb
            .selectFrom('deals as d')
            .select('d.id')
            .where((w) =>
              w.or([
                w.and([w('d.creator_id', '=', subjectId), w('d.brand_id', '=', reader.id)]),
                w.and([w('d.brand_id', '=', subjectId), w('d.creator_id', '=', reader.id)]),
              ]),
            ),
        )
        .as('party'),
    ])
    .where('u.id', '=', subjectId)
    .executeTakeFirst();
  if (!subject) throw subjectNotFound();
  if (subject.user_type === 'brand' || subject.in_search || subject.party) return;
  throw subjectNotFound();
}

/** GET /users/:id/reviews: a logged-in reader reads the visible reviews about a brand, or a creator they may see. */
export const reviewsAboutProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/users/{id}/reviews',
      summary: 'The visible reviews about a creator or a brand, newest first, with their average',
      description:
        'For logged-in readers: a brand’s reviews, and a creator’s when the creator is in search or a party to one of the reader’s deals (404 otherwise).',
      tags: ['Reviews'],
    },
    refusals: ['not_found'],
  })
  .input(z.object({ id: z.string() }))
  .output(reviewSummaryViewSchema)
  .query(async ({ ctx, input }) => {
    await checkMayReadReviews(ctx.deps, ctx.session.user, input.id);
    return loadReviewsAbout(ctx.deps.db, input.id, ctx.deps.now());
  });

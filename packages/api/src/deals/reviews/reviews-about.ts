import { z } from 'zod';
import { REVIEW_LIMITS, reviewSummaryViewSchema, type DealParty, type ReviewSummaryView } from '@sponsorly/shared';
import { sql, type Database, type Kysely } from '@sponsorly/db';
import { isUuid } from '../../lib/uuid';
import { publicProcedure } from '../../trpc';
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

/** GET /users/:id/reviews: anyone reads the visible reviews about a creator or a brand. */
export const reviewsAboutProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/users/{id}/reviews',
      summary: 'The visible reviews about a creator or a brand, newest first, with their average',
      tags: ['Reviews'],
      protect: false,
    },
  })
  .input(z.object({ id: z.string() }))
  .output(reviewSummaryViewSchema)
  .query(({ ctx, input }) => loadReviewsAbout(ctx.deps.db, input.id, ctx.deps.now()));

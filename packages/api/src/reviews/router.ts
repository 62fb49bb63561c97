import { z } from 'zod';
import { publicProcedure, router } from '../trpc';
import { reviewSchema } from '../deals/outputs';
import { loadReviewsAbout } from './reviews';

export const reviewsRouter = router({
  about: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/users/{id}/reviews', summary: 'The visible reviews about a creator or a brand, newest first, with their average', tags: ['Reviews'], protect: false } })
    .input(z.object({ id: z.string() }))
    .output(z.object({ count: z.number().int(), average: z.number().nullable(), items: z.array(reviewSchema) }))
    .query(({ ctx, input }) => loadReviewsAbout(ctx.deps.db, input.id, ctx.deps.now())),
});

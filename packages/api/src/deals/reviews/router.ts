import { z } from 'zod';
import { authedProcedure, publicProcedure, router } from '../../trpc';
import { reviewSchema } from '../outputs';
import { ERROR_CODES, REVIEW_MESSAGES } from '@sponsorly/shared';
import { AppError } from '../../lib/app-error';
import { loadBrandReliability, loadPublicBrand } from './reliability';
import { loadReviewsAbout } from './reviews';

export const reviewsRouter = router({
  about: publicProcedure
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
    .output(z.object({ count: z.number().int(), average: z.number().nullable(), items: z.array(reviewSchema) }))
    .query(({ ctx, input }) => loadReviewsAbout(ctx.deps.db, input.id, ctx.deps.now())),

  brand: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/brands/{id}',
        summary: 'A brand as creators see it: its name, logo, industry, size, description and website',
        tags: ['Reviews'],
      },
      refusals: ['not_found'],
    })
    .input(z.object({ id: z.string() }))
    .output(
      z
        .object({
          id: z.uuid(),
          name: z.string(),
          logo: z.string().nullable(),
          industry: z.string().nullable(),
          company_size: z.string().nullable(),
          description: z.string().nullable(),
          website: z.string().nullable(),
        })
        .meta({ id: 'PublicBrand' }),
    )
    .query(async ({ ctx, input }) => {
      const brand = await loadPublicBrand(ctx.deps.db, input.id);
      if (!brand) throw new AppError(404, ERROR_CODES.notFound, REVIEW_MESSAGES.brandNotFound);
      return brand;
    }),

  brandReliability: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/brands/{id}/reliability',
        summary: 'A brand’s record: approval speed, funding within 24 hours, approvals by silence, cancellations, reviews',
        tags: ['Reviews'],
      },
      refusals: ['not_found'],
    })
    .input(z.object({ id: z.string() }))
    .output(
      z
        .object({
          brand_id: z.uuid(),
          completed_deals: z.number().int(),
          median_approval_hours: z.number().nullable(),
          funded_within_24h_percent: z.number().int().nullable(),
          auto_approved_percent: z.number().int().nullable(),
          canceled_deals: z.number().int(),
          reviews: z.object({ count: z.number().int(), average: z.number().nullable() }),
        })
        .meta({ id: 'BrandReliability' }),
    )
    .query(async ({ ctx, input }) => {
      const record = await loadBrandReliability(ctx.deps.db, input.id, ctx.deps.now());
      if (!record) throw new AppError(404, ERROR_CODES.notFound, REVIEW_MESSAGES.brandNotFound);
      return record;
    }),
});

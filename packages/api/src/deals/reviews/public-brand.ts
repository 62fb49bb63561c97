import { z } from 'zod';
import { ERROR_CODES, REVIEW_MESSAGES, publicBrandViewSchema, type PublicBrandView } from '@sponsorly/shared';
import type { Database, Kysely } from '@sponsorly/db';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { publicProcedure } from '../../trpc';
import { photoView } from '../../photos/photo-views';
import { brandNameSql } from '../transitions/deal-parties';

/** A brand as creators see it (never its budget): name, logo, industry, size, description, website. */
export async function loadPublicBrand(db: Kysely<Database>, brandId: string): Promise<PublicBrandView | null> {
  if (!isUuid(brandId)) return null;
  const row = await db
    .selectFrom('users as b')
    .leftJoin('brand_profiles as bp', 'bp.user_id', 'b.id')
    .leftJoin('profile_photos as ph', 'ph.user_id', 'b.id')
    .select([
      'b.id',
      brandNameSql.as('name'),
      'bp.logo',
      'ph.media_id',
      'bp.industry',
      'bp.company_size',
      'bp.description',
      'bp.website',
      'bp.verified_domain',
    ])
    .where('b.id', '=', brandId)
    .where('b.user_type', '=', 'brand')
    .where('b.email_verified_at', 'is not', null)
    .where('b.deleted_at', 'is', null)
    // A suspended brand has no page (docs/moderation.md).
    .where('b.suspended_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const { media_id: mediaId, ...brand } = row;
  return {
    ...brand,
    logo: row.logo ?? null,
    photo: photoView(mediaId),
    industry: row.industry ?? null,
    company_size: row.company_size ?? null,
    description: row.description ?? null,
    website: row.website ?? null,
    verified_domain: row.verified_domain ?? null,
  };
}

/**
 * GET /brands/:id: a brand as creators see it. Open to anyone, logged in or not: a brand's page is public
 * (docs/profiles.md "Public pages"), and this is all of it that is (never the budget or the email).
 */
export const publicBrandProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/brands/{id}',
      summary: 'A brand as creators see it: its name, logo, industry, size, description and website',
      description: 'A brand’s public page: never its budget, its email or its person’s details beyond the name.',
      tags: ['Reviews'],
      protect: false,
    },
    refusals: ['not_found'],
  })
  .input(z.object({ id: z.string() }))
  .output(publicBrandViewSchema)
  .query(async ({ ctx, input }) => {
    const brand = await loadPublicBrand(ctx.deps.db, input.id);
    if (!brand) throw new AppError(404, ERROR_CODES.notFound, REVIEW_MESSAGES.brandNotFound);
    return brand;
  });

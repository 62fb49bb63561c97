import { imageView, PHOTO_LIMITS, SHOWCASE_LIMITS, showcaseAnswerSchema, type ShowcaseCreator } from '@sponsorly/shared';
import type { Database, Kysely } from '@sponsorly/db';
import { publicProcedure } from '../trpc';
import { tags } from './profile-procedures';
import { publicPageSql } from './public-pages';

/**
 * The landing's showcase: the newest creators (by when they joined) who chose to be shown, whose page
 * anyone may read (publicPageSql, the public page's own rule) and who uploaded a photo. Only what their
 * public page shows first: never the email, nor any figure.
 */
export async function listShowcase(db: Kysely<Database>, limit: number = SHOWCASE_LIMITS.size): Promise<ShowcaseCreator[]> {
  const rows = await db
    .selectFrom('creator_profiles as p')
    .innerJoin('users as c', 'c.id', 'p.user_id')
    .innerJoin('profile_photos as ph', 'ph.user_id', 'p.user_id')
    .select([
      'p.handle',
      'c.first_name',
      'c.last_name',
      'ph.media_id',
      'p.platform',
      'p.talent_vertical',
      'p.custom_talent_vertical',
      'p.location',
    ])
    .where('p.showcase', '=', true)
    .where(publicPageSql)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    handle: row.handle,
    first_name: row.first_name,
    last_name: row.last_name,
    photo: imageView(row.media_id, PHOTO_LIMITS.sizes),
    platform: row.platform as ShowcaseCreator['platform'],
    talent_vertical: row.talent_vertical as ShowcaseCreator['talent_vertical'],
    custom_talent_vertical: row.talent_vertical === 'other' ? row.custom_talent_vertical : null,
    location: row.location,
  }));
}

/** GET /creators/showcase: open to anyone, the landing reads it after the prerendered page has loaded. */
export const listShowcaseProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/creators/showcase',
      summary: 'The creators shown on the home page',
      description: `At most ${SHOWCASE_LIMITS.size}, newest member first: verified creators who chose to be shown on the home page, whose page is public (in search and \`public\`) and who uploaded a photo. Each with the name, the handle of the page (/c/{handle}), the photo, the main platform and category, and the location; never the email or any figure. An empty list when there are none.`,
      tags,
      protect: false,
    },
  })
  .output(showcaseAnswerSchema)
  .query(async ({ ctx }) => ({ items: await listShowcase(ctx.deps.db) }));

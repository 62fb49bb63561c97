import {
  PLATFORM_LABELS,
  TALENT_VERTICAL_LABELS,
  publicBrandPath,
  publicCreatorPath,
  type PageVisibility,
  type PublicBrandView,
} from '@sponsorly/shared';
import { sql, type CreatorProfile, type Database, type Kysely } from '@sponsorly/db';
import { loadPublicBrand } from '../deals/reviews/public-brand';
import { personNameSql } from '../lib/party-names';
import { isUuid } from '../lib/uuid';

type Db = Kysely<Database>;

/** The sitemap's protocol takes at most 50,000 addresses in one file. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * A creator's page is public (anyone may read it, search engines may index it) while the creator is in
 * search and has not kept the page to brands. The caller has checked the creator is verified.
 */
export function isPublicPage(profile: Pick<CreatorProfile, 'searchable' | 'page_visibility'>): boolean {
  return profile.searchable && (profile.page_visibility as PageVisibility) === 'public';
}

/**
 * The same rule in SQL, verification included, for a query that names the profile `p` and the user `c`:
 * a verified creator, in search, whose page is `public`.
 */
export const publicPageSql = sql<boolean>`(c.user_type = 'creator' and c.email_verified_at is not null
  and c.suspended_at is null and p.searchable and p.page_visibility = 'public')`;

/** What the served HTML of /c/:handle says about its creator before any script runs. */
export interface CreatorPageMeta {
  handle: string;
  name: string;
  /** The bio, or null: the description is then made from what they do. */
  bio: string | null;
  /** What they do, in words ("Food & Cooking creator on YouTube"), or null. */
  what: string | null;
  image: string | null;
  public: boolean;
}

/** A verified creator's page by handle (any case) for the served HTML; null when there is no such page. */
export async function loadCreatorPageMeta(db: Db, handle: string): Promise<CreatorPageMeta | null> {
  const row = await db
    .selectFrom('creator_profiles as p')
    .innerJoin('users as c', 'c.id', 'p.user_id')
    .select([
      'p.handle',
      personNameSql('c').as('name'),
      'p.bio',
      'p.platform',
      'p.talent_vertical',
      'p.custom_talent_vertical',
      'p.profile_image',
      'p.searchable',
      'p.page_visibility',
    ])
    .where('c.user_type', '=', 'creator')
    .where('c.email_verified_at', 'is not', null)
    .where('c.suspended_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['p.handle']), '=', handle.toLowerCase()))
    .executeTakeFirst();
  if (!row) return null;
  const vertical =
    row.talent_vertical === 'other'
      ? row.custom_talent_vertical
      : (TALENT_VERTICAL_LABELS[row.talent_vertical as keyof typeof TALENT_VERTICAL_LABELS] ?? null);
  const platform = PLATFORM_LABELS[row.platform as keyof typeof PLATFORM_LABELS] ?? null;
  const what = vertical || platform ? `${vertical ?? 'Content'} creator${platform ? ` on ${platform}` : ''}` : null;
  return { handle: row.handle, name: row.name, bio: row.bio, what, image: row.profile_image, public: isPublicPage(row) };
}

/** The handle of a verified creator whose page is public, for /creators/:id's permanent redirect; else null. */
export async function publicHandleOf(db: Db, creatorId: string): Promise<string | null> {
  if (!isUuid(creatorId)) return null;
  const row = await db
    .selectFrom('creator_profiles as p')
    .innerJoin('users as c', 'c.id', 'p.user_id')
    .select(['p.handle', 'p.searchable', 'p.page_visibility'])
    .where('c.id', '=', creatorId)
    .where('c.user_type', '=', 'creator')
    .where('c.email_verified_at', 'is not', null)
    .where('c.suspended_at', 'is', null)
    .executeTakeFirst();
  return row && isPublicPage(row) ? row.handle : null;
}

/** A brand's page for the served HTML: every verified brand's page is public (its public facts only). */
export function loadBrandPageMeta(db: Db, brandId: string): Promise<PublicBrandView | null> {
  return loadPublicBrand(db, brandId);
}

export interface PublicPageEntry {
  path: string;
  updatedAt: Date;
}

/**
 * The public profile pages for /sitemap.xml, newest change first: creators whose page is public, and
 * verified brands that named their company (a brand known only by its person's name is still a public
 * page, but not one worth offering to search engines). At most `limit` in all.
 */
export async function listPublicProfilePages(db: Db, limit = SITEMAP_MAX_URLS): Promise<PublicPageEntry[]> {
  const creators = await db
    .selectFrom('creator_profiles as p')
    .innerJoin('users as c', 'c.id', 'p.user_id')
    .select(['p.handle', 'p.updated_at'])
    .where(publicPageSql)
    .orderBy('p.updated_at', 'desc')
    .orderBy('p.handle')
    .limit(limit)
    .execute();
  const brands = await db
    .selectFrom('brand_profiles as bp')
    .innerJoin('users as b', 'b.id', 'bp.user_id')
    .select(['b.id', 'bp.updated_at'])
    .where('b.user_type', '=', 'brand')
    .where('b.email_verified_at', 'is not', null)
    .where('b.suspended_at', 'is', null)
    .where((eb) => eb(eb.fn('trim', ['bp.company_name']), '<>', ''))
    .orderBy('bp.updated_at', 'desc')
    .orderBy('b.id')
    .limit(Math.max(0, limit - creators.length))
    .execute();
  return [
    ...creators.map((c) => ({ path: publicCreatorPath(c.handle), updatedAt: new Date(c.updated_at) })),
    ...brands.map((b) => ({ path: publicBrandPath(b.id), updatedAt: new Date(b.updated_at) })),
  ];
}

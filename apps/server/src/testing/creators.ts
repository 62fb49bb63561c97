import { randomBytes } from 'node:crypto';
import type { Database, Kysely } from '@sponsorly/db';

export interface CreatorSpec {
  first: string;
  last: string;
  platform?: string;
  vertical?: string;
  categories?: string[];
  contentTypes?: string[];
  languages?: string[];
  location?: string;
  bio?: string;
  expertise?: 'beginner' | 'intermediate' | 'advanced';
  available?: boolean;
  verified?: boolean;
  searchable?: boolean;
  audience?: { platform: string; followers: number }[];
  packages?: { price_cents: number; deliverables: string[] }[];
  joinedAt?: Date;
}

/**
 * A creator written straight to the database, as search sees one: faster than signing up through the
 * API when a test needs a known set of profiles. Returns the creator's id.
 */
export async function insertCreator(db: Kysely<Database>, spec: CreatorSpec): Promise<string> {
  const joined = spec.joinedAt ?? new Date();
  const user = await db
    .insertInto('users')
    .values({
      email: `${spec.first}.${randomBytes(4).toString('hex')}@creators.example`.toLowerCase(),
      password_hash: 'not-a-login',
      user_type: 'creator',
      first_name: spec.first,
      last_name: spec.last,
      username: null,
      email_verified_at: spec.verified === false ? null : joined,
      created_at: joined,
      updated_at: joined,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('creator_profiles')
    .values({
      user_id: user.id,
      platform: spec.platform ?? null,
      bio: spec.bio ?? null,
      talent_vertical: spec.vertical ?? null,
      location: spec.location ?? null,
      categories: JSON.stringify(spec.categories ?? []),
      content_type: JSON.stringify(spec.contentTypes ?? []),
      languages: JSON.stringify(spec.languages ?? []),
      social_links: '{}',
      interests: '[]',
      portfolio_items: '[]',
      expertise_level: spec.expertise ?? 'beginner',
      available_for_hire: spec.available ?? true,
      searchable: spec.searchable ?? true,
      updated_at: joined,
    })
    .execute();
  if (spec.audience?.length) {
    await db
      .insertInto('creator_audience')
      .values(spec.audience.map((a, position) => ({
        creator_id: user.id, platform: a.platform, position, handle: null, followers: a.followers, avg_views: null, engagement_rate_bp: null, updated_at: joined,
      })))
      .execute();
  }
  if (spec.packages?.length) {
    await db
      .insertInto('creator_packages')
      .values(spec.packages.map((p, position) => ({
        creator_id: user.id, position, title: `Package ${position + 1}`, description: null,
        deliverables: JSON.stringify(p.deliverables.map((type) => ({ type, quantity: 1 }))),
        price_cents: p.price_cents, currency: 'USD', delivery_days: 7, revisions_included: 2,
        usage_rights_kind: 'none', usage_rights_days: null, created_at: joined, updated_at: joined,
      })))
      .execute();
  }
  return user.id;
}

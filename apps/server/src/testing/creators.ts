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
      .values(
        spec.audience.map((a, position) => ({
          creator_id: user.id,
          platform: a.platform,
          position,
          handle: null,
          followers: a.followers,
          avg_views: null,
          engagement_rate_bp: null,
          updated_at: joined,
        })),
      )
      .execute();
  }
  if (spec.packages?.length) {
    await db
      .insertInto('creator_packages')
      .values(
        spec.packages.map((p, position) => ({
          creator_id: user.id,
          position,
          title: `Package ${position + 1}`,
          description: null,
          deliverables: JSON.stringify(p.deliverables.map((type) => ({ type, quantity: 1 }))),
          price_cents: p.price_cents,
          currency: 'USD',
          delivery_days: 7,
          revisions_included: 2,
          usage_rights_kind: 'none',
          usage_rights_days: null,
          created_at: joined,
          updated_at: joined,
        })),
      )
      .execute();
  }
  return user.id;
}

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

/**
 * The known set of creator search tests: each filter, sort and facet is checked against what these
 * profiles say. Una (unverified), Lea (left search) and, for the brand that hid her, Vera never show.
 */
export const KNOWN_CREATORS = {
  zoe: {
    first: 'Zoë',
    last: 'Müller',
    platform: 'tiktok',
    vertical: 'foodie',
    categories: ['Vegan', 'Food'],
    contentTypes: ['Recipes'],
    languages: ['Português', 'English'],
    location: 'Lisbon, Portugal',
    bio: 'Vegan café recipes for busy weeknights.',
    expertise: 'advanced',
    audience: [{ platform: 'tiktok', followers: 12_000 }],
    packages: [{ price_cents: 40_000, deliverables: ['tiktok_video'] }],
    joinedAt: day(1),
  },
  maria: {
    first: 'Maria',
    last: 'Lopez',
    platform: 'youtube',
    vertical: 'foodie',
    categories: ['Food', 'Baking'],
    languages: ['Português'],
    location: 'São Paulo, Brazil',
    bio: 'Sourdough and bread baking every Sunday.',
    expertise: 'intermediate',
    available: false,
    audience: [{ platform: 'youtube', followers: 250_000 }],
    packages: [{ price_cents: 150_000, deliverables: ['youtube_integration'] }],
    joinedAt: day(2),
  },
  jonah: {
    first: 'Jonah',
    last: 'Kim',
    platform: 'youtube',
    vertical: 'tech',
    categories: ['Gadgets'],
    languages: ['Korean', 'English'],
    location: 'Seoul, South Korea',
    bio: 'Gadget reviews in sixty seconds.',
    audience: [
      { platform: 'youtube', followers: 900_000 },
      { platform: 'tiktok', followers: 300_000 },
    ],
    packages: [
      { price_cents: 300_000, deliverables: ['tiktok_video', 'youtube_dedicated'] },
      { price_cents: 500_000, deliverables: ['youtube_dedicated'] },
    ],
    joinedAt: day(3),
  },
  amara: {
    first: 'Amara',
    last: 'Okoye',
    platform: 'instagram',
    vertical: 'travel',
    categories: ['Travel', 'vegan'],
    languages: ['English'],
    location: 'Lisbon, Portugal',
    bio: 'Slow travel, plant-based food.',
    expertise: 'advanced',
    audience: [{ platform: 'instagram', followers: 50_000 }],
    joinedAt: day(4),
  },
  vera: {
    first: 'Vera',
    last: 'Vegan',
    platform: 'instagram',
    vertical: 'foodie',
    categories: ['Vegan'],
    languages: ['English'],
    location: 'Berlin, Germany',
    joinedAt: day(5),
  },
  unverified: {
    first: 'Una',
    last: 'Verified',
    platform: 'tiktok',
    vertical: 'foodie',
    categories: ['Vegan'],
    verified: false,
    joinedAt: day(6),
  },
  leftSearch: {
    first: 'Lea',
    last: 'Left',
    platform: 'tiktok',
    vertical: 'foodie',
    categories: ['Vegan'],
    searchable: false,
    joinedAt: day(7),
  },
} satisfies Record<string, CreatorSpec>;
export type KnownCreator = keyof typeof KNOWN_CREATORS;
/** Those any brand finds (a brand that hid Vera finds the others). */
export const KNOWN_VISIBLE: KnownCreator[] = ['zoe', 'maria', 'jonah', 'amara', 'vera'];

/** Writes the known set; returns each creator's id by key. */
export async function insertKnownCreators(db: Kysely<Database>): Promise<Record<KnownCreator, string>> {
  const ids = {} as Record<KnownCreator, string>;
  for (const [key, spec] of Object.entries(KNOWN_CREATORS)) ids[key as KnownCreator] = await insertCreator(db, spec);
  return ids;
}

/** What a brand's "hide" does, written directly: the creator leaves that brand's results and suggestions. */
export async function hideCreator(db: Kysely<Database>, brandId: string, creatorId: string): Promise<void> {
  await db.insertInto('hidden_creators').values({ brand_id: brandId, creator_id: creatorId, hidden_at: new Date() }).execute();
}

/** The emails of these users, to look for in raw response text. */
export async function emailsOf(db: Kysely<Database>, ids: readonly string[]): Promise<string[]> {
  const rows = await db.selectFrom('users').select('email').where('id', 'in', ids).execute();
  return rows.map((row) => row.email);
}

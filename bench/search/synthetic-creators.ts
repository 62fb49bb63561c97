import {
  DELIVERABLE_TYPE_LABELS,
  DELIVERABLE_TYPES,
  EXPERTISE_LEVELS,
  PROFILE_PLATFORMS,
  TALENT_VERTICAL_LABELS,
  TALENT_VERTICALS,
  USAGE_RIGHTS_DURATIONS,
  USAGE_RIGHTS_KINDS,
} from '@sponsorly/shared';
import type { Random } from './random';
import { BIO_CLOSERS, BIO_OPENERS, BIO_TOPICS, FIRST_NAMES, LANGUAGES, LAST_NAMES, LOCATIONS, RARE_WORDS } from './words';

/** One creator's rows, column by column as the tables have them (jsonb columns as JSON values). */
export interface CreatorRows {
  user: Record<string, unknown>;
  profile: Record<string, unknown>;
  audience: Record<string, unknown>[];
  packages: Record<string, unknown>[];
}

/** They never log in: a constant that is not a valid argon2 hash. */
const NO_LOGIN = 'bench-no-login';
/** A fixed "now", so join dates (and the newest sort) are the same every run. */
const EPOCH = Date.UTC(2026, 0, 1);
const THREE_YEARS_MS = 3 * 365 * 24 * 3600 * 1000;
const CATEGORY_LABELS = Object.values(TALENT_VERTICAL_LABELS).filter((label) => label !== 'Other');
const CONTENT_LABELS = Object.values(DELIVERABLE_TYPE_LABELS).filter((label) => label !== 'Other');

export function syntheticCreator(random: Random, index: number): CreatorRows {
  const id = random.uuid();
  const joined = new Date(EPOCH - random.next() * THREE_YEARS_MS).toISOString();
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const user = {
    id,
    email: `creator-${index}@bench.example`,
    password_hash: NO_LOGIN,
    user_type: 'creator',
    first_name: first,
    last_name: last,
    username: null,
    email_verified_at: random.chance(0.92) ? joined : null,
    created_at: joined,
    updated_at: joined,
  };
  // Platforms in the shared list's order are roughly most to least used; so are verticals and levels.
  const platform = PROFILE_PLATFORMS[random.skewedIndex(PROFILE_PLATFORMS.length, 0.6)]!;
  const vertical = random.chance(0.9) ? TALENT_VERTICALS[random.skewedIndex(TALENT_VERTICALS.length, 0.4)]! : null;
  const ownLabel = vertical && vertical !== 'other' ? [TALENT_VERTICAL_LABELS[vertical]] : [];
  const categories = [...new Set([...ownLabel, ...random.some(CATEGORY_LABELS, random.int(0, 2))])];
  const languages = [
    ...new Set([random.chance(0.7) ? 'English' : random.pick(LANGUAGES), ...random.some(LANGUAGES, random.int(0, 2))]),
  ];
  const profile = {
    user_id: id,
    platform,
    bio: random.chance(0.85) ? bio(random) : null,
    profile_image: random.chance(0.6) ? `https://img.bench.example/${index}.jpg` : null,
    social_links: {},
    categories,
    interests: random.some(BIO_TOPICS, random.int(0, 3)),
    content_type: random.some(CONTENT_LABELS, random.int(0, 3)),
    portfolio_items: [],
    location: random.chance(0.9) ? LOCATIONS[random.skewedIndex(LOCATIONS.length, 0.5)] : null,
    languages,
    available_for_hire: random.chance(0.8),
    expertise_level: EXPERTISE_LEVELS[random.skewedIndex(EXPERTISE_LEVELS.length, 0.3)],
    talent_vertical: vertical,
    searchable: random.chance(0.95),
    updated_at: joined,
  };
  return { user, profile, audience: audience(random, id, platform, joined), packages: packages(random, id, joined) };
}

function bio(random: Random): string {
  const topics = random.some(BIO_TOPICS, random.int(1, 3)).join(', ');
  const rare = random.chance(0.03) ? ` Also into ${random.pick(RARE_WORDS)}.` : '';
  return `${random.pick(BIO_OPENERS)} ${topics}.${rare} ${random.pick(BIO_CLOSERS)}`.trim();
}

/** Three in four creators give figures; the primary platform first, the others usually smaller. */
function audience(random: Random, id: string, primary: string, joined: string) {
  if (!random.chance(0.75)) return [];
  const others = random.some(
    PROFILE_PLATFORMS.filter((p) => p !== primary && p !== 'other'),
    random.chance(0.4) ? random.int(1, 3) : 0,
  );
  const largest = Math.max(50, random.logNormal(8_000, 1.8));
  return [primary, ...others].map((platform, position) => ({
    creator_id: id,
    platform,
    position,
    handle: null,
    followers: position === 0 ? largest : Math.max(10, Math.round(largest * random.next())),
    avg_views: null,
    engagement_rate_bp: random.int(50, 1200),
    source: random.chance(0.1) ? 'verified' : 'self_reported',
    updated_at: joined,
  }));
}

/** Two in five have a rate card of one to four packages, priced in whole dollars (integer cents). */
function packages(random: Random, id: string, joined: string) {
  if (!random.chance(0.4)) return [];
  return Array.from({ length: random.int(1, 4) }, (_, position) => {
    const kind = random.pick(USAGE_RIGHTS_KINDS);
    return {
      id: random.uuid(),
      creator_id: id,
      position,
      title: `Package ${position + 1}`,
      description: null,
      deliverables: random.some(DELIVERABLE_TYPES, random.int(1, 2)).map((type) => ({ type, quantity: random.int(1, 3) })),
      price_cents: Math.max(1, random.logNormal(300, 1.0)) * 100,
      currency: 'USD',
      delivery_days: random.int(3, 30),
      revisions_included: random.int(0, 3),
      usage_rights_kind: kind,
      usage_rights_days: kind === 'none' ? null : random.pick(USAGE_RIGHTS_DURATIONS),
      created_at: joined,
      updated_at: joined,
    };
  });
}

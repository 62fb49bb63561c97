import {
  DEFAULT_CURRENCY,
  DISCOVERY_LIMITS,
  imageView,
  PHOTO_LIMITS,
  PORTFOLIO_LIMITS,
  type CreatorCard,
} from '@sponsorly/shared';
import { sql, type Database, type Kysely } from '@sponsorly/db';

/**
 * The cards of these creators, in the order of `ids` (a search's ranking, a list's order); ids that are
 * not creators with a profile are left out. Names and tags come as the creator wrote them, figures from
 * the search row the database keeps. Never the email.
 */
export async function loadCreatorCards(db: Kysely<Database>, ids: readonly string[]): Promise<CreatorCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('creator_search as s')
    .innerJoin('users as u', 'u.id', 's.creator_id')
    .innerJoin('creator_profiles as p', 'p.user_id', 's.creator_id')
    .select([
      's.creator_id as id',
      'p.handle',
      'u.first_name',
      'u.last_name',
      'p.profile_image',
      'p.platform',
      'p.talent_vertical',
      'p.location',
      'p.categories',
      's.followers',
      's.price_from_cents',
      'p.available_for_hire',
      // The entry the card's figure comes from (the largest audience): its source, platform and date.
      sql<{ source: string; platform: string; verified_at: string | null } | null>`(select json_build_object(
          'source', a.source, 'platform', a.platform, 'verified_at', a.verified_at)
        from creator_audience a where a.creator_id = s.creator_id and a.followers is not null
        order by a.followers desc, (a.source = 'verified') desc limit 1)`.as('top_entry'),
      sql<string | null>`(select ph.media_id from profile_photos ph where ph.user_id = s.creator_id)`.as('photo_id'),
      sql<string | null>`(select i.image_id from portfolio_items i where i.creator_id = s.creator_id and i.image_id is not null
        order by i.position, i.created_at limit 1)`.as('cover_id'),
    ])
    .where('s.creator_id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        handle: row.handle,
        first_name: row.first_name,
        last_name: row.last_name,
        profile_image: row.profile_image,
        photo: row.photo_id ? imageView(row.photo_id, PHOTO_LIMITS.sizes) : null,
        cover: row.cover_id ? imageView(row.cover_id, PORTFOLIO_LIMITS.imageWidths) : null,
        platform: row.platform as CreatorCard['platform'],
        talent_vertical: row.talent_vertical as CreatorCard['talent_vertical'],
        location: row.location,
        categories: row.categories.slice(0, DISCOVERY_LIMITS.cardCategoriesMax),
        followers: row.followers === null ? null : Number(row.followers),
        followers_source:
          row.followers === null ? null : ((topEntry(row)?.source ?? 'self_reported') as CreatorCard['followers_source']),
        followers_platform:
          row.followers === null ? null : ((topEntry(row)?.platform ?? null) as CreatorCard['followers_platform']),
        followers_verified_at:
          row.followers !== null && topEntry(row)?.source === 'verified' ? verifiedAtOf(topEntry(row)?.verified_at) : null,
        price_from_cents: row.price_from_cents === null ? null : Number(row.price_from_cents),
        currency: DEFAULT_CURRENCY,
        available_for_hire: row.available_for_hire,
      },
    ];
  });
}

type TopEntry = { source: string; platform: string; verified_at: string | null } | null;
/** PGlite and node-postgres both hand jsonb over parsed; text is parsed here in case a driver does not. */
function topEntry(row: { top_entry: TopEntry | string }): TopEntry {
  return typeof row.top_entry === 'string' ? (JSON.parse(row.top_entry) as TopEntry) : row.top_entry;
}
const verifiedAtOf = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);

import { CONVERSATION_LIMITS, type ConversationParty } from '@sponsorly/shared';
import { sql, type Database, type Kysely, type Transaction } from '@sponsorly/db';
import { brandNameSql, personNameSql } from '../lib/party-names';

/**
 * How a party is named and pictured, for a `users as u` row with its profiles joined as `bp` and `cp`:
 * a brand by its company name when it gave one, else by its person, with its logo; a creator by their
 * name and profile picture (an uploaded photo or logo first, its 96-pixel JPEG). Never the email.
 */
export const partyNameSql = sql<string>`case when u.user_type = 'brand' then ${brandNameSql('u', 'bp')} else ${personNameSql('u')} end`;
export const partyAvatarSql = sql<string | null>`coalesce(
  (select '/api/media/' || ph.media_id || '/96.jpg' from profile_photos ph where ph.user_id = u.id),
  case when u.user_type = 'brand' then bp.logo else cp.profile_image end)`;

/** One party by id. */
export async function loadParty(db: Kysely<Database> | Transaction<Database>, userId: string): Promise<ConversationParty> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('brand_profiles as bp', 'bp.user_id', 'u.id')
    .leftJoin('creator_profiles as cp', 'cp.user_id', 'u.id')
    .select(['u.id', 'u.user_type', partyNameSql.as('name'), partyAvatarSql.as('avatar_url'), 'cp.handle'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  return { id: row.id, user_type: row.user_type, name: row.name, avatar_url: row.avatar_url, handle: row.handle };
}

/** A message's text cut to a preview, on a character (not a UTF-16 half). */
export function previewOf(body: string): string {
  const chars = [...body.replace(/\s+/g, ' ').trim()];
  return chars.length <= CONVERSATION_LIMITS.previewMax
    ? chars.join('')
    : `${chars.slice(0, CONVERSATION_LIMITS.previewMax - 1).join('')}…`;
}

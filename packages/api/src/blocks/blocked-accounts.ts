import type { BlockedAccount } from '@sponsorly/shared';
import { type Database, type Kysely, type Transaction } from '@sponsorly/db';
import { partyAvatarSql, partyNameSql } from '../conversations/conversation-parties';

/** The accounts `blockerId` blocked, last blocked first; `only` narrows to one. */
export async function loadBlockedAccounts(
  db: Kysely<Database> | Transaction<Database>,
  blockerId: string,
  only?: string,
): Promise<BlockedAccount[]> {
  let query = db
    .selectFrom('blocks as b')
    .innerJoin('users as u', 'u.id', 'b.blocked_id')
    .leftJoin('brand_profiles as bp', 'bp.user_id', 'u.id')
    .leftJoin('creator_profiles as cp', 'cp.user_id', 'u.id')
    .select(['u.id', 'u.user_type', partyNameSql.as('name'), partyAvatarSql.as('avatar_url'), 'cp.handle', 'b.created_at'])
    .where('b.blocker_id', '=', blockerId);
  if (only) query = query.where('b.blocked_id', '=', only);
  const rows = await query.orderBy('b.created_at', 'desc').orderBy('u.id').execute();
  return rows.map((row) => ({
    user_id: row.id,
    user_type: row.user_type as 'brand' | 'creator',
    name: row.name,
    avatar_url: row.avatar_url,
    handle: row.handle,
    blocked_at: new Date(row.created_at).toISOString(),
  }));
}

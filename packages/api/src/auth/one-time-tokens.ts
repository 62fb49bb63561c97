import type { Database, OneTimeTokenPurpose, Transaction, Kysely } from '@sponsorly/db';
import { createRandomToken, hashToken } from '../lib/tokens';

type Db = Kysely<Database> | Transaction<Database>;

/** Issues a verification or reset token: 256 random bits, stored hashed, with an expiry. */
export async function issueOneTimeToken(
  db: Db,
  userId: string,
  purpose: OneTimeTokenPurpose,
  ttlMs: number,
  now: Date,
): Promise<string> {
  const token = createRandomToken();
  await db
    .insertInto('one_time_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: new Date(now.getTime() + ttlMs),
    })
    .execute();
  return token;
}

/** The token's row if it belongs to this email and purpose, whatever its state. */
export async function findOneTimeToken(db: Db, token: string, email: string, purpose: OneTimeTokenPurpose) {
  return db
    .selectFrom('one_time_tokens')
    .innerJoin('users', 'users.id', 'one_time_tokens.user_id')
    .select([
      'one_time_tokens.id',
      'one_time_tokens.user_id',
      'one_time_tokens.expires_at',
      'one_time_tokens.used_at',
      'users.email_verified_at',
    ])
    .where('one_time_tokens.token_hash', '=', hashToken(token))
    .where('one_time_tokens.purpose', '=', purpose)
    .where('users.email', '=', email)
    .executeTakeFirst();
}

export function isUsable(row: { used_at: Date | null; expires_at: Date }, now: Date): boolean {
  return row.used_at === null && new Date(row.expires_at) > now;
}

/**
 * Marks a token used, atomically: the WHERE clause re-checks "unused and unexpired" under the row
 * lock, so of two requests racing with one token exactly one gets the row back.
 */
export async function consumeOneTimeToken(db: Db, tokenId: string, now: Date): Promise<boolean> {
  const used = await db
    .updateTable('one_time_tokens')
    .set({ used_at: now })
    .where('id', '=', tokenId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

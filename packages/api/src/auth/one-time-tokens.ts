import type { Database, OneTimeTokenPurpose, SignupPayload, Transaction, Kysely } from '@sponsorly/db';
import { createRandomToken, hashToken } from '../lib/tokens';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Issues a verification or reset token: 256 random bits, stored hashed, with an expiry. A verification
 * link carries its signup (payload) and the hash of that signup's browser binding.
 */
export async function issueOneTimeToken(
  db: Db,
  userId: string,
  purpose: OneTimeTokenPurpose,
  ttlMs: number,
  now: Date,
  payload?: SignupPayload,
  bindingHash?: string,
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
      payload: payload ? JSON.stringify(payload) : null,
      binding_hash: bindingHash ?? null,
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
      'one_time_tokens.payload',
      'one_time_tokens.created_at',
      'one_time_tokens.binding_hash',
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

/**
 * Finds a link's token, locks its account, and reads the token again under that lock, so a parallel
 * use of the same account's links has either finished or not started.
 */
export async function findOneTimeTokenLocked(
  trx: Transaction<Database>,
  token: string,
  email: string,
  purpose: OneTimeTokenPurpose,
) {
  const found = await findOneTimeToken(trx, token, email, purpose);
  if (!found) return undefined;
  await lockAccount(trx, found.user_id);
  return findOneTimeToken(trx, token, email, purpose);
}

/**
 * Locks the account's row for the rest of the transaction. Every flow that consumes a token takes this
 * lock first, so two flows on one account queue up instead of deadlocking on each other's token rows.
 */
export async function lockAccount(db: Db, userId: string): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** Ends every unused link of one kind for the account (after it has been used for its purpose). */
export async function retireOneTimeTokens(db: Db, userId: string, purpose: OneTimeTokenPurpose, now: Date): Promise<void> {
  await db
    .updateTable('one_time_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

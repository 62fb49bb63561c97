import { AUTH_DURATIONS } from '@sponsorly/shared';
import { CompiledQuery, sql, type Database, type Kysely, type Transaction, type User } from '@sponsorly/db';
import { createRandomToken, hashToken } from '../lib/tokens';
import { wakeUserStreams } from '../notifications/publish-user-event';

/** Skip rewriting last_seen_at on every request: a minute of precision is plenty for a 7-day idle limit. */
const LAST_SEEN_PRECISION_MS = 60_000;

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Starts a session: a new random token every login; only its hash is stored. The user agent (already
 * cleaned by the request context) lets the account's security page tell sessions apart.
 */
export async function createSession(db: Db, userId: string, now: Date, userAgent: string | null): Promise<string> {
  const token = createRandomToken();
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + AUTH_DURATIONS.sessionAbsolute),
      user_agent: userAgent,
    })
    .execute();
  return token;
}

export interface ActiveSession {
  sessionId: string;
  user: User;
  /**
   * The account's profile row (creator or brand by the account's type) as JSON, or null before one
   * exists: read with the session so that /me and the dashboards need no second query.
   */
  profile: Record<string, unknown> | null;
  /** The uploaded photo or logo's media id, or null: the header and the dashboard show it. */
  photoId: string | null;
}

/**
 * The one statement every authenticated request runs: the session, its account and the account's
 * profile, by the token's hash. Exported so the benchmark's floor server runs exactly this SQL.
 */
export function sessionLookupQuery(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('creator_profiles', 'creator_profiles.user_id', 'users.id')
    .leftJoin('brand_profiles', 'brand_profiles.user_id', 'users.id')
    .leftJoin('profile_photos', 'profile_photos.user_id', 'users.id')
    .selectAll('users')
    .select(['sessions.id as session_id', 'sessions.last_seen_at', 'sessions.expires_at', 'profile_photos.media_id as photo_id'])
    .select(
      sql<Record<
        string,
        unknown
      > | null>`case when users.user_type = 'brand' then to_jsonb(brand_profiles) else to_jsonb(creator_profiles) end`.as(
        'profile',
      ),
    )
    .where('sessions.token_hash', '=', tokenHash);
}

type SessionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof sessionLookupQuery>['executeTakeFirst']>>>;
/** The lookup's SQL, built once per database: it runs on every authenticated request. */
const lookupSql = new WeakMap<Kysely<Database>, string>();

async function lookUpSession(db: Kysely<Database>, tokenHash: string): Promise<SessionRow | undefined> {
  let text = lookupSql.get(db);
  if (text === undefined) {
    text = sessionLookupQuery(db, '').compile().sql;
    lookupSql.set(db, text);
  }
  const { rows } = await db.executeQuery<SessionRow>(CompiledQuery.raw(text, [tokenHash]));
  return rows[0];
}

/** The session behind a token, or null when unknown, idle for too long or past its absolute limit. */
export async function resolveSession(db: Kysely<Database>, token: string, now: Date): Promise<ActiveSession | null> {
  const row = await lookUpSession(db, hashToken(token));
  if (!row) return null;
  const idleSince = now.getTime() - new Date(row.last_seen_at).getTime();
  // A suspended account's sessions end at its suspension; one started since by another door (a reset link)
  // is refused here too (docs/moderation.md).
  if (now >= new Date(row.expires_at) || idleSince > AUTH_DURATIONS.sessionIdle || row.suspended_at) {
    await db.deleteFrom('sessions').where('id', '=', row.session_id).execute();
    return null;
  }
  if (idleSince > LAST_SEEN_PRECISION_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', row.session_id).execute();
  }
  const { session_id, last_seen_at: _seen, expires_at: _expires, profile, photo_id, ...user } = row;
  return { sessionId: session_id, user, profile, photoId: photo_id };
}

// Each ending wakes the account's real-time streams, which then find their session gone and close.

export async function endSession(db: Db, token: string): Promise<void> {
  const ended = await db
    .deleteFrom('sessions')
    .where('token_hash', '=', hashToken(token))
    .returning('user_id')
    .executeTakeFirst();
  if (ended) await wakeUserStreams(db, ended.user_id);
}

export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await wakeUserStreams(db, userId);
}

/** Ends every session of the account but one: the one making the request stays logged in. */
export async function endOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '<>', keepSessionId).execute();
  await wakeUserStreams(db, userId);
}

import { createHash, randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sessionLookupQuery } from '@sponsorly/api';
import { PGliteDialect, isPostgresUrl, migrateToLatest, type Database } from '@sponsorly/db';
import Fastify from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { reportReady } from './child-process';

/**
 * The floor under each endpoint: bare Fastify (no plugins, no logging) running the same SQL statements
 * as the real server through the same driver (a pg pool of the same size, or PGlite in this process).
 * Nothing is cheaper while still asking the database the same question; the real server's ratio to it
 * is the share of each request's cost that is ours.
 */
const url = process.env.DATABASE_URL;
const onPostgres = isPostgresUrl(url);
const POOL_SIZE = 10; // createDatabase's default, which the server uses

type RunQuery = (text: string, params: readonly unknown[]) => Promise<{ rows: unknown[] }>;
let runQuery: RunQuery;
let db: Kysely<Database>;
let closeDriver: () => Promise<void>;
if (onPostgres) {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  runQuery = (text, params) => pool.query(text, [...params]);
  closeDriver = () => db.destroy();
} else {
  // The contrib modules the migrations create, as the server's own PGlite loads them (create-database.ts).
  const pglite = new PGlite({ extensions: { fuzzystrmatch, pg_trgm, unaccent } });
  await pglite.waitReady;
  db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  runQuery = (text, params) => pglite.query(text, [...params]);
  closeDriver = () => db.destroy();
}
await migrateToLatest(db);

// One creator with a profile and a session, written directly (the floor has no services).
const token = randomBytes(32).toString('base64url');
const tokenHash = createHash('sha256').update(token).digest('hex');
const email = `floor-${randomBytes(6).toString('hex')}@example.com`;
const now = new Date();
const user = await db
  .insertInto('users')
  .values({
    email,
    password_hash: 'x',
    user_type: 'creator',
    first_name: 'Floor',
    last_name: 'Bench',
    email_verified_at: now,
    created_at: now,
    updated_at: now,
  })
  .returning('id')
  .executeTakeFirstOrThrow();
await db
  .insertInto('creator_profiles')
  .values({ user_id: user.id, platform: 'youtube', updated_at: now } as never)
  .execute();
await db
  .insertInto('sessions')
  .values({
    user_id: user.id,
    token_hash: tokenHash,
    created_at: now,
    last_seen_at: now,
    expires_at: new Date(now.getTime() + 86_400_000),
    user_agent: null,
  })
  .execute();

const health = { sql: 'select 1', parameters: [] as unknown[] };
const me = sessionLookupQuery(db, tokenHash).compile();

const app = Fastify({ logger: false });
app.get('/health', async () => {
  await runQuery(health.sql, health.parameters);
  return { status: 'ok' };
});
app.get('/me', async (request, reply) => {
  const bearer = request.headers.authorization?.slice('Bearer '.length);
  const { rows } = await runQuery(me.sql, bearer === token ? me.parameters : ['']);
  const row = rows[0] as Record<string, unknown> | undefined;
  if (!row) return reply.status(401).send({ message: 'unknown session' });
  // An answer the size of the real one: the account's public fields, not the whole row.
  const { id, email, user_type, first_name, last_name } = row;
  return { user: { id, email, user_type, first_name, last_name } };
});

const listening = await app.listen({ port: 0, host: '127.0.0.1' });
reportReady({ url: listening, token }, async () => {
  await db.deleteFrom('users').where('email', '=', email).execute();
  await app.close();
  await closeDriver();
});

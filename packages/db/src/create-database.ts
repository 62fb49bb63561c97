import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { DEFAULT_MIGRATION_TABLE, Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { listenOnPglite, listenOnPostgres, type ChannelHandlers, type ChannelListener } from './listen';
import { migrationProvider } from './migrations';
import { PGliteDialect } from './pglite-dialect';
import { lockDataDir } from './data-dir-lock';
import { AcquireWaits, type ConnectionPool } from './connection-pool';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** On PostgreSQL, the connection string: another pool on the same database, as another instance has. */
  url?: string;
  /** LISTEN on a channel: a connection of its own on PostgreSQL, the in-process session on PGlite. */
  listen(channel: string, handlers: ChannelHandlers): Promise<ChannelListener>;
  /** The connections the queries take turns on (GET /metrics). */
  pool: ConnectionPool;
  /** PGlite only: its data folder, packed, for another PGlite (in memory or a new folder) to start from (`loadDataDir`). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** unset: PGlite in dataDir; `memory://`: PGlite in memory; `postgres://...`: a PostgreSQL server. */
  url?: string | undefined;
  dataDir?: string;
  /** Connections in the pool when on PostgreSQL. */
  poolSize?: number;
  /** PGlite: a packed data folder to start from (dumpDataDir) instead of a new cluster; a folder must be new. */
  loadDataDir?: Blob;
}

/** Whether a database URL names a PostgreSQL server (anything else is PGlite). */
export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

/** The contrib modules creator search uses (migrations 0006, 0032); a PostgreSQL server ships them itself. */
const PGLITE_EXTENSIONS = { fuzzystrmatch, pg_trgm, unaccent };

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const url = options.url;
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
    // A dropped connection (a database restart) must not crash the process: idle clients report to the
    // pool, checked-out ones to their own listener; the failed query rejects and the next one reconnects.
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', () => {});
      // No JIT compilation: it pays off for queries that run for seconds, while ours answer in milliseconds,
      // and compiling a search's facet counts cost up to 600 ms a call (docs/operations.md). Set once per
      // connection, before its first query; a server that refuses it (it cannot) leaves the default.
      client.query('set jit = off').catch(() => {});
    });
    const waits = new AcquireWaits();
    const timedPool = { connect: () => waits.timed(() => pool.connect()), end: () => pool.end() };
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: timedPool }) });
    return {
      db,
      kind: 'postgres',
      url,
      listen: (channel, handlers) => listenOnPostgres(url, channel, handlers),
      pool: {
        stats: () => ({ size: pool.totalCount, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
        onAcquire: (listener) => waits.add(listener),
      },
      close: () => db.destroy(),
    };
  }
  let pglite: PGlite;
  let release = () => {};
  if (url === 'memory://') {
    pglite = new PGlite({ extensions: PGLITE_EXTENSIONS, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  } else {
    const dir = options.dataDir ?? './data';
    mkdirSync(dir, { recursive: true });
    release = lockDataDir(dir);
    pglite = new PGlite(dir, {
      extensions: PGLITE_EXTENSIONS,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  }
  try {
    await pglite.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const dialect = new PGliteDialect(pglite);
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    kind: 'pglite',
    pool: dialect.pool,
    listen: (channel, handlers) => listenOnPglite(db, pglite, channel, handlers),
    dumpDataDir: () => pglite.dumpDataDir('none'),
    async close() {
      try {
        await db.destroy();
      } finally {
        release();
      }
    },
  };
}

/** The data folder of a new, empty in-memory PGlite, packed: what `loadDataDir` starts another from. */
export async function packNewPglite(): Promise<Blob> {
  const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
  try {
    await pglite.waitReady;
    return await pglite.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  if (await isUpToDate(db)) return;
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

/**
 * Up (or down) to the named migration, for a test of what a later migration does to the rows written
 * before it.
 */
export async function migrateTo(db: Kysely<Database>, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo(name);
  if (error) throw error;
}

/**
 * Every start comes here. On a database that is up to date one query says so, where the migrator would
 * first read the catalog of every table (a good part of a second on the embedded database). Migrations
 * run in order, so the newest one applied being our newest means none is missing.
 */
export async function isUpToDate(db: Kysely<Database>): Promise<boolean> {
  const newest = Object.keys(await migrationProvider.getMigrations())
    .sort()
    .at(-1);
  try {
    const { rows } = await sql<{
      name: string;
    }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)} order by name desc limit 1`.execute(db);
    return rows[0]?.name === newest;
  } catch {
    // No bookkeeping table yet: a new database, for the migrator.
    return false;
  }
}

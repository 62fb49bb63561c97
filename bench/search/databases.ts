import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { createDatabase, migrateToLatest, sql, type DatabaseHandle } from '@sponsorly/db';

export interface BenchDatabase {
  name: 'pglite' | 'postgres';
  handle: DatabaseHandle;
  version: string;
  /** Closes the connection and removes what the run created. */
  dispose(): Promise<void>;
}

/**
 * PGlite on disk, as the server runs it by default (DATA_DIR), in a folder removed at the end; with
 * `keep` (BENCH_SEARCH_KEEP), in a folder named for it that stays, so the next run reuses its creators.
 */
export async function openPglite(keep?: string): Promise<BenchDatabase> {
  const dir = keep ? join(tmpdir(), `sponsorly-bench-search-${keep}`) : mkdtempSync(join(tmpdir(), 'sponsorly-bench-search-'));
  const handle = await createDatabase({ dataDir: dir });
  await migrateToLatest(handle.db);
  return {
    name: 'pglite',
    handle,
    version: `PGlite ${pgliteVersion()} (${await serverVersion(handle)})`,
    async dispose() {
      await handle.close();
      if (!keep) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A database of its own on the server DATABASE_URL names, created for this run and dropped at its end,
 * so 100,000 creators never land in a database anyone else uses; with `keep` (BENCH_SEARCH_KEEP), one
 * named for it that stays, so the next run reuses its creators.
 */
export async function openPostgres(url: string, keep?: string): Promise<BenchDatabase> {
  const name = `sponsorly_bench_${keep ?? process.pid}`;
  const exists = keep ? await adminQuery(url, `select 1 from pg_database where datname = '${name}'`) : 0;
  if (!exists) await adminQuery(url, `create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await createDatabase({ url: target.toString() });
  await migrateToLatest(handle.db);
  return {
    name: 'postgres',
    handle,
    version: await serverVersion(handle),
    async dispose() {
      await handle.close();
      if (!keep) await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Runs a statement on the server's default database; answers how many rows it returned. */
async function adminQuery(url: string, statement: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/** The package does not export its package.json: found from its entry point, up. */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (
    !existsSync(join(dir, 'package.json')) ||
    !readFileSync(join(dir, 'package.json'), 'utf8').includes('"@electric-sql/pglite"')
  )
    dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

async function serverVersion(handle: DatabaseHandle): Promise<string> {
  const { rows } = await sql<{ version: string }>`select current_setting('server_version') as version`.execute(handle.db);
  return `PostgreSQL ${rows[0]?.version ?? '?'}`;
}

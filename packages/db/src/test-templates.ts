import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase, isPostgresUrl, migrateToLatest, packNewPglite } from './create-database';
import { TEST_ENV } from './test-env';

export interface TestTemplates {
  /** The variables that tell each test process where its database starts from. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

/**
 * Once per test run (on PGlite, once for as long as nothing that makes them changes), the migrations are
 * applied once: on PGlite to a new cluster that is then packed (with an empty one beside it), on
 * PostgreSQL to a template database on the server of `url`. Every test file's database is then a copy
 * (createTestDatabase), instead of each file migrating its own.
 */
export async function prepareTestTemplates(url: string | undefined): Promise<TestTemplates> {
  return isPostgresUrl(url) ? preparePostgresTemplate(url) : preparePgliteTemplates();
}

/**
 * The packed PGlite templates live in a cache named by what makes them (the migrations, this file and the
 * PGlite release): a second test run, or the journeys' pass after the API tests' in CI, reuses them instead
 * of migrating again (about 5 s and 8 CPU-seconds a run). Changing any of those makes a new name.
 */
async function preparePgliteTemplates(): Promise<TestTemplates> {
  const dir = join(TEMPLATE_CACHE, pgliteTemplateKey());
  const emptyPath = join(dir, 'empty.tar');
  const migratedPath = join(dir, 'migrated.tar');
  if (!existsSync(migratedPath)) {
    const empty = await packNewPglite();
    const migrated = await packMigratedPglite(empty);
    // Other runs may be reading older templates; only a finished pair is ever seen under its name.
    mkdirSync(TEMPLATE_CACHE, { recursive: true });
    const partial = mkdtempSync(join(TEMPLATE_CACHE, 'partial-'));
    writeFileSync(join(partial, 'empty.tar'), Buffer.from(await empty.arrayBuffer()));
    writeFileSync(join(partial, 'migrated.tar'), Buffer.from(await migrated.arrayBuffer()));
    try {
      renameSync(partial, dir);
    } catch {
      // Another run finished the same pair first.
      rmSync(partial, { recursive: true, force: true });
    }
    for (const other of readdirSync(TEMPLATE_CACHE)) {
      if (other !== basename(dir) && !other.startsWith('partial-')) {
        rmSync(join(TEMPLATE_CACHE, other), { recursive: true, force: true });
      }
    }
  }
  return {
    env: { [TEST_ENV.pgliteEmpty]: emptyPath, [TEST_ENV.pgliteMigrated]: migratedPath },
    dispose: async () => {},
  };
}

const TEMPLATE_CACHE = fileURLToPath(new URL('../../../node_modules/.cache/sponsorly-test-templates', import.meta.url));
const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

function pgliteTemplateKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  hash.update(readFileSync(pglitePackageJson()));
  for (const name of readdirSync(MIGRATIONS).sort()) hash.update(name).update(readFileSync(join(MIGRATIONS, name)));
  return hash.digest('hex').slice(0, 16);
}

/** PGlite's own package.json (its exports do not include it): the release that made a template. */
function pglitePackageJson(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json')) || !dir.endsWith(join('@electric-sql', 'pglite'))) {
    if (dirname(dir) === dir) throw new Error('@electric-sql/pglite has no package.json');
    dir = dirname(dir);
  }
  return join(dir, 'package.json');
}

/**
 * Every migration applied to a new cluster, packed. Only the `postgres` database is kept: a test never
 * creates another, and without template0 and template1 (and after a checkpoint) each test file's copy
 * unpacks and starts about a fifth faster.
 */
async function packMigratedPglite(empty: Blob): Promise<Blob> {
  const database = await createDatabase({ url: 'memory://', loadDataDir: empty });
  try {
    await migrateToLatest(database.db);
    for (const name of ['template0', 'template1']) {
      await sql.raw(`alter database ${name} is_template false`).execute(database.db);
      await sql.raw(`drop database ${name}`).execute(database.db);
    }
    await sql`checkpoint`.execute(database.db);
    if (!database.dumpDataDir) throw new Error('an in-memory PGlite can always be packed');
    return await database.dumpDataDir();
  } finally {
    await database.close();
  }
}

/** The name of each test database starts with the run's database name, so that leftovers are easy to find. */
export function testDatabasePrefix(url: string): string {
  return `${decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres'}_t`;
}

/** A database name as an SQL identifier, whatever characters the run's database name brings. */
export function quoteName(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function preparePostgresTemplate(url: string): Promise<TestTemplates> {
  const template = `${testDatabasePrefix(url)}_template_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `create database ${quoteName(template)}`);
  const database = await createDatabase({ url: withDatabase(url, template), poolSize: 1 });
  try {
    await migrateToLatest(database.db);
  } finally {
    // CREATE DATABASE ... TEMPLATE refuses a template anyone is connected to.
    await database.close();
  }
  return {
    env: { [TEST_ENV.postgresTemplate]: template },
    dispose: () => dropTestDatabases(url),
  };
}

/** Drops the run's template and any file's database a crashed test process left behind. */
async function dropTestDatabases(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    // LIKE's own characters in the run's name match only themselves.
    const prefix = `${testDatabasePrefix(url).replace(/[\\_%]/g, '\\$&')}\\_%`;
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [prefix]);
    for (const { datname } of rows) await client.query(`drop database if exists ${quoteName(datname)} with (force)`);
  } finally {
    await client.end();
  }
}

/** The same server and credentials, another database. */
export function withDatabase(url: string, database: string): string {
  const other = new URL(url);
  other.pathname = `/${database}`;
  return other.toString();
}

/** One statement on the server's maintenance database (CREATE and DROP DATABASE cannot run in the one they name). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, isPostgresUrl, migrateToLatest, packNewPglite } from './create-database';
import { TEST_ENV } from './test-env';

export interface TestTemplates {
  /** The variables that tell each test process where its database starts from. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

/**
 * Once per test run, the migrations are applied once: on PGlite to a new cluster that is then packed
 * (with an empty one beside it), on PostgreSQL to a template database on the server of `url`. Every
 * test file's database is then a copy (createTestDatabase), instead of each file migrating its own.
 */
export async function prepareTestTemplates(url: string | undefined): Promise<TestTemplates> {
  return isPostgresUrl(url) ? preparePostgresTemplate(url) : preparePgliteTemplates();
}

async function preparePgliteTemplates(): Promise<TestTemplates> {
  const dir = mkdtempSync(join(tmpdir(), 'sponsorly-test-pglite-'));
  const empty = await packNewPglite();
  const emptyPath = join(dir, 'empty.tar');
  writeFileSync(emptyPath, Buffer.from(await empty.arrayBuffer()));
  const database = await createDatabase({ url: 'memory://', loadDataDir: empty });
  let migrated: Blob;
  try {
    await migrateToLatest(database.db);
    if (!database.dumpDataDir) throw new Error('an in-memory PGlite can always be packed');
    migrated = await database.dumpDataDir();
  } finally {
    await database.close();
  }
  const migratedPath = join(dir, 'migrated.tar');
  writeFileSync(migratedPath, Buffer.from(await migrated.arrayBuffer()));
  return {
    env: { [TEST_ENV.pgliteEmpty]: emptyPath, [TEST_ENV.pgliteMigrated]: migratedPath },
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
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

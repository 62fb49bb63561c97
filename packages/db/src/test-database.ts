import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, isPostgresUrl, migrateToLatest, type DatabaseHandle } from './create-database';
import { TEST_ENV } from './test-env';
import { adminQuery, quoteName, testDatabasePrefix, withDatabase } from './test-templates';

export interface TestDatabaseOptions {
  /** A database with no tables, for the test that applies every migration itself. */
  empty?: boolean;
}

/**
 * A database of one test file's own, migrated to the latest schema: PGlite in memory by default, or, when
 * DATABASE_URL names a PostgreSQL server, a new database on it that is dropped at close. Both are copies
 * of the run's template (vitest.global-setup.ts), so a file does not apply the migrations again; outside
 * a test run (no template) the migrations are applied here.
 */
export async function createTestDatabase(
  url = process.env.DATABASE_URL,
  { empty = false }: TestDatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (process.env[TEST_ENV.noDatabase]) {
    throw new Error(
      'A unit test (*.unit.test.ts, shared or web) opened a database: name it *.test.ts so it runs in the database project.',
    );
  }
  return isPostgresUrl(url) ? createPostgresTestDatabase(url, empty) : createPgliteTestDatabase(empty);
}

async function createPgliteTestDatabase(empty: boolean): Promise<DatabaseHandle> {
  const packed = process.env[empty ? TEST_ENV.pgliteEmpty : TEST_ENV.pgliteMigrated];
  const database = await createDatabase({
    url: 'memory://',
    ...(packed ? { loadDataDir: new Blob([readFileSync(packed)]) } : {}),
  });
  if (!packed && !empty) await migrateToLatest(database.db);
  return database;
}

/**
 * A new embedded data folder holding the migrated template, for a test that starts the server or a tool as
 * a process of its own on it (they would otherwise create and migrate a cluster, seconds each). The caller
 * removes the folder.
 */
export async function createTestDataDir(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'sponsorly-test-data-'));
  const packed = process.env[TEST_ENV.pgliteMigrated];
  const database = await createDatabase({ dataDir: dir, ...(packed ? { loadDataDir: new Blob([readFileSync(packed)]) } : {}) });
  try {
    if (!packed) await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
  return dir;
}

async function createPostgresTestDatabase(url: string, empty: boolean): Promise<DatabaseHandle> {
  const name = `${testDatabasePrefix(url)}_${randomBytes(6).toString('hex')}`;
  const template = empty ? undefined : process.env[TEST_ENV.postgresTemplate];
  await adminQuery(url, `create database ${quoteName(name)}${template ? ` template ${quoteName(template)}` : ''}`);
  const handle = await createDatabase({ url: withDatabase(url, name), poolSize: 5 });
  if (!template && !empty) await migrateToLatest(handle.db);
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(url, `drop database if exists ${quoteName(name)} with (force)`);
    },
  };
}

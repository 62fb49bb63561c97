import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { createDatabase, isPostgresUrl, type DatabaseHandle } from './create-database';

/**
 * Where the test run's global setup (vitest.global-setup.ts) left a new, empty PGlite cluster, packed.
 * Starting a file's database from it skips initdb, about two of the three seconds a new in-memory PGlite
 * takes to start here.
 */
export const PGLITE_TEMPLATE_ENV = 'SPONSORLY_TEST_PGLITE_TEMPLATE';

/**
 * A fresh, empty database for one test file: PGlite in memory by default, or, when DATABASE_URL names
 * a PostgreSQL server, a new schema of its own that is dropped at close.
 */
export async function createTestDatabase(url = process.env.DATABASE_URL): Promise<DatabaseHandle> {
  if (!isPostgresUrl(url)) return createDatabase({ url: 'memory://', ...emptyPgliteTemplate() });
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  const handle = await createDatabase({ url: withSchema.toString(), poolSize: 5 });
  return {
    ...handle,
    schema,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema if exists ${schema} cascade`);
      await cleanup.end();
    },
  };
}

function emptyPgliteTemplate(): { loadDataDir?: Blob } {
  const path = process.env[PGLITE_TEMPLATE_ENV];
  return path ? { loadDataDir: new Blob([readFileSync(path)]) } : {};
}

/**
 * What a test run's global setup (vitest.global-setup.ts) tells the forked test processes, by
 * environment variable. Kept apart from the database code so that the test configuration can read it.
 */
export const TEST_ENV = {
  /** Set in the unit project: a test there that opens a database is in the wrong project. */
  noDatabase: 'SPONSORLY_TEST_NO_DATABASE',
  /** A packed PGlite data folder with every migration applied: each file's database starts from it. */
  pgliteMigrated: 'SPONSORLY_TEST_PGLITE_MIGRATED',
  /** A packed new, empty PGlite cluster, for the test that applies every migration itself. */
  pgliteEmpty: 'SPONSORLY_TEST_PGLITE_EMPTY',
  /** On PostgreSQL: the migrated database each file's database is created from (CREATE DATABASE ... TEMPLATE). */
  postgresTemplate: 'SPONSORLY_TEST_POSTGRES_TEMPLATE',
} as const;

import { defineConfig } from 'vitest/config';
import { TEST_ENV } from './packages/db/src/test-env.ts';

/**
 * Tests that cannot touch a database: the shared package and the web app (neither depends on one), and
 * any `*.unit.test.ts` elsewhere (pure helpers). They run once, whatever DATABASE_URL says.
 */
const UNIT_TESTS = ['packages/shared/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', '{packages,apps}/*/src/**/*.unit.test.ts'];

/** Tests that start the compiled server or a tool as a child process (`*.process.test.ts`). */
const PROCESS_TESTS = '{packages,apps}/*/src/**/*.process.test.ts';

export default defineConfig({
  test: {
    pool: 'forks',
    globalSetup: ['./vitest.global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Many files spend part of their time waiting (a child process, a stream, a timer), so a third
    // worker keeps both cores of a small CI machine busy.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        // No test here sets global state another file could see, so a worker keeps its loaded modules
        // from one file to the next (about a second of imports a file). A test that opens a database
        // here fails at once (createTestDatabase): it belongs in the database project.
        test: { name: 'unit', include: UNIT_TESTS, isolate: false, env: { [TEST_ENV.noDatabase]: '1' } },
      },
      {
        extends: true,
        // The compiled server and the command-line tools started as processes, each on an embedded data
        // folder of its own whatever DATABASE_URL says: a PostgreSQL pass would repeat them exactly, so they
        // run once, beside the unit tests.
        test: { name: 'processes', include: [PROCESS_TESTS], isolate: false },
      },
      {
        extends: true,
        // Services, both doors, migrations, races and locks: run on PGlite and again on PostgreSQL.
        // Each file gets its own database copied from the run's migrated template, so sharing a worker's
        // modules between files shares no data.
        test: {
          name: 'database',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
          exclude: [...UNIT_TESTS, PROCESS_TESTS, '**/node_modules/**'],
          isolate: false,
        },
      },
      {
        extends: true,
        // Browser journeys share one Chromium per file and a real server; run them one file at a time
        // (Chromium and the server already keep both cores busy: two files at once took as long), in one
        // process: each file closes its server (workers, streams, database) and Chromium in afterAll, and
        // loading the server's modules once instead of once per file saves about 3 s a file.
        // A page's first load on a busy 2-core machine can take more than expect.poll's default second
        // (the login redirect waited 1.0 s once, in a run where everything took half as long again).
        test: {
          name: 'browser',
          include: ['e2e/**/*.test.ts'],
          fileParallelism: false,
          isolate: false,
          testTimeout: 60_000,
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});

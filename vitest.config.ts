import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    pool: 'forks',
    globalSetup: ['./vitest.global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit-and-api', include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'] },
      },
      {
        extends: true,
        // Browser journeys share one Chromium per file and a real server; run them one file at a time.
        // A page's first load on a busy 2-core machine can take more than expect.poll's default second
        // (the login redirect waited 1.0 s once, in a run where everything took half as long again).
        test: { name: 'browser', include: ['e2e/**/*.test.ts'], fileParallelism: false, testTimeout: 60_000, expect: { poll: { timeout: 5_000 } } },
      },
    ],
  },
});

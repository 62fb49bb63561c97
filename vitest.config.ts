import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    pool: 'forks',
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
        test: { name: 'browser', include: ['e2e/**/*.test.ts'], fileParallelism: false, testTimeout: 60_000 },
      },
    ],
  },
});

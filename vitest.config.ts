import { defineConfig } from 'vitest/config';

const reporters = process.env.CI_RESULTS_DIR
  ? ['default', ['json', { outputFile: `${process.env.CI_RESULTS_DIR}/vitest-${process.env.DATABASE_URL ? 'postgres' : 'pglite'}.json` }]]
  : ['default'];

export default defineConfig({
  test: {
    reporters: reporters as never,
    projects: [
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One report per run: the database it ran on, and the Node major when it is not the machine's default (Node 24 in CI).
const runName = `${process.env.DATABASE_URL ? 'postgres' : 'pglite'}${process.env.CI_NODE_LABEL ? `-${process.env.CI_NODE_LABEL}` : ''}`;
const reporters = process.env.CI_RESULTS_DIR ? ['default', ['json', { outputFile: `${process.env.CI_RESULTS_DIR}/vitest-${runName}.json` }]] : ['default'];

export default defineConfig({
  test: {
    reporters: reporters as never,
    // Vitest's default on a 2-core machine is one worker; test files wait on the database and on each other's I/O, so
    // at least two run at once. Files share a worker's loaded modules (isolate: false): each still builds its own app
    // and database, and importing the API anew for every file cost more than half of the suite's time (decision 271).
    maxWorkers: Math.max(2, availableParallelism()),
    isolate: false,
    projects: [
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          // The pages' tests draw the storefront with the web app's real build (modules/pages).
          globalSetup: ['apps/api/src/test/web-build-setup.ts'],
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

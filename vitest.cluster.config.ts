import { defineConfig } from 'vitest/config';

/**
 * The cluster test (tests/cluster, issue 39): three real server processes and HAProxy on the PostgreSQL of
 * scripts/with-postgres.sh, which it restarts; so it runs alone, one file, one worker (`npm run test:cluster`).
 */
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The test files that replace a module with vi.mock. Vitest keeps a mock for the rest of the worker's files when
 * modules are shared, and a module another file loaded first keeps its real code; so these run on their own,
 * isolated (vitest.isolated.config.ts; scripts/vitest-all.sh runs both).
 */
export const MOCKING = [
  'tests/server/fuzz/fuzz-can-fail.test.ts',
  'tests/server/route-declarations.test.ts',
  'tests/unit/merchant-360/kyc-tabs.test.tsx',
];

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts', 'tests/contract/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...MOCKING],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    // Names the run's migrated and seeded database, which each test app copies (tests/server/helpers/test-database.ts).
    globalSetup: ['tests/server/helpers/seeded-template.ts'],
    pool: 'forks',
    // A worker keeps its modules from one file to the next: react-admin, MUI and the server are imported once per
    // worker, not once per file (the whole run in CI: 481 → 256 s). Files undo what they stub (afterEach), Vitest
    // restores spies after each file, and the setup file unmounts what a test rendered.
    isolate: false,
    // Vitest's default is one worker less than the cores: one on the 2-core CI machine. The main process only
    // transforms, so two forks there measured 1.5× faster on 19 files (59 s → 40 s); larger machines keep the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

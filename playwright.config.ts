import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium-flags';
import { E2E_FIRST_PORT, E2E_WORKERS, e2eBaseUrl } from './tests/e2e/ports';

export default defineConfig({
  testDir: 'tests/e2e',
  // Journeys of 20+ steps on 2 shared cores: a minute each, so a busy machine slows them without failing them.
  timeout: 60_000,
  // A step waits up to 15 s: on a loaded CI machine the first lazy page after sign-in has taken over 5 s to paint.
  // Only a failing wait takes longer; a passing one returns as soon as the screen shows it.
  expect: { timeout: 15_000 },
  // Files spread over the workers; a file's journeys stay in order on one worker. Each worker has its own server and
  // database (tests/e2e/helpers/test.ts), so no two journeys share seeded rows.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // Each journey with its duration, in CI's log too: the slow ones are where the run's time goes (a11y-dialogs was 8 min).
  reporter: 'list',
  use: {
    baseURL: e2eBaseUrl(0),
    // No trace: recording one for every journey cost 5–15% of the suite's time, and CI's trace files never reach us
    // (its log and each failure's error-context do). Rerun a failing spec with `--trace retain-on-failure` to get one.
    trace: 'off',
    launchOptions: {
      // Debian's Chromium: Playwright's own browser download is not reachable here (DEVELOPERS.md).
      executablePath: existsSync(CHROMIUM_PATH) ? CHROMIUM_PATH : undefined,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: 'tsx tests/e2e/server.ts',
    url: `${e2eBaseUrl(index)}/health/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(E2E_FIRST_PORT + index) },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});

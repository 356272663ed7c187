import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium-flags';

const port = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: 'tests/e2e',
  // Journeys of 20+ steps on 2 shared cores: a minute each, so a busy machine slows them without failing them.
  timeout: 60_000,
  // A step waits up to 15 s: on a loaded CI machine the first lazy page after sign-in has taken over 5 s to paint.
  // Only a failing wait takes longer; a passing one returns as soon as the screen shows it.
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright's own browser download is not reachable here (DEVELOPERS.md).
      executablePath: existsSync(CHROMIUM_PATH) ? CHROMIUM_PATH : undefined,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'tsx tests/e2e/server.ts',
    url: `http://127.0.0.1:${port}/health/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

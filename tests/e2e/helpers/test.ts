/**
 * The suite's `test`: Playwright's, with each worker pointed at its own server. The browser suite runs two workers
 * (playwright.config.ts), and each has a reference backend on its own SQLite file, at the first port plus the worker's
 * parallel index: a journey that approves or edits a seeded row never meets another worker's journey on the same row.
 * Specs import `test`, `expect` and the types from here.
 */
import { test as base } from '@playwright/test';
import { e2eBaseUrl } from '../ports';

export * from '@playwright/test';

export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, provide, testInfo) => {
    await provide(e2eBaseUrl(testInfo.parallelIndex));
  },
});

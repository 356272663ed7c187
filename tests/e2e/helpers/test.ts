/**
 * The suite's `test`: Playwright's, with each worker pointed at its own server. The browser suite runs two workers
 * (playwright.config.ts), and each has a reference backend on its own SQLite file, at the first port plus the worker's
 * parallel index: a journey that approves or edits a seeded row never meets another worker's journey on the same row.
 * Specs import `test`, `expect` and the types from here.
 */
import { test as base } from '@playwright/test';
import { e2eBaseUrl } from '../ports';

export * from '@playwright/test';

export const test = base.extend<{ closeOpenedContexts: void }>({
  // A window a journey's click opens (a PDF, a letter) becomes the browser's front tab, and the journey's own page a
  // background one whose frames stop: each step after it waited seconds for a frame, and a dialog's fade-in never
  // ended. The page that opened it is brought back to the front (helpers/popup.ts also closes the window).
  context: async ({ context }, provide) => {
    context.on('page', (opened) => {
      void opened
        .opener()
        .then((opener) => opener?.bringToFront())
        .catch(() => undefined);
    });
    await provide(context);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, provide, testInfo) => {
    await provide(e2eBaseUrl(testInfo.parallelIndex));
  },
  // A journey's second or third user is a browser.newContext() of the worker's browser, which outlives the test: left
  // open, those pages (some polling their queues) piled up over a run and slowed the journeys after them (a stale-edit
  // journey that takes 8 s alone took 38–50 s as the 187th and once failed). Whatever a test opened is closed after it;
  // what a file opened before its tests (beforeAll) stays.
  closeOpenedContexts: [
    async ({ browser }, provide) => {
      const before = new Set(browser.contexts());
      await provide();
      await Promise.all(
        browser
          .contexts()
          .filter((c) => !before.has(c))
          .map((c) => c.close()),
      );
    },
    { auto: true },
  ],
});

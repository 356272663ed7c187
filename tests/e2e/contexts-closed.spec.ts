import { expect, test } from './helpers/test';

/**
 * The suite's own hygiene (tests/e2e/helpers/test.ts): a context a journey opens for a second user is closed after
 * that journey, so pages left open do not pile up over a run and slow the journeys after them.
 */
test.describe.configure({ mode: 'serial' });

let before = -1;

test('a journey opens a second user’s context and leaves it open', async ({ browser }) => {
  before = browser.contexts().length;
  await (await browser.newContext()).newPage();
  expect(browser.contexts().length).toBe(before + 1);
});

test('the next journey finds it closed', async ({ browser }) => {
  expect(before).toBeGreaterThanOrEqual(0);
  // The default context of the first test is closed too; this test's own is not created (no page asked for).
  expect(browser.contexts().length).toBeLessThanOrEqual(before);
});

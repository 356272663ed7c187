import { expect, type Page } from '@playwright/test';

/**
 * Runs `open` (a click on a button that shows a document in a new window) and checks that a window opened on the
 * document's bytes (a blob: URL), then closes it. Left open, it is the browser's front tab: the journey's own page is
 * then a background tab whose frames stop, and each step after it waited seconds for one.
 */
export async function opensDocumentWindow(page: Page, open: () => Promise<void>): Promise<void> {
  const popup = page.waitForEvent('popup');
  await open();
  const opened = await popup;
  expect(opened.url()).toMatch(/^blob:/);
  await opened.close();
}

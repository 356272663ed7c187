import type { Page } from '@playwright/test';

/** The approvals inbox's table row holding this text (kind #id, maker, age, amount or the maker's remarks). */
export const inboxRow = (page: Page, text: string | RegExp) =>
  page.getByRole('table', { name: 'Pending items' }).getByRole('row').filter({ hasText: text });

/** Selects that row (issue 18: the inbox is a table; the selected item's card shows in the pane beside it). */
export async function openInboxItem(page: Page, text: string | RegExp): Promise<void> {
  await inboxRow(page, text).click();
}

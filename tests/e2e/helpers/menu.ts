import { expect, type Page } from '@playwright/test';

/**
 * Opens every closed group of the left menu (issue 18: the menu is grouped by area, and a group renders its items
 * only while open), so checks on menu items see all of them.
 */
export async function openMenuGroups(page: Page): Promise<void> {
  const menu = page.getByRole('menu').first();
  await expect(menu).toBeVisible();
  for (;;) {
    const closed = menu.locator('[aria-expanded="false"]');
    if ((await closed.count()) === 0) return;
    await closed.first().click();
  }
}

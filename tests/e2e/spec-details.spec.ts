import { expect, test, type Page } from './helpers/test';
import { axeFindings, report, settled } from './helpers/axe';
import { account, signIn } from './helpers/sign-in';

/**
 * Issue 46 item 7, the spec's details: the Unity EMI Credit Card tab (§2.13, CAN_VIEW_UNITY_BANK_CARD), a Yes / No /
 * close confirmation (§2.5), the bill transactions screen (§2.13 Transaction Details, full screen) and the §3.1
 * session keys the console writes on the way. Serious and critical axe findings fail.
 */
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

async function axeClean(page: Page, where: string, within?: string) {
  await settled(page);
  const found = await axeFindings(page, where, within);
  report(where, found);
  expect(found, where).toEqual([]);
}

test('the Unity tab, a Yes/No/close confirmation and the bill transactions screen', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, account('agent'), '/crm/post-pe');
  const field = page.getByRole('textbox', { name: 'Mobile / Consumer ID' });
  await field.fill('1001');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/crm\/post-pe\/1001\/summary$/, { timeout: 20_000 });

  // Unity EMI Credit Card: its own tab, right after the summary tabs (§2.13 order).
  await tab(page, 'Unity EMI Credit Card').click();
  const unity = page.getByRole('tabpanel', { name: 'Unity EMI Credit Card' });
  await expect(unity.getByText('CARD_ISSUED')).toBeVisible();
  await expect(unity.getByText('ACTIVE')).toBeVisible();
  await axeClean(page, 'Unity EMI Credit Card tab');
  // §3.1: the consumer id and the selected tab are in the browser session.
  expect(
    await page.evaluate(() => [sessionStorage.getItem('consumerId'), sessionStorage.getItem('selectedTab')]),
  ).toEqual(['1001', 'unity-card']);
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('allowedPages') ?? '[]'))).toContain('/post-pe');

  // A plain question answers Yes / No and can be closed (§2.5): the settlement check of a SUCCESS transfer.
  await tab(page, 'Bank Transfers').click();
  const transfer = page.getByRole('row').filter({ hasText: 'BT-ORDER-1' });
  const dialog = page.getByRole('dialog');
  await transfer.getByRole('button', { name: 'Check' }).click();
  await expect(dialog.getByRole('button', { name: 'Yes', exact: true })).toBeVisible();
  await axeClean(page, 'Check confirmation', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'No', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await transfer.getByRole('button', { name: 'Check' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await transfer.getByRole('button', { name: 'Check' }).click();
  await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  // A bill's transactions: Transaction Details, full screen.
  await tab(page, 'Bills').click();
  const bill = page.getByRole('row').filter({ hasText: 'CARRY_FORWARDED' });
  await bill.getByRole('button', { name: 'Transactions' }).click();
  await expect(dialog.getByRole('heading', { name: /Transaction Details · Bill \d+/ })).toBeVisible();
  await expect(page.locator('.MuiDialog-paperFullScreen')).toBeVisible();
  await expect(
    dialog.getByRole('table', { name: 'transactions' }).or(dialog.getByText('No transactions found!')),
  ).toBeVisible();
  await axeClean(page, 'Bill transactions', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

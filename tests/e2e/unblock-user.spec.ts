import { axeFindings } from './helpers/axe';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/**
 * /unblock-user (issue 43 item 2): a consumer agent finds a blocked consumer by mobile, reads what blocked the login,
 * by whom and when, lifts it with a reason and a remark, and sees it unblocked; a risk block offers only the risk
 * review reason.
 */
test('an agent finds a blocked consumer by mobile and unblocks the login with a reason', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, account('agent'), '/crm/unblock-user');
  await expect(page.getByRole('heading', { name: 'Unblock User', level: 1 })).toBeVisible({ timeout: 20_000 });
  const table = page.getByRole('table', { name: 'Blocked logins' });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  expect(await axeFindings(page, '/unblock-user')).toEqual([]);

  await page.getByRole('textbox', { name: 'Merchant ID, consumer ID or mobile' }).fill('9876543210');
  const row = table.locator('tbody tr', { hasText: '(1001)' });
  await expect(table.locator('tbody tr')).toHaveCount(1, { timeout: 10_000 });
  await expect(row).toContainText('XXXXXX3210');
  await expect(row).toContainText('Wrong PIN: 5 wrong PINs in 10 minutes');
  await row.getByRole('button', { name: 'Unblock' }).click();

  const dialog = page.getByRole('dialog', { name: 'Unblock this login?' });
  await expect(dialog).toContainText('(1001)');
  await expect(dialog).toContainText('XXXXXX3210');
  await expect(dialog).toContainText('Blocked by');
  // No reason chosen yet: Unblock stays off, and the dialog can still be cancelled.
  await expect(dialog.getByRole('button', { name: 'Unblock' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Customer identity verified' }).click();
  await dialog.getByRole('textbox', { name: /remarks/i }).fill('Verified on a call from the registered mobile');
  expect(await axeFindings(page, 'unblock dialog', '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByText(/can sign in again\./)).toBeVisible();
  await expect(row).toContainText('Unblocked by agent@console.example');
  await expect(row.getByRole('button', { name: 'Unblock' })).toHaveCount(0);
});

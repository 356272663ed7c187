import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

test('ops finds a limit by transaction type and toggles its activation; the Status follows', async ({ page }) => {
  await signIn(page, account('ops'), '/crm/limits');
  await expect(page.getByRole('heading', { name: 'Transaction Limits' })).toBeVisible();
  for (const column of ['Status', 'Action', 'Activation Action']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }

  await page.getByRole('textbox', { name: 'Transaction type' }).fill('NEFT');
  await expect(page).toHaveURL(/filter=.*NEFT/);
  const rows = page.getByRole('row').filter({ hasText: 'NEFT' });
  await expect(rows).toHaveCount(2);

  // A filter that is not always on is added from the filter button (views are saved with Views, not in its menu).
  await page.getByRole('button', { name: 'Add filter' }).click();
  await expect(page.getByRole('menuitem', { name: /save current query/i })).toHaveCount(0);
  await page.getByRole('menuitemcheckbox', { name: 'Indicator' }).click();
  await page.getByRole('combobox', { name: 'Indicator' }).click();
  await page.getByRole('option', { name: 'CREDIT' }).click();
  await expect(page).toHaveURL(/filter=.*CREDIT/);
  await expect(rows).toHaveCount(1);
  await expect(rows.filter({ hasText: 'DEBIT' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove this filter' }).click();
  await expect(rows).toHaveCount(2);
  const row = rows.filter({ hasText: 'DEBIT' });
  const toggle = row.getByRole('button', { name: /^(Activate|Deactivate)$/ });
  const wasActive = (await toggle.textContent())?.trim() === 'Deactivate';
  const [from, to, flip] = wasActive ? ['ACTIVE', 'INACTIVE', 'Activate'] : ['INACTIVE', 'ACTIVE', 'Deactivate'];
  const status = (value: string) => row.getByRole('cell', { name: value, exact: true });
  await expect(status(from)).toBeVisible();

  // One click only asks (issue 41 item 1): the dialog restates the limit, its amounts in ₹ and the change.
  const action = wasActive ? 'Deactivate' : 'Activate';
  await toggle.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/Transaction limit #\d+ · NEFT/);
  await expect(dialog.getByRole('row', { name: /^Max amount ₹[\d,]+\.\d\d$/ })).toBeVisible();
  await expect(dialog.getByRole('row', { name: `Status ${from} ${to}` })).toBeVisible();
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(page.getByText(`Transaction limit 'NEFT' is now ${to}`)).toBeVisible();
  await expect(row.getByRole('button', { name: flip, exact: true })).toBeVisible();
  await expect(status(to)).toBeVisible();

  // The change is stored: a reload shows the new status, and toggling back works (the version moved on).
  await page.reload();
  await expect(status(to)).toBeVisible();
  await row.getByRole('button', { name: flip, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: flip, exact: true }).click();
  await expect(status(from)).toBeVisible();
});

import { axeFindings } from './helpers/axe';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/**
 * /loan-app (issue 43 item 6): an ops agent works the loan-application queue: the applications waiting (APPLIED) of
 * every merchant, newest first; cancels one after a confirmation that names the merchant, the amount and the move;
 * finds it among the cancelled ones, and opens its merchant on the Loans tab.
 */
test('an agent cancels a waiting loan application from the queue and finds it cancelled', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, account('ops'), '/crm/loan-app');
  await expect(page.getByRole('heading', { name: 'Loan Applications', level: 1 })).toBeVisible({ timeout: 20_000 });
  const table = page.getByRole('table', { name: 'Loan Applications' });
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  await expect(rows.first().getByText('APPLIED', { exact: true })).toBeVisible();
  expect(await axeFindings(page, '/loan-app')).toEqual([]);

  const first = rows.first();
  const loanId = (await first.locator('td').first().textContent())!.trim();
  const merchantId = (await first.locator('td').nth(1).textContent())!.trim();
  await first.getByRole('button', { name: 'Cancel application' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel application' });
  await expect(dialog).toContainText(`Cancel loan application ${loanId} of merchant ${merchantId} for ₹`);
  await expect(dialog).toContainText('It moves from APPLIED to CANCELLED and cannot be undone.');
  expect(await axeFindings(page, 'cancel application dialog', '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Success')).toBeVisible();
  await expect(table.getByText(loanId, { exact: true })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Cancelled' }).click();
  const cancelled = table.locator('tbody tr', { hasText: loanId });
  await expect(cancelled.getByText('CANCELLED', { exact: true })).toBeVisible();
  await expect(cancelled.getByRole('button', { name: 'Cancel application' })).toBeDisabled();

  await cancelled.getByRole('link', { name: merchantId }).click();
  await expect(page).toHaveURL(new RegExp(`/crm/new-merchant/${merchantId}/loans$`));
  await expect(page.getByRole('tabpanel', { name: 'Loans' }).getByText(loanId)).toBeVisible({ timeout: 20_000 });
});

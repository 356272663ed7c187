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

/** /credit-line (issue 43 item 6): the credit-line portfolio, most overdue first, filtered; a line opens its merchant. */
test('an agent lists the overdue credit lines, most overdue first, and opens one on its merchant’s Credit Line tab', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, account('support'), '/crm/credit-line');
  await expect(page.getByRole('heading', { name: 'Credit Lines', level: 1 })).toBeVisible({ timeout: 20_000 });
  const table = page.getByRole('table', { name: 'Credit Lines' });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('combobox', { name: 'Overdue amount' }).click();
  await page.getByRole('option', { name: 'Overdue', exact: true }).click();
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // Every line shown is overdue, the most overdue first (the Overdue amount column, in rupees).
  const overdueColumn = 7;
  await expect(rows.first().locator('td').nth(overdueColumn)).not.toHaveText('₹0.00');
  const amounts = (await rows.locator(`td:nth-child(${overdueColumn + 1})`).allTextContents()).map((t) =>
    Number(t.replace(/[₹,]/g, '')),
  );
  expect(amounts.every((a) => a > 0)).toBe(true);
  expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
  expect(await axeFindings(page, '/credit-line')).toEqual([]);

  const lineId = (await rows.first().locator('td').first().textContent())!.trim();
  const merchantId = (await rows.first().locator('td').nth(1).textContent())!.trim();
  await rows.first().getByRole('link', { name: merchantId }).click();
  await expect(page).toHaveURL(new RegExp(`/crm/new-merchant/${merchantId}/credit-line$`));
  await expect(page.getByRole('tabpanel', { name: 'Credit Line' }).getByText(lineId)).toBeVisible({ timeout: 20_000 });
});

import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';
import { axeFindings, report, settled } from './helpers/axe';

/** Issue 46 item 6 (spec §7.5 lending, part B): credit transactions, excess refund, account limit, QR refund re-initiation. */
const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true })).toBeVisible();
async function noSeriousA11y(page: Page, where: string) {
  await settled(page);
  const found = await axeFindings(page, where);
  report(where, found);
  expect(found).toEqual([]);
}

test('credit transactions filtered by type; a failed QR refund re-initiated once, a second try refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, account('agent'), '/crm/post-pe/1001/credit-transactions');
  const panel = page.getByRole('tabpanel', { name: 'Credit Transactions' });
  await expect(panel.getByRole('cell', { name: 'TXN-REPAYMENT' })).toBeVisible({ timeout: 20_000 });
  await noSeriousA11y(page, 'consumer 360 › Credit Transactions');

  await panel.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'QR_REFUND' }).click();
  await expect(panel.getByRole('cell', { name: 'TXN-REPAYMENT' })).toHaveCount(0);
  await expect(panel.getByRole('cell', { name: 'TXN-QR-REFUND-FAILED' })).toBeVisible();
  const failed = panel.getByRole('row').filter({ hasText: 'TXN-QR-REFUND-FAILED' });

  // A second agent has the same refund on screen.
  const other = await (await browser.newContext()).newPage();
  await signIn(other, account('agent2'), '/crm/post-pe/1001/credit-transactions');
  const stale = other.getByRole('row').filter({ hasText: 'TXN-QR-REFUND-FAILED' });
  await expect(stale.getByRole('button', { name: 'Re-initiate' })).toBeVisible({ timeout: 20_000 });

  await failed.getByRole('button', { name: 'Re-initiate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Re-initiate QR refund TXN-QR-REFUND-FAILED?' });
  await expect(dialog).toContainText('The failed refund of ₹180.00 is sent again, once');
  await noSeriousA11y(page, 'consumer 360 › Re-initiate QR refund dialog');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await toast(page, 'QR refund re-initiated.');
  await expect(failed.getByRole('cell', { name: 'REINITIATED' })).toBeVisible();
  await expect(failed.getByRole('button', { name: 'Re-initiate' })).toHaveCount(0);

  await stale.getByRole('button', { name: 'Re-initiate' }).click();
  await other.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await toast(other, 'This QR refund was already re-initiated once (now PENDING); it cannot be re-initiated again.');
});

test('an excess refunded as a payout request appears pending on PostPe Payouts', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const remarks = `Excess refund ${Date.now()}`;
  await signIn(page, account('agent'), '/crm/post-pe/1003/payouts');
  const panel = page.getByRole('tabpanel', { name: 'Payouts & Excess Credit' });
  await expect(panel.getByText('Refundable now')).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText('₹1,500.00')).toBeVisible();
  await noSeriousA11y(page, 'consumer 360 › Payouts & Excess Credit');

  await panel.getByRole('button', { name: 'Refund excess' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund excess credit' });
  await dialog.getByRole('textbox', { name: 'Amount (₹)' }).fill('400');
  await dialog.getByRole('textbox', { name: 'Remarks' }).fill(remarks);
  await expect(dialog).toContainText('ICICI Bank XXXXXXXX6677');
  await expect(dialog).toContainText('₹600.00');
  await noSeriousA11y(page, 'consumer 360 › Refund excess dialog');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await toast(page, 'Excess refund raised: waiting for a checker on PostPe Payouts.');
  await expect(panel.getByRole('row').filter({ hasText: remarks })).toContainText('APPROVAL_PENDING');

  const checker = await (await browser.newContext()).newPage();
  const pending = `/crm/postpe-payouts?filter=${encodeURIComponent(JSON.stringify({ status: 'APPROVAL_PENDING' }))}`;
  await signIn(checker, account('checker'), pending);
  const row = checker.getByRole('row').filter({ hasText: remarks });
  await expect(row).toContainText('APPROVAL_PENDING', { timeout: 20_000 });
  await expect(row).toContainText('₹400.00');
});

test('the account limit refreshed from the ledger shows before → after', async ({ page }) => {
  await signIn(page, account('agent'), '/crm/post-pe/1001/limits');
  await page.getByRole('button', { name: 'Refresh account limit' }).click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: 'Refresh the account limit of consumer 1001' });
  await expect(dialog).toContainText('sanctioned − outstanding − holds');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await toast(page, 'Account limit refreshed.');
  await expect(
    page.getByRole('status').filter({ hasText: /^Available limit: ₹[\d,]+\.\d\d → ₹[\d,]+\.\d\d$/ }),
  ).toBeVisible();
  await noSeriousA11y(page, 'consumer 360 › Limits with the refreshed limit');
});

test('bank details are masked, the clear number only through the audited reveal', async ({ page }) => {
  await signIn(page, account('agent'), '/crm/post-pe/1001/bank-details');
  const panel = page.getByRole('tabpanel', { name: 'Bank Details' });
  await expect(panel.getByText('XXXXXXXX9012')).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText('123456789012')).toHaveCount(0);
  await noSeriousA11y(page, 'consumer 360 › Bank Details');
});

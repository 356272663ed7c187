import { axeFindings } from './helpers/axe';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/**
 * Payment operations (issue 45 item 5): a merchant's withdrawal approved with its balance (and one the balance does
 * not cover refused); a transaction's status pushed to a merchant whose callback fails once, retried by the server and
 * its delivery log shown; a stuck payout synced from Cashfree. Each page and dialog axe-clean.
 */
test('ops approves a withdrawal the balance covers and is refused one it does not', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, account('ops'), '/crm/merchant-withdrawal');
  await expect(page.getByRole('heading', { name: 'Merchant Withdrawal', level: 1 })).toBeVisible({ timeout: 20_000 });
  const table = page.getByRole('table', { name: 'Withdrawal requests' });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  expect(await axeFindings(page, '/merchant-withdrawal')).toEqual([]);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Any' }).click();
  await page.getByRole('textbox', { name: 'Merchant ID' }).fill('1000011');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(3, { timeout: 10_000 });

  await page.getByRole('button', { name: 'Approve withdrawal WR100001101' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve withdrawal WR100001101' });
  await expect(dialog).toContainText('Jaipur Garments (1000011)');
  await expect(dialog).toContainText('₹2,500.00');
  await expect(dialog).toContainText('₹12,510.00');
  await expect(dialog).toContainText('₹10,010.00');
  await expect(dialog.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: /remarks/i }).fill('Balance verified against the ledger');
  expect(await axeFindings(page, 'withdrawal dialog', '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Withdrawal WR100001101 approved: ₹2,500.00 for Jaipur Garments.')).toBeVisible();
  const approved = table.locator('tbody tr', { hasText: 'WR100001101' });
  await expect(approved).toContainText('APPROVED');
  await expect(approved).toContainText('₹10,010.00');

  await page.getByRole('button', { name: 'Approve withdrawal WR100001102' }).click();
  const short = page.getByRole('dialog', { name: 'Approve withdrawal WR100001102' });
  await expect(short).toContainText('does not cover this amount');
  await short.getByRole('textbox', { name: /remarks/i }).fill('Trying anyway');
  await short.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/^Insufficient balance: the account has ₹10,010 available/)).toBeVisible();
});

test('ops pushes a status to a merchant that fails once: the server retries and the log shows both attempts', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, account('ops'), '/crm/payment/transaction-push');
  await expect(page.getByRole('heading', { name: 'Transaction Push', level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'Transaction ID' }).fill('TXN000000000016');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('This transaction has not been pushed yet.')).toBeVisible({ timeout: 20_000 });
  expect(await axeFindings(page, '/payment/transaction-push')).toEqual([]);

  await page.getByRole('button', { name: 'Push status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Push the status of TXN000000000016' });
  await expect(dialog).toContainText('https://merchant1000016.example/payments/callback');
  expect(await axeFindings(page, 'push dialog', '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Push' }).click();
  await expect(page.getByText('Status push started. (TXN000000000016)')).toBeVisible();
  const log = page.getByRole('table', { name: /^Delivery log of push #/ });
  await expect(log.locator('tbody tr').first()).toContainText('503');
  await expect(page.getByRole('button', { name: 'Push status' })).toBeDisabled();
  // The server's retry (10 s later) answers 200; the page reads the log again while the push is in flight.
  await expect(log.locator('tbody tr')).toHaveCount(2, { timeout: 45_000 });
  await expect(log.locator('tbody tr').nth(1)).toContainText('200');
  await expect(log.locator('tbody tr').nth(1)).toContainText('DELIVERED');
  await expect(page.getByRole('button', { name: 'Push status' })).toBeEnabled();
});

test('treasury syncs a stuck payout from Cashfree; without the key the page is refused', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, account('treasury-maker'), '/crm/cashfree');
  await expect(page).toHaveURL(/\/crm\/cashfree\/payout-status$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Cashfree Payout Status', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Payout ID or transfer ID' }).fill('TXN055181221762');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText('Our status differs from Cashfree.')).toBeVisible({ timeout: 20_000 });
  expect(await axeFindings(page, '/cashfree/payout-status')).toEqual([]);

  await page.getByRole('button', { name: 'Sync payout 63 from Cashfree' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sync payout #63 from Cashfree' });
  await expect(dialog).toContainText('₹1,41,698.38');
  await expect(dialog).toContainText('PENDING');
  await expect(dialog).toContainText('SUCCESS');
  await dialog.getByRole('textbox', { name: /remarks/i }).fill('Cashfree shows the transfer completed');
  expect(await axeFindings(page, 'sync dialog', '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Sync' }).click();
  await expect(page.getByText('Payout #63 synced: SUCCESS.')).toBeVisible();
  await expect(page.getByText('Our status matches Cashfree.')).toBeVisible();

  const other = await browser.newPage();
  await signIn(other, account('disputes'), '/crm/merchant-withdrawal');
  await expect(other.getByRole('heading', { level: 1, name: 'Not authorized!' })).toBeVisible({ timeout: 30_000 });
  await other.close();
});

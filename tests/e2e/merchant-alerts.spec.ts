import { axeFindings } from './helpers/axe';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';
import { localDateTime } from './helpers/offers-api';
import { dateText } from './date-text';

/**
 * /merchant-alerts (issue 43 item 5): a support agent sends an alert to a CSV of merchants (the server's worker checks
 * every id: one unknown id is reported and left out), confirms what merchants will see, then disables it; the alert
 * log shows both, newest first.
 */
test('an agent enables a merchant alert for a CSV of merchants (one bad id reported), then disables it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, account('support'), '/crm/merchant-alerts');
  await expect(page.getByRole('heading', { name: 'Merchant Alerts', level: 1 })).toBeVisible({ timeout: 20_000 });
  const alerts = page.getByRole('table', { name: 'Merchant alerts' });
  await expect(alerts.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  expect(await axeFindings(page, '/merchant-alerts')).toEqual([]);

  const enable = page.getByRole('button', { name: 'Enable', exact: true });
  await expect(enable).toBeDisabled();
  await page.getByRole('radio', { name: 'Merchant ids (CSV)' }).check();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'festive.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('merchantId\n1000001\n1000002\n9999999999\n'),
  });
  const status = page.getByRole('status').filter({ hasText: 'festive.csv' });
  await expect(status).toContainText('festive.csv: 2 valid, 1 rejected of 3 rows.', { timeout: 20_000 });
  const rejected = page.getByRole('table', { name: 'Rejected rows' });
  await expect(rejected.getByRole('row', { name: /9999999999/ })).toContainText('Merchant not found.');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download errors file' }).click();
  expect((await download).suggestedFilename()).toMatch(/^merchant-alert-\d+-errors\.csv$/);

  const header = `Festive cashback ${Date.now() % 100000}`;
  await page.getByRole('textbox', { name: 'Header' }).fill(header);
  await page.getByRole('textbox', { name: 'Body' }).fill('Accept 50 payments this week for a cashback.');
  await page.getByLabel('Expiry time').fill(dateText(localDateTime(2)));
  await expect(enable).toBeEnabled();
  await enable.click();

  const confirm = page.getByRole('dialog', { name: 'Enable this merchant alert?' });
  await expect(confirm.getByRole('row', { name: `Header ${header}` })).toBeVisible();
  await expect(confirm).toContainText('2 merchants from a file');
  await expect(confirm).toContainText('festive.csv: 2 valid, 1 rejected of 3 rows.');
  expect(await axeFindings(page, 'enable dialog', '[role="dialog"]')).toEqual([]);
  await confirm.getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByText(/Merchant alert #\d+ enabled\./)).toBeVisible();

  const row = alerts.locator('tbody tr', { hasText: header });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('2 merchants from a file');
  await row.getByRole('button', { name: /^Disable alert #\d+$/ }).click();
  const off = page.getByRole('dialog', { name: 'Disable this merchant alert?' });
  await expect(off).toContainText(header);
  await expect(off).toContainText('2 merchants from a file stop seeing this alert at once.');
  expect(await axeFindings(page, 'disable dialog', '[role="dialog"]')).toEqual([]);
  await off.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText(/Merchant alert #\d+ disabled\./)).toBeVisible();
  await expect(row).toContainText('Disabled');
  await expect(row.getByRole('button', { name: /Disable alert/ })).toHaveCount(0);

  const logs = page.getByRole('table', { name: 'Alert Logs' });
  await expect(logs.getByRole('row').nth(1)).toContainText('DISABLE');
  await expect(logs.getByRole('row').nth(1)).toContainText(header);
  await expect(logs.getByRole('row').nth(1)).toContainText('support@console.example');
  await expect(logs.getByRole('row').nth(2)).toContainText('ENABLE');
  await expect(logs.getByRole('row').nth(2)).toContainText(header);
});

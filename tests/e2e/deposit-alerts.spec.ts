import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';
import { localDateTime } from './helpers/offers-api';
import { dateText } from './date-text';

test('ops enables and disables a deposit alert and sees both in the Alert Logs', async ({ page }) => {
  await signIn(page, account('ops'), '/crm/deposit/alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit Alerts' })).toBeVisible();
  await expect(page.locator('#react-admin-title')).toHaveText('Deposit Alerts');
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();

  await page.getByRole('combobox', { name: 'Alert type' }).click();
  await page.getByRole('option', { name: 'WITHDRAWAL_CTA_ALERT' }).click();
  await expect(page.getByRole('combobox', { name: 'Account' })).toContainText('ALL');
  await page.getByRole('combobox', { name: 'Account' }).click();
  await page.getByRole('option', { name: 'P2P' }).click();
  await page.getByRole('radio', { name: 'Enable' }).check();
  await expect(submit).toBeDisabled();
  const header = `E2E notice ${Date.now() % 100000}`;
  await page.getByRole('textbox', { name: 'Header' }).fill(header);
  await page.getByRole('textbox', { name: 'Body' }).fill('Withdrawals may be slow.');
  await page.getByLabel('Expiry time').fill(dateText(localDateTime(1)));
  await expect(submit).toBeEnabled();
  await submit.click();
  // What customers will see is restated before it is sent (issue 41 item 1).
  const confirm = page.getByRole('dialog', { name: 'Send this alert?' });
  await expect(confirm.getByRole('row', { name: `Header ${header}` })).toBeVisible();
  await expect(confirm).toContainText('Customers (P2P) see the WITHDRAWAL_CTA_ALERT alert from now until');
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Success', { exact: true })).toBeVisible();

  const logs = page.getByRole('table', { name: 'Alert Logs' });
  const enabledRow = logs.getByRole('row').nth(1);
  await expect(enabledRow).toContainText(header);
  await expect(enabledRow).toContainText('ENABLE');
  await expect(enabledRow).toContainText('WITHDRAWAL_CTA_ALERT');
  await expect(logs.getByRole('row')).toHaveCount(11);
  await expect(page.getByText(/1–10 of \d+/)).toBeVisible();

  // HOMESCREEN_ALERT hides the account selector; disabling needs only type (and product, none here).
  await page.getByRole('combobox', { name: 'Alert type' }).click();
  await page.getByRole('option', { name: 'HOMESCREEN_ALERT' }).click();
  await expect(page.getByRole('combobox', { name: 'Account' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Disable' }).check();
  await expect(page.getByRole('textbox', { name: 'Header' })).toHaveCount(0);
  await submit.click();
  await expect(page.getByRole('dialog')).toContainText(
    'Customers (Every account) stop seeing the HOMESCREEN_ALERT alert',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(logs.getByRole('row').nth(1)).toContainText('DISABLE');
  await expect(logs.getByRole('row').nth(1)).toContainText('HOMESCREEN_ALERT');
});

test('an old expiry shows "Date and time should not be old"; submit stays off and the server refuses it too', async ({
  page,
}) => {
  await signIn(page, account('ops'), '/crm/deposit/alerts');
  await page.getByRole('combobox', { name: 'Alert type' }).click();
  await page.getByRole('option', { name: 'HOMESCREEN_ALERT' }).click();
  await page.getByRole('radio', { name: 'Enable' }).check();
  await page.getByRole('textbox', { name: 'Header' }).fill('Old');
  await page.getByRole('textbox', { name: 'Body' }).fill('Old');
  await page.getByLabel('Expiry time').fill(dateText(localDateTime(-1)));
  await expect(page.getByText('Date and time should not be old')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();

  const token = await page.evaluate(() => sessionStorage.getItem('token') ?? '');
  const headers = { authorization: `Bearer ${token.replace(/^"|"$/g, '')}` };
  const before = (
    await (await page.request.get('/api/investment/accounts/alert-logs?page=0&limit=10', { headers })).json()
  ).data.totalElements;
  const res = await page.request.post('/api/investment/accounts/enable-alert', {
    headers,
    data: { alert_type: 'HOMESCREEN_ALERT', product: '', header: 'Old', body: 'Old', expiry_time: Date.now() - 60_000 },
  });
  expect(res.status()).toBe(400);
  expect((await res.json()).message).toBe('Date and time should not be old');
  const after = (
    await (await page.request.get('/api/investment/accounts/alert-logs?page=0&limit=10', { headers })).json()
  ).data.totalElements;
  expect(after).toBe(before);
});

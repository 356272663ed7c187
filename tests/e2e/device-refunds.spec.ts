import { axeFindings } from './helpers/axe';
import { bearerOf } from './helpers/offers-api';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/**
 * Issue 44's last parts: a user holding one tab's key opens /swipe on that tab alone (no tab that would answer 403);
 * that maker raises a refund of a returned terminal's security deposit, restated before it goes, and a checker
 * approves it; the speaker orders tab lists a seeded order opening its device's timeline; a return's details open.
 */
test.describe.configure({ mode: 'serial' });

let serial = '';
let requestId = '';

test('one key, one tab: the refunds maker raises a deposit refund, restated before it is sent', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, account('refunds'), '/crm/swipe');
  const tabs = page.getByRole('tablist', { name: 'Swipe tools' });
  await expect(tabs.getByRole('tab')).toHaveCount(1, { timeout: 30_000 });
  await expect(tabs.getByRole('tab', { name: 'Refunds' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Management' })).toHaveCount(0);
  const worklist = page.getByRole('table', { name: 'Returned terminals: payments held' });
  const row = worklist
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: /^Refund the Security deposit/ }) })
    .first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/not authorized|403/i)).toHaveCount(0);
  expect(await axeFindings(page, '/swipe/refunds')).toEqual([]);

  serial = (await row.locator('td').first().innerText()).trim();
  const merchant = (await row.locator('td').nth(1).innerText()).trim();
  await row.getByRole('button', { name: /^Refund the Security deposit/ }).click();
  const dialog = page.getByRole('dialog', { name: `Refund on terminal ${serial}` });
  await expect(dialog.getByRole('button', { name: 'Raise refund' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Refund amount' }).fill('1250');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Terminal returned in working order');
  await expect(dialog).toContainText(merchant);
  await expect(dialog).toContainText(serial);
  await expect(dialog).toContainText('₹1,250.00');
  expect(await axeFindings(page, 'raise refund dialog', '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Raise refund' }).click();
  const toast = page.getByText(new RegExp(`Refund request #\\d+ raised: terminal ${serial}, merchant ${merchant}\\.`));
  await expect(toast).toBeVisible({ timeout: 15_000 });
  requestId = /#(\d+)/.exec(await toast.innerText())![1]!;
  const queue = page.getByRole('table', { name: 'Refund requests' });
  await expect(queue.getByRole('row', { name: new RegExp(`^${requestId} .*${serial}`) })).toHaveCount(1, {
    timeout: 15_000,
  });
});

test('a checker approves it; it shows as approved', async ({ page }) => {
  test.setTimeout(120_000);
  expect(serial).not.toBe('');
  await signIn(page, account('checker'), '/crm/swipe/refunds');
  const queue = page.getByRole('table', { name: 'Refund requests' });
  const row = queue.getByRole('row', { name: new RegExp(`^${requestId} .*${serial}`) });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve request' });
  await expect(dialog).toContainText(serial);
  await expect(dialog).toContainText('₹1,250.00');
  await expect(dialog).toContainText('refunds@console.example');
  await dialog.getByRole('textbox', { name: /remarks/i }).fill('Terminal received at the warehouse');
  expect(await axeFindings(page, 'approve refund dialog', '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/Refund request #\d+ approved\./)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('tab', { name: 'Approved' }).click();
  await expect(row).toContainText(/approved/i, { timeout: 15_000 });
});

test('the speaker orders tab lists a seeded order and opens its device; a return’s details open', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, account('devices-ops'), '/crm/speaker/orders');
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 30_000,
  });
  const orders = page.getByRole('table', { name: 'Speaker orders' });
  await expect(orders.locator('tbody tr').first()).toContainText(/SPO-\d{6}/, { timeout: 20_000 });
  expect(await axeFindings(page, '/speaker/orders')).toEqual([]);
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Shipped' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  const shipped = orders.locator('tbody tr').first();
  await expect(shipped).toContainText('SHIPPED', { timeout: 15_000 });
  await shipped.getByRole('button', { name: /^Open the timeline of / }).click();
  const device = page.getByRole('dialog', { name: /^Device / });
  await expect(device.getByRole('table', { name: 'Timeline' })).toContainText('Shipped', { timeout: 15_000 });
  expect(await axeFindings(page, 'order device dialog', '[role="dialog"]')).toEqual([]);
  await device.getByRole('button', { name: 'Close' }).last().click();

  const res = await page.request.get('/api/merchant-support/devices?kind=SWIPE&status=RETURN_REQUESTED&size=1', {
    headers: await bearerOf(page),
  });
  const back = ((await res.json()) as { data: { content: { deviceSerial: string; merchantId: string }[] } }).data
    .content[0]!;
  await page.goto('/crm/swipe/returns');
  await page.getByRole('textbox', { name: 'Merchant ID' }).fill(back.merchantId);
  await page.getByRole('button', { name: 'Search' }).click();
  const list = page.getByRole('table', { name: 'Devices on their way back' });
  await list.getByRole('button', { name: `Open ${back.deviceSerial}` }).click({ timeout: 20_000 });
  const details = page.getByRole('dialog', { name: `Return of ${back.deviceSerial}` });
  await expect(details).toContainText(back.merchantId, { timeout: 15_000 });
  await expect(details.getByRole('table', { name: 'Timeline' })).toContainText('Return requested');
  expect(await axeFindings(page, 'return details dialog', '[role="dialog"]')).toEqual([]);
});

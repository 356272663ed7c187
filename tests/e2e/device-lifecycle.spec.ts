import type { Page } from '@playwright/test';
import { axeFindings } from './helpers/axe';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/**
 * The device lifecycle (issue 44 items 1 and 2), as the devices team works it on /swipe: a terminal in stock is
 * allocated to a merchant's store, shipped with a courier and AWB, delivered, activated, then a return is requested,
 * it comes back, fails QC, goes for repair and is back in stock; each move confirmed with from → to restated. The
 * merchant's Stores & Devices tab shows the same history. Zero serious or critical axe findings on the way.
 */
const SERIAL = 'SW100000';
const MERCHANT = '1000007';
const STORE = '5000007';

async function moveTo(
  page: Page,
  from: string,
  to: string,
  fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  const device = page.getByRole('dialog', { name: `Device ${SERIAL}` });
  await device.getByRole('button', { name: `Move to ${to}` }).click();
  const confirm = page.getByRole('dialog', { name: `Move ${SERIAL}: ${from} → ${to}` });
  await expect(confirm).toContainText(SERIAL);
  if (fill) await fill(confirm);
  await confirm.getByRole('button', { name: 'Move device' }).click();
  await expect(page.getByText(`Device moved. ${SERIAL}:`)).toBeVisible({ timeout: 15_000 });
  await expect(device.getByText(to, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
}

test('a terminal goes to a merchant and back through QC and repair; the merchant 360 shows its history', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, account('devices-ops'), '/crm/swipe/management');
  await expect(page.getByRole('heading', { name: 'Swipe', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: 'Management' })).toHaveAttribute('aria-selected', 'true');
  const list = page.getByRole('table', { name: 'Devices' });
  await expect(list.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  expect(await axeFindings(page, '/swipe/management')).toEqual([]);

  await page.getByRole('textbox', { name: 'Serial, merchant or terminal' }).fill(SERIAL);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(list.locator('tbody tr')).toHaveCount(1, { timeout: 15_000 });
  await list.getByRole('button', { name: `Open device ${SERIAL}` }).click();
  const device = page.getByRole('dialog', { name: `Device ${SERIAL}` });
  await expect(device).toContainText('Not allocated');
  expect(await axeFindings(page, 'device dialog', '[role="dialog"]')).toEqual([]);

  // Allocation: the merchant and store, restated before → after; Move device stays off until both are given.
  await device.getByRole('button', { name: 'Move to Allocated' }).click();
  const allocate = page.getByRole('dialog', { name: `Move ${SERIAL}: In stock → Allocated` });
  await expect(allocate.getByRole('button', { name: 'Move device' })).toBeDisabled();
  await allocate.getByRole('textbox', { name: 'Merchant ID' }).fill(MERCHANT);
  await allocate.getByRole('textbox', { name: 'Store ID' }).fill(STORE);
  await expect(allocate).toContainText(`Merchant ${MERCHANT}, store ${STORE}`);
  expect(await axeFindings(page, 'move dialog', '[role="dialog"]')).toEqual([]);
  await allocate.getByRole('button', { name: 'Move device' }).click();
  await expect(page.getByText(`Device moved. ${SERIAL}: IN_STOCK → ALLOCATED.`)).toBeVisible({ timeout: 15_000 });

  await moveTo(page, 'Allocated', 'Shipped', async (d) => {
    await d.getByRole('textbox', { name: 'Courier' }).fill('BlueDart');
    await d.getByRole('textbox', { name: 'AWB number' }).fill('BD7788990011');
  });
  await moveTo(page, 'Shipped', 'Delivered');
  await moveTo(page, 'Delivered', 'Active');
  await moveTo(page, 'Active', 'Return requested', async (d) => {
    await d.getByRole('textbox', { name: 'Reason' }).fill('Merchant moving to a new shop');
  });
  await moveTo(page, 'Return requested', 'Returned');
  await moveTo(page, 'Returned', 'QC failed', async (d) => {
    await d.getByRole('checkbox', { name: 'Card reader' }).uncheck();
    await d.getByRole('textbox', { name: 'Reason' }).fill('Chip reader does not read cards');
    await expect(d).toContainText('Failed: Card reader');
  });
  // To repair with a repair ticket (vendor, fault, cost): tests/e2e/device-returns.spec.ts goes through it.
  await device.getByRole('button', { name: 'Move to In repair' }).click();
  const ticket = page.getByRole('dialog', { name: `Send ${SERIAL} to repair` });
  await ticket.getByRole('textbox', { name: 'Vendor' }).fill('RepairHub Pune');
  await ticket.getByRole('textbox', { name: 'Fault' }).fill('Sent to the service centre');
  await ticket.getByRole('textbox', { name: 'Cost (₹)' }).fill('800');
  await ticket.getByRole('button', { name: 'Open repair ticket' }).click();
  await expect(page.getByText(`Repair ticket opened. ${SERIAL}: RepairHub Pune.`)).toBeVisible({ timeout: 15_000 });
  await expect(device.getByText('In repair', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await moveTo(page, 'In repair', 'In stock', async (d) => {
    await d.getByRole('textbox', { name: 'Reason' }).fill('Card reader replaced');
  });
  const timeline = device.getByRole('table', { name: 'Timeline' });
  await expect(timeline.locator('tbody tr')).toHaveCount(9);
  await expect(timeline).toContainText('BlueDart · AWB number BD7788990011');
  await device.getByRole('button', { name: 'Close' }).last().click();

  // The merchant's Stores & Devices tab: the same device, back in stock, with the same history.
  await page.goto(`/crm/new-merchant/${MERCHANT}/stores`);
  const devices = page.getByRole('table', { name: 'Bharat Swipe devices' });
  const row = devices.locator('tbody tr', { hasText: SERIAL });
  await expect(row).toContainText('IN_STOCK', { timeout: 30_000 });
  await row.getByRole('button', { name: `Timeline of device ${SERIAL}` }).click();
  const history = page.getByRole('dialog', { name: `Timeline of device ${SERIAL}` });
  const rows = history.getByRole('table', { name: 'Timeline' }).locator('tbody tr');
  await expect(rows).toHaveCount(9, { timeout: 15_000 });
  await expect(rows.first()).toContainText('In stock → Allocated');
  await expect(rows.nth(1)).toContainText('BlueDart · AWB number BD7788990011');
  await expect(rows.nth(6)).toContainText('Failed: Card reader');
  await expect(rows.last()).toContainText('In repair → In stock');
  await expect(rows.last()).toContainText('devices-ops@console.example');
  expect(await axeFindings(page, 'merchant 360 device timeline', '[role="dialog"]')).toEqual([]);
});

test('inventory: the stock per warehouse and model, and a transfer restated before it is sent', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, account('devices-ops'), '/crm/speaker/inventory');
  const stock = page.getByRole('table', { name: 'Stock per warehouse and model' });
  await expect(stock.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  expect(await axeFindings(page, '/speaker/inventory')).toEqual([]);
  await page.getByRole('button', { name: 'Transfer stock' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer devices between warehouses' });
  await dialog.getByRole('combobox', { name: 'From warehouse' }).click();
  await page.getByRole('option', { name: 'WH-BLR · Bengaluru' }).click();
  await dialog.getByRole('combobox', { name: 'To warehouse' }).click();
  await page.getByRole('option', { name: 'WH-DEL · Delhi' }).click();
  await dialog.getByRole('spinbutton', { name: 'Number of devices' }).fill('2');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Festive demand in Delhi');
  await expect(dialog).toContainText('In stock at WH-DEL');
  expect(await axeFindings(page, 'transfer dialog', '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Transfer stock' }).click();
  await expect(page.getByText(/^Devices transferred\. 2 × /)).toBeVisible({ timeout: 15_000 });
});

test('without the devices keys the device tabs are hidden; with no tab’s key /swipe and /speaker say Not authorized!', async ({
  page,
}) => {
  // Ops holds the swipe plans' keys, not the devices keys: /swipe opens on the tabs it may use, never Management.
  await signIn(page, account('ops'), '/crm/swipe/management');
  const tabs = page.getByRole('tablist', { name: 'Swipe tools' });
  await expect(tabs.getByRole('tab', { name: 'Swipe Plans' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 30_000,
  });
  await expect(tabs.getByRole('tab', { name: 'Management' })).toHaveCount(0);
  await signIn(page, account('noaccess'), '/crm/swipe/management');
  await expect(page.getByRole('heading', { level: 1, name: 'Not authorized!' })).toBeVisible({ timeout: 30_000 });
  await page.goto('/crm/speaker/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Not authorized!' })).toBeVisible({ timeout: 30_000 });
});

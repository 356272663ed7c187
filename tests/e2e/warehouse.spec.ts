import { axeFindings } from './helpers/axe';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/**
 * Warehouse management and the /swipe invoice download (issue 44): the devices desk adds a warehouse, sees a
 * warehouse's stock by model and state, cannot deactivate one holding devices (the server names the count), and
 * downloads a merchant's card-swipe invoice as a PDF from the /swipe frame's Invoices tab.
 */
test('the devices desk adds a warehouse, sees its stock, cannot deactivate one with stock', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, account('devices-ops'), '/crm/delivery/warehouse-management');
  await expect(page.getByRole('heading', { name: 'Warehouse Management', level: 1 })).toBeVisible({ timeout: 30_000 });
  const table = page.getByRole('table', { name: 'Device warehouses' });
  await expect(table.locator('tbody tr', { hasText: 'WH-PNQ' })).toBeVisible({ timeout: 20_000 });
  expect(await axeFindings(page, '/delivery/warehouse-management')).toEqual([]);

  // Add: the dialog restates what is added.
  await page.getByRole('button', { name: 'Add warehouse' }).click();
  const add = page.getByRole('dialog', { name: 'Add a warehouse' });
  await add.getByRole('textbox', { name: 'Code', exact: true }).fill('WH-E2E');
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E warehouse');
  await add.getByRole('textbox', { name: 'City', exact: true }).fill('Nashik');
  await add.getByRole('textbox', { name: 'Pincode' }).fill('422001');
  await add.getByRole('textbox', { name: 'Capacity (devices)' }).fill('1200');
  await expect(add).toContainText('1,200');
  expect(await axeFindings(page, 'add warehouse dialog', '[role="dialog"]')).toEqual([]);
  await add.getByRole('button', { name: 'Add warehouse' }).click();
  await expect(page.getByText('Warehouse WH-E2E (E2E warehouse) added.')).toBeVisible({ timeout: 15_000 });
  await expect(table.locator('tbody tr', { hasText: 'WH-E2E' })).toContainText('Nashik');

  // A seeded warehouse's stock, by product, model and state.
  const blr = table.locator('tbody tr', { hasText: 'WH-BLR' });
  await blr.getByRole('button', { name: 'Show the stock of WH-BLR' }).click();
  await expect(page.getByRole('heading', { name: 'Stock at WH-BLR' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Card swipe devices at WH-BLR, by model and state' })).toBeVisible({
    timeout: 20_000,
  });
  expect(await axeFindings(page, 'warehouse stock')).toEqual([]);

  // It holds devices: deactivating it is refused, naming the count.
  const held = (await blr.locator('td').nth(5).innerText()).replace(/,/g, '');
  await blr.getByRole('button', { name: 'Deactivate warehouse WH-BLR' }).click();
  const off = page.getByRole('dialog', { name: 'Deactivate warehouse WH-BLR' });
  await expect(off).toContainText('Active');
  expect(await axeFindings(page, 'deactivate dialog', '[role="dialog"]')).toEqual([]);
  await off.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`Cannot deactivate WH-BLR: it holds ${held} devices. Move them out first.`)).toBeVisible({
    timeout: 15_000,
  });
  // The dialog stays open on a refusal; cancelled, the warehouse is still active.
  await off.getByRole('button', { name: 'Cancel' }).click();
  await expect(off).toBeHidden();
  await expect(blr.locator('td').nth(6)).toHaveText(/^active$/i);
});

test("an invoice PDF downloads from the /swipe frame's Invoices tab; the Limit tab changes a merchant's limit", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, account('devices-ops'), '/crm/swipe/management');
  const list = page.getByRole('table', { name: 'Devices' });
  const active = list
    .locator('tbody tr', { hasText: /Merchant \d+, store/ })
    .filter({ hasText: 'ACTIVE' })
    .first();
  await expect(active).toBeVisible({ timeout: 30_000 });
  const merchantId = /Merchant (\d+), store/.exec(await active.innerText())![1]!;

  await page.getByRole('tab', { name: 'Invoices' }).click();
  await expect(page.getByRole('tab', { name: 'Invoices' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('textbox', { name: 'Merchant ID' }).fill(merchantId);
  expect(await axeFindings(page, '/swipe/invoices')).toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download invoice', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^SWINV-${merchantId}-\\d{4}-\\d{2}\\.pdf$`));
  const bytes = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByText(`${file.suggestedFilename()} downloaded.`)).toBeVisible();

  // The Limit tab: the merchant's limits, changed after a confirmation restating before → after.
  await page.getByRole('tab', { name: 'Transaction limit' }).click();
  await page.getByRole('textbox', { name: 'Merchant ID' }).fill(merchantId);
  await page.getByRole('button', { name: 'Show limit' }).click();
  await expect(page.getByText(new RegExp(`Merchant ${merchantId}: ₹`))).toBeVisible({ timeout: 15_000 });
  await page.getByRole('textbox', { name: 'Per transaction (₹)' }).fill('40000');
  await page.getByRole('textbox', { name: 'Per day (₹)' }).fill('150000');
  expect(await axeFindings(page, '/swipe/limit')).toEqual([]);
  await page.getByRole('button', { name: 'Change limit' }).click();
  const confirm = page.getByRole('dialog', { name: `Change the card-swipe limit of merchant ${merchantId}` });
  await expect(confirm).toContainText('₹1,50,000.00');
  expect(await axeFindings(page, 'limit dialog', '[role="dialog"]')).toEqual([]);
  await confirm.getByRole('button', { name: 'Change limit' }).click();
  await expect(page.getByText(`Card-swipe limit changed for merchant ${merchantId}.`)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Last changed by devices-ops@console.example/)).toBeVisible();
});

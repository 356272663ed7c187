import type { Page } from '@playwright/test';
import { axeFindings } from './helpers/axe';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/**
 * Device onboarding and delivery (issue 44 items 2, 3, 4 parts), as the devices team works it: a Sunmi P2 in stock is
 * allocated to a merchant's store with a plan and a coupon (the confirmation restates the rent after it), a courier
 * serving the store's pincode and an AWB ship it, it is marked delivered, and the /swipe delivery dashboard counts it.
 * Zero serious or critical axe findings on the pages and dialogs.
 */
const MERCHANT = '1000010';
const STORE = '5000010';

async function deliveredCount(page: Page): Promise<number> {
  await page.goto('/crm/swipe/delivery-dashboard');
  const byState = page.getByRole('table', { name: 'Devices by state' });
  await expect(byState).toBeVisible({ timeout: 30_000 });
  const row = byState.getByRole('row').filter({ hasText: 'Delivered' });
  return Number((await row.getByRole('cell').nth(1).textContent()) ?? '0');
}

test('a terminal is allocated with a plan and coupon, shipped with a courier and AWB, delivered and counted', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, account('devices-ops'), '/crm/swipe/delivery-dashboard');
  const before = await deliveredCount(page);
  expect(await axeFindings(page, '/swipe/delivery-dashboard')).toEqual([]);

  // Onboarding: the first Sunmi P2 in stock.
  await page.goto('/crm/swipe/onboarding');
  await expect(page.getByRole('tab', { name: 'Onboarding' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 30_000,
  });
  await page.getByRole('combobox', { name: 'Model' }).click();
  await page.getByRole('option', { name: 'Sunmi P2' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  const stock = page.getByRole('table', { name: 'Devices in stock to allocate' });
  await expect(stock.locator('tbody tr').first()).toContainText('Sunmi P2', { timeout: 30_000 });
  expect(await axeFindings(page, '/swipe/onboarding')).toEqual([]);
  const serial = ((await stock.locator('tbody tr').first().getByRole('cell').first().textContent()) ?? '').trim();
  expect(serial).toMatch(/^[A-Z0-9]+$/);

  await stock.getByRole('button', { name: `Allocate ${serial}` }).click();
  const allocate = page.getByRole('dialog', { name: `Allocate ${serial} to a store` });
  await expect(allocate.getByRole('button', { name: 'Allocate device' })).toBeDisabled();
  await allocate.getByRole('textbox', { name: 'Merchant ID' }).fill(MERCHANT);
  await allocate.getByRole('textbox', { name: 'Store ID' }).fill(STORE);
  await allocate.getByRole('combobox', { name: 'Plan' }).click();
  await page.getByRole('option', { name: /Swipe Standard \(SWIPE-STD\)/ }).click();
  await allocate.getByRole('combobox', { name: 'Coupon' }).click();
  await page.getByRole('option', { name: 'DIWALI50' }).click();
  // The confirmation restates the device, merchant, store, plan, coupon and the rent before → after the coupon.
  await expect(allocate).toContainText(serial);
  await expect(allocate).toContainText('Swipe Standard (SWIPE-STD)');
  await expect(allocate).toContainText('₹299.00');
  await expect(allocate).toContainText('₹149.50');
  expect(await axeFindings(page, 'allocate dialog', '[role="dialog"]')).toEqual([]);
  await allocate.getByRole('button', { name: 'Allocate device' }).click();
  await expect(page.getByText(`Device allocated. ${serial} to merchant ${MERCHANT}, store ${STORE}`)).toBeVisible({
    timeout: 15_000,
  });

  // Courier assignment: the couriers serving the store's pincode, an AWB.
  await page.goto('/crm/delivery/courier-assignment');
  await expect(page.getByRole('heading', { name: 'Courier Assignment', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Device serial' }).fill(serial);
  await page.getByRole('button', { name: 'Search' }).click();
  const list = page.getByRole('table', { name: 'Courier Assignment' });
  await expect(list.locator('tbody tr')).toHaveCount(1, { timeout: 15_000 });
  expect(await axeFindings(page, '/delivery/courier-assignment')).toEqual([]);
  await list.getByRole('button', { name: `Assign courier ${serial}` }).click();
  const assign = page.getByRole('dialog', { name: `Assign a courier to ${serial}` });
  await assign.getByRole('combobox', { name: 'Courier' }).click();
  await page.getByRole('option').first().click();
  await assign.getByRole('textbox', { name: 'AWB number' }).fill(`E2E-${serial}`);
  await expect(assign).toContainText(`E2E-${serial}`);
  expect(await axeFindings(page, 'assign dialog', '[role="dialog"]')).toEqual([]);
  await assign.getByRole('button', { name: 'Ship device' }).click();
  await expect(page.getByText(`Courier assigned. ${serial}:`)).toBeVisible({ timeout: 15_000 });

  // Delivered: the row is SHIPPED now (the filter was ALLOCATED: show any state).
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Shipped' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await list.getByRole('button', { name: `Mark delivered ${serial}` }).click();
  const deliver = page.getByRole('dialog', { name: `Mark ${serial} delivered` });
  await expect(deliver).toContainText(`E2E-${serial}`);
  await deliver.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(page.getByText(`Device delivered. ${serial}.`)).toBeVisible({ timeout: 15_000 });

  expect(await deliveredCount(page)).toBe(before + 1);
});

import { readFile } from 'node:fs/promises';
import { axeFindings } from './helpers/axe';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/**
 * /speaker's audio test, rental waive-off and invoice download (issue 44 item 3, part): ops tests a speaker that plays
 * the announcement and one that is offline; a maker raises a rent waive-off and a checker approves it; the checker
 * then reads the device's invoice with the waiver applied and downloads its PDF.
 */
test.describe.configure({ mode: 'serial' });

test('ops sends a test announcement: one speaker plays it, another is offline', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, account('ops'), '/crm/speaker/audio-test');
  await expect(page.getByRole('heading', { name: 'Speaker Audio Test', level: 1 })).toBeVisible({ timeout: 20_000 });
  const serial = page.getByRole('textbox', { name: 'Device serial' });
  await serial.fill('SBX000001');
  await page.getByRole('button', { name: 'Find device' }).click();
  await expect(page.getByText('PayTone S1 of merchant 1000001')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('table', { name: 'Tests of this device' }).locator('tbody tr')).toHaveCount(3);
  expect(await axeFindings(page, '/speaker/audio-test')).toEqual([]);

  await page.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText('Test announcement sent to SBX000001.')).toBeVisible();
  await expect(page.getByText(/Waiting for SBX000001 to answer/)).toBeVisible();
  await expect(page.getByText('Played on SBX000001 after 1200 ms.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('table', { name: 'Tests of this device' }).locator('tbody tr')).toHaveCount(4);

  await serial.fill('SBX000002');
  await page.getByRole('button', { name: 'Find device' }).click();
  await expect(page.getByText('PayTone S2 4G of merchant 1000002')).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText('SBX000002 is offline: the announcement was not played.')).toBeVisible();
  expect(await axeFindings(page, '/speaker/audio-test outcome')).toEqual([]);

  await page.goto('/crm/speaker/pricing');
  const prices = page.getByRole('table', { name: 'Speaker price versions' });
  await expect(prices.locator('tbody tr', { hasText: 'In force' })).toHaveCount(2, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Add price version' })).toBeDisabled();
  expect(await axeFindings(page, '/speaker/pricing')).toEqual([]);
});

test('a maker raises a rent waive-off, restated before it is sent', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, account('maker'), '/crm/speaker/waive-off');
  await expect(page.getByRole('heading', { name: 'Speaker Rental Waive-off', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('textbox', { name: 'Device serial' }).fill('SBX000007');
  await page.getByRole('button', { name: 'Find device' }).click();
  await expect(page.getByText('PayTone S1 of merchant 1000007')).toBeVisible({ timeout: 10_000 });
  expect(await axeFindings(page, '/speaker/waive-off')).toEqual([]);
  await page.getByRole('textbox', { name: 'Waive a month (₹)' }).fill('40');
  await page.getByRole('spinbutton', { name: 'Months' }).fill('2');
  await page.getByRole('textbox', { name: 'Reason' }).fill('Speaker silent during the network outage');
  await expect(page.getByText('Total waived: ₹80.00')).toBeVisible();
  await page.getByRole('button', { name: 'Raise waive-off' }).click();

  const dialog = page.getByRole('dialog', { name: 'Raise rent waive-off' });
  await expect(dialog).toContainText('Rent waive-off for SBX000007');
  await expect(dialog).toContainText('1000007');
  await expect(dialog).toContainText('₹99.00');
  await expect(dialog).toContainText('₹80.00');
  expect(await axeFindings(page, 'raise waive-off dialog', '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Raise waive-off' }).click();
  await expect(page.getByText(/Rent waive-off #\d+ for SBX000007 raised; it waits for a checker\./)).toBeVisible();
  const queue = page.getByRole('table', { name: 'Waive-off requests' });
  await expect(queue.locator('tbody tr', { hasText: 'SBX000007' })).toHaveCount(1, { timeout: 10_000 });
});

test('a checker approves it; the device’s invoice shows the waiver and downloads as a PDF', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, account('checker'), '/crm/speaker/waive-off');
  const queue = page.getByRole('table', { name: 'Waive-off requests' });
  const row = queue.locator('tbody tr', { hasText: 'SBX000007' });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve request' });
  await expect(dialog).toContainText('SBX000007');
  await expect(dialog).toContainText('maker@console.example');
  await dialog.getByRole('textbox', { name: /remarks/i }).fill('Outage confirmed in the device logs');
  expect(await axeFindings(page, 'approve waive-off dialog', '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/Rent waive-off #\d+ approved/)).toBeVisible();

  await page.goto('/crm/speaker/invoices');
  await expect(page.getByRole('heading', { name: 'Speaker Invoice Download', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('textbox', { name: 'Merchant ID' }).fill('1000007');
  await page.getByRole('button', { name: 'Show invoices' }).click();
  const invoices = page.getByRole('table', { name: 'Speaker invoices' });
  const latest = invoices.locator('tbody tr').first();
  await expect(latest).toContainText('₹40.00', { timeout: 10_000 });
  await expect(latest).toContainText('₹59.00');
  expect(await axeFindings(page, '/speaker/invoices')).toEqual([]);
  const download = page.waitForEvent('download');
  await latest.getByRole('button', { name: /^Download invoice .* as PDF$/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^SPK-\d{6}-SBX000007\.pdf$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

import { axeFindings } from './helpers/axe';
import { bearerOf } from './helpers/offers-api';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/**
 * QC tools and repairs (issue 44 items 2 and 3, parts), as the devices team works them on /swipe: a returned terminal
 * awaiting QC fails it with its checklist, goes to repair with a ticket (vendor, fault, cost ₹), comes back fixed to
 * stock; the QC breakup counts its failed item. Zero serious or critical axe findings on the pages and dialogs.
 */
test('a returned terminal fails QC with its checklist, is repaired and back in stock; qc/breakup counts it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, account('devices-ops'), '/crm/swipe/qc');
  await expect(page.getByRole('tab', { name: 'QC tools' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 30_000,
  });
  const waiting = page.getByRole('table', { name: 'Returned devices awaiting QC' });
  const first = waiting.locator('tbody tr').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  const serial = (await first.locator('td').first().innerText()).trim();
  const model = (await first.locator('td').nth(1).innerText()).trim();
  const breakup = page.getByRole('table', { name: 'QC outcomes by checklist item and model' });
  const readerRow = breakup.locator('tbody tr').filter({ hasText: model }).filter({ hasText: 'Card reader' });
  await expect(readerRow).toHaveCount(1, { timeout: 30_000 });
  const failedBefore = Number((await readerRow.locator('td').nth(3).innerText()).trim());
  expect(await axeFindings(page, '/swipe/qc')).toEqual([]);

  await waiting.getByRole('button', { name: `Record QC for ${serial}` }).click();
  const device = page.getByRole('dialog', { name: `Device ${serial}` });
  await device.getByRole('button', { name: 'Move to QC failed' }).click();
  const qc = page.getByRole('dialog', { name: `Move ${serial}: Returned → QC failed` });
  await qc.getByRole('checkbox', { name: 'Card reader' }).uncheck();
  await qc.getByRole('textbox', { name: 'Reason' }).fill('Chip reader does not read cards');
  await expect(qc).toContainText('Failed: Card reader');
  await qc.getByRole('button', { name: 'Move device' }).click();
  await expect(page.getByText(`Device moved. ${serial}: RETURNED → QC_FAILED.`)).toBeVisible({ timeout: 15_000 });
  await device.getByRole('button', { name: 'Close' }).last().click();
  await expect(readerRow.locator('td').nth(3)).toHaveText(String(failedBefore + 1), { timeout: 15_000 });

  // Repairs: the QC-failed terminal goes to a vendor with a ticket, restated before it is sent.
  await page.getByRole('tab', { name: 'Repairs' }).click();
  const failed = page.getByRole('table', { name: 'QC-failed devices' });
  await expect(failed.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  expect(await axeFindings(page, '/swipe/repairs')).toEqual([]);
  await failed.getByRole('button', { name: `Send ${serial} to repair` }).click();
  const ticket = page.getByRole('dialog', { name: `Send ${serial} to repair` });
  await expect(ticket.getByRole('button', { name: 'Open repair ticket' })).toBeDisabled();
  await ticket.getByRole('textbox', { name: 'Vendor' }).fill('RepairHub Pune');
  await ticket.getByRole('textbox', { name: 'Fault' }).fill('Chip reader replaced under warranty');
  await ticket.getByRole('textbox', { name: 'Cost (₹)' }).fill('1250.50');
  await expect(ticket).toContainText('₹1,250.50');
  expect(await axeFindings(page, 'repair dialog', '[role="dialog"]')).toEqual([]);
  await ticket.getByRole('button', { name: 'Open repair ticket' }).click();
  await expect(page.getByText(`Repair ticket opened. ${serial}: RepairHub Pune.`)).toBeVisible({ timeout: 15_000 });

  const tickets = page.getByRole('table', { name: 'Repair tickets' });
  const row = tickets.locator('tbody tr', { hasText: serial });
  await expect(row).toContainText('OPEN', { timeout: 15_000 });
  await expect(row).toContainText('₹1,250.50');
  await row.getByRole('button', { name: `Open ${serial}` }).click();
  await device.getByRole('button', { name: 'Move to In stock' }).click();
  const back = page.getByRole('dialog', { name: `Move ${serial}: In repair → In stock` });
  await back.getByRole('textbox', { name: 'Reason' }).fill('Repaired and tested');
  await back.getByRole('button', { name: 'Move device' }).click();
  await expect(page.getByText(`Device moved. ${serial}: REPAIR → IN_STOCK.`)).toBeVisible({ timeout: 15_000 });
  const timeline = device.getByRole('table', { name: 'Timeline' });
  await expect(timeline).toContainText('Repair ticket: RepairHub Pune, ₹1,250.50');
  await expect(timeline).toContainText('Repair ticket closed: fixed');
  await device.getByRole('button', { name: 'Close' }).last().click();
  await expect(row).toContainText('FIXED', { timeout: 15_000 });
});

test('a speaker replacement: one returned and another allocated in one action; the returns list shows it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, account('devices-ops'), '/crm/speaker/returns');
  await expect(page.getByRole('tab', { name: 'Returns and replacement' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 30_000,
  });
  const headers = await bearerOf(page);
  const first = async (status: string) => {
    const res = await page.request.get(`/api/merchant-support/devices?kind=SPEAKER&status=${status}&size=1`, {
      headers,
    });
    return ((await res.json()) as { data: { content: { deviceSerial: string; merchantId: string }[] } }).data
      .content[0]!;
  };
  const [old, next] = [await first('ACTIVE'), await first('IN_STOCK')];
  expect(await axeFindings(page, '/speaker/returns')).toEqual([]);

  await page.getByRole('button', { name: 'Replace a speaker' }).click();
  const dialog = page.getByRole('dialog', { name: 'Replace a speaker' });
  await expect(dialog.getByRole('button', { name: 'Replace speaker' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Speaker to return (serial)' }).fill(old.deviceSerial);
  await dialog.getByRole('textbox', { name: 'Speaker to allocate (serial)' }).fill(next.deviceSerial);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Speaker not announcing payments');
  await expect(dialog).toContainText(`Speaker ${old.deviceSerial} → ${next.deviceSerial}`, { timeout: 15_000 });
  expect(await axeFindings(page, 'replace dialog', '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Replace speaker' }).click();
  await expect(page.getByText(`Speaker replaced. ${old.deviceSerial} → ${next.deviceSerial}`)).toBeVisible({
    timeout: 15_000,
  });

  await page.getByRole('textbox', { name: 'Merchant ID' }).fill(old.merchantId);
  await page.getByRole('button', { name: 'Search' }).click();
  const list = page.getByRole('table', { name: 'Devices on their way back' });
  await expect(list.locator('tbody tr', { hasText: old.deviceSerial })).toContainText('Speaker not announcing', {
    timeout: 15_000,
  });
});

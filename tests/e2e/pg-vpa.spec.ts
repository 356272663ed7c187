import { readFile } from 'node:fs/promises';
import { axeFindings } from './helpers/axe';
import { inboxRow } from './helpers/inbox';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/**
 * Issue 45 item 5: a maker raises a payment-gateway timeout change on /pg/payment-timeout-config and a second person
 * approves it in Approvals; a VPA file with one bad row is checked on /vpa/upload (the dry run shows the row, the
 * errors file downloads) and its other rows applied on confirmation. Both pages and their dialogs are axe-clean.
 */
const TAG = `E2E timeout ${Date.now() % 1_000_000}`;

test('a timeout change raised by a maker applies once a checker approves it', async ({ browser }) => {
  test.setTimeout(180_000);
  const maker = await (await browser.newContext()).newPage();
  await signIn(maker, account('maker'), '/crm/pg/payment-timeout-config');
  await expect(maker.getByRole('heading', { level: 1, name: 'Payment Timeout Config' })).toBeVisible({
    timeout: 20_000,
  });
  const table = maker.getByRole('table', { name: 'Payment-gateway timeouts' });
  const row = table.getByRole('row').filter({ hasText: 'Net banking' });
  await expect(row).toContainText('900 s');
  await expect(row).toContainText('180–1200 s');
  expect(await axeFindings(maker, '/pg/payment-timeout-config')).toEqual([]);
  await maker.getByRole('button', { name: 'Change the Net banking timeout' }).click();
  const dialog = maker.getByRole('dialog', { name: 'Change a payment timeout' });
  const field = dialog.getByRole('textbox', { name: /New timeout/ });
  await field.fill('1500');
  await expect(dialog.getByText('The timeout must be from 180 to 1200 seconds.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Raise change' })).toBeDisabled();
  await field.fill('1080');
  const changes = dialog.getByRole('table', { name: 'What changes' });
  await expect(changes).toContainText('900 s');
  await expect(changes).toContainText('1080 s');
  await dialog.getByRole('textbox', { name: /Remarks/ }).fill(TAG);
  expect(await axeFindings(maker, 'Change a payment timeout dialog', '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Raise change' }).click();
  await expect(maker.getByText(/^Timeout change raised; it applies once a checker approves it\. #\d+$/)).toBeVisible();
  await expect(row).toContainText(/#\d+: 1080 s \(maker@console\.example\)/);
  await expect(row).toContainText('900 s');
  await maker.close();

  const checker = await (await browser.newContext()).newPage();
  await signIn(checker, account('checker'), '/crm/approvals');
  await expect(checker.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible({ timeout: 20_000 });
  await inboxRow(checker, TAG).click();
  const card = checker.getByRole('article', { name: /^Payment timeout change #\d+$/ });
  await expect(card).toContainText('900');
  await expect(card).toContainText('1080');
  await card.getByRole('button', { name: 'Approve' }).click();
  const approve = checker.getByRole('dialog');
  await expect(approve.getByRole('table', { name: 'What is decided' })).toContainText('NETBANKING');
  await approve.getByRole('textbox', { name: /Remarks/ }).fill('Matches the bank advisory');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(
    checker.getByText('Request approved. The new timeout applies to payments from now.').first(),
  ).toBeVisible();

  await checker.goto('/crm/pg/payment-timeout-config');
  const after = checker.getByRole('table', { name: 'Payment-gateway timeouts' }).getByRole('row').filter({
    hasText: 'Net banking',
  });
  await expect(after).toContainText('1080 s', { timeout: 20_000 });
  await expect(after).toContainText('checker@console.example');
  await expect(checker.getByRole('button', { name: /^Change the/ })).toHaveCount(0);
});

test('a VPA file with one bad row: the dry run shows it, its errors file downloads, confirm applies the rest', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, account('ops'), '/crm/vpa/upload');
  await expect(page.getByRole('heading', { level: 1, name: 'VPA Upload' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('table', { name: 'Recent VPA files' })).toContainText('vpa-batch-november.csv');
  expect(await axeFindings(page, '/vpa/upload')).toEqual([]);
  const stamp = Date.now() % 100_000;
  await page.locator('input[type="file"]').setInputFiles({
    name: 'vpas.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`merchantId,vpa\n1000261,e2e${stamp}a@okaxis\n1000262,not-a-vpa\n1000263,e2e${stamp}c@ybl\n`),
  });
  await expect(page.getByText('vpas.csv: 3 rows, 2 valid, 1 with errors.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Rows with errors' })).toContainText('not-a-vpa');
  await expect(page.getByRole('table', { name: 'Rows the confirmation applies' })).toContainText(`e2e${stamp}c@ybl`);
  expect(await axeFindings(page, '/vpa/upload checked')).toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download errors file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^vpa-upload-\d+-errors\.csv$/);
  expect(await readFile((await file.path())!, 'utf8')).toContain('3,1000262,not-a-vpa,"vpa: VPA must be name@handle');

  await page.getByRole('button', { name: 'Apply valid rows' }).click();
  const confirm = page.getByRole('dialog', { name: 'Apply the VPA file' });
  const decided = confirm.getByRole('table', { name: 'What is decided' });
  await expect(decided).toContainText('Rows applied2');
  await expect(decided).toContainText('Rows with errors (left out)1');
  await expect(confirm.getByRole('table', { name: 'What changes' })).toContainText(`e2e${stamp}a@okaxis`);
  expect(await axeFindings(page, 'Apply the VPA file dialog', '[role="dialog"]')).toEqual([]);
  await confirm.getByRole('button', { name: 'Apply valid rows' }).click();
  await expect(page.getByText('vpas.csv: 2 VPAs applied.')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Recent VPA files' }).getByRole('row').filter({ hasText: 'vpas.csv' }).first(),
  ).toContainText('3 rows: 2 valid, 1 with errors; 2 applied, 0 skipped');
});

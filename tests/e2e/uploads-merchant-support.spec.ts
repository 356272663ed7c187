import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './helpers/test';
import { account, signIn } from './helpers/sign-in';
import { openInboxItem } from './helpers/inbox';

const STATUS = 'merchantId,merchantStoreId,status,remarks,opType,source';
const csv = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

async function pick(page: Page, kind: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByTestId(`file-${kind}`).setInputFiles(file);
}

test('ops uploads merchant-support files: row errors, the errors file, refusals, a QR job with its countdown and batch status', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await signIn(page, account('ops'), '/crm/merchant-support');
  await expect(page).toHaveTitle(/Merchant Support/);
  const status = page.locator('#panel-merchant-status');

  // A file with bad rows: counts, row errors, submit disabled, errors file downloadable.
  await pick(
    page,
    'merchant-status',
    csv(
      'status.csv',
      `\uFEFF${STATUS}\r\n1000001,,INACTIVE,closing,STATUS_UPDATE,ops\r\n12a,,ACTIVE,,STATUS_UPDATE,ops\r\n1000002,,GONE,,STATUS_UPDATE,ops\r\n\r\n`,
    ),
  );
  await expect(status.getByTestId('upload-counts')).toHaveText('3 rows: 1 valid, 2 with errors');
  await expect(status.getByText('merchantId: Merchant ID must contain only numbers.')).toBeVisible();
  await expect(status.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await expect(status.getByRole('status')).toHaveText('File checked: 3 rows, 2 with errors.');
  const download = page.waitForEvent('download');
  await status.getByRole('button', { name: /Download errors/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('status_errors.csv');
  const text = readFileSync(await file.path(), 'utf8');
  expect(text.startsWith(`\uFEFF${STATUS},error\r\n12a,`)).toBe(true);
  expect(text).not.toContain('1000001');

  // Fixed: submitted, §8 toast.
  await pick(page, 'merchant-status', csv('status.csv', `${STATUS}\n1000001,,INACTIVE,closing,STATUS_UPDATE,ops\n`));
  await expect(status.getByTestId('upload-counts')).toHaveText('1 rows: 1 valid, 0 with errors');
  await status.getByRole('button', { name: 'Submit' }).click();
  // Nothing runs on one click (issue 41 item 1): the server's dry run shows the count and each merchant old → new.
  const confirm = page.getByRole('dialog', { name: 'Send this file?' });
  await expect(confirm.getByText('status.csv: 1 rows')).toBeVisible();
  await expect(confirm.getByRole('row', { name: /^Rows that change [01]$/ })).toBeVisible();
  await expect(confirm.getByRole('row', { name: /^1000001 [A-Z]+ INACTIVE$/ })).toBeVisible();
  await confirm.getByRole('button', { name: 'Send file' }).click();
  await expect(page.getByText('Merchant status update submitted!')).toBeVisible();

  // Refused before anything is sent: 2 MiB, a renamed binary, no file.
  await pick(
    page,
    'merchant-status',
    csv('big.csv', `${STATUS}\n${'1000003,,ACTIVE,x,STATUS_UPDATE,ops\n'.repeat(60_000)}`),
  );
  await expect(status.getByRole('alert')).toHaveText('CSV file size should not exceed 1MB.');
  await pick(page, 'merchant-status', {
    name: 'photo.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  });
  await expect(status.getByRole('alert')).toHaveText('Please upload a valid CSV file.');

  // IFSC
  await page.getByRole('button', { name: 'IFSC insert/update' }).click();
  const ifsc = page.locator('#panel-ifsc');
  await ifsc.getByRole('button', { name: 'Submit' }).click();
  await expect(ifsc.getByRole('alert')).toHaveText('Please select a CSV file before submitting.');
  await pick(
    page,
    'ifsc',
    csv(
      'ifsc.csv',
      'bank,ifsc,branch,address,contact,city,district,state,bank_code,status\nKotak,KKBK0000958,Andheri,,,Mumbai,,,485,ACTIVE\nKotak,kkbk958,Andheri,,,,,,,ACTIVE\n',
    ),
  );
  await expect(ifsc.getByText(/IFSC must be 11 characters/)).toBeVisible();
  await pick(
    page,
    'ifsc',
    csv(
      'ifsc.csv',
      'bank,ifsc,branch,address,contact,city,district,state,bank_code,status\nKotak,KKBK0000958,Andheri,,,Mumbai,,,485,ACTIVE\n',
    ),
  );
  await ifsc.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('dialog').getByRole('row', { name: /^Line 2 bank: Kotak · ifsc: KKBK0000958/ }),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Send file' }).click();
  await expect(page.getByText('IFSC CSV submitted!')).toBeVisible();

  // Bulk QR: 1001 rows refused; a clean file becomes a job whose status waits 120 s.
  await page.getByRole('button', { name: 'Bulk QR orders' }).click();
  const qr = page.locator('#panel-qr-orders');
  await expect(qr.getByRole('button', { name: 'Download sample file' })).toBeVisible();
  const rows = (n: number) =>
    ['merchant_id,address_id', ...Array.from({ length: n }, (_, i) => `${1000001 + (i % 300)},${i + 1}`)].join('\n');
  await pick(page, 'qr-orders', csv('qr.csv', rows(1001)));
  await expect(qr.getByRole('alert').first()).toHaveText('The file has 1,001 rows; at most 1,000 are allowed.');
  await pick(page, 'qr-orders', csv('qr.csv', rows(30)));
  await qr.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog')).toContainText('…and 25 more rows.');
  await page.getByRole('dialog').getByRole('button', { name: 'Send file' }).click();
  await expect(page.getByText('QR Orders submitted successfully!')).toBeVisible();
  const jobs = qr.getByTestId('qr-jobs');
  const wait = jobs.getByRole('button', { name: /^Wait \d+s$/ }).first();
  await expect(wait).toBeDisabled();
  await page.clock.fastForward(121_000);
  const show = jobs.getByRole('button', { name: 'Show Status' }).first();
  await expect(show).toBeEnabled();
  await show.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('batch-total')).toHaveText('Total: 30');
  await dialog.getByLabel('Merchant ID').fill('1000005');
  await expect(dialog.getByTestId('batch-total')).toHaveText('Total: 1');
  await dialog.getByLabel('Merchant ID').fill('12a');
  await expect(dialog.getByText('Merchant ID must contain only numbers.')).toBeVisible();
  await dialog.getByLabel('Merchant ID').fill('');
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'SUCCESS' }).click();
  await expect(dialog.getByTestId('batch-total')).not.toHaveText('Total: 30');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // After a reload (and with the browser's list gone) the job comes back from the server.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'Bulk QR orders' }).click();
  await expect(page.locator('#panel-qr-orders').getByTestId('qr-jobs').getByRole('listitem')).not.toHaveCount(0);
});

test('a maker uploads settlement-config and P2PM files as requests; 10,001 P2PM rows are refused; a checker approves in the inbox', async ({
  page,
  browser,
}) => {
  await signIn(page, account('maker'), '/crm/settlement/config-upload');
  const p2pm = page.locator('#panel-p2pm');
  await pick(
    page,
    'p2pm',
    csv(
      'p2pm.csv',
      ['merchantId,p2pmFlag', ...Array.from({ length: 10_001 }, (_, i) => `${1000001 + i},true`)].join('\n'),
    ),
  );
  await expect(p2pm.getByRole('alert').first()).toHaveText(
    'The file has 10,001 merchants; a P2PM file allows at most 10,000.',
  );
  await expect(p2pm.getByRole('button', { name: 'Submit' })).toBeDisabled();

  const settlement = page.locator('#panel-settlement-config');
  const header = 'merchantId,status,settlementType,startDate,endDate,type,remarks';
  await pick(
    page,
    'settlement-config',
    csv('settlement.csv', `${header}\n1000050,ACTIVE,INSTANT_SETTLEMENT,2026-12-01,2026-12-20,DELAYED,\n`),
  );
  await expect(settlement.getByText('type: INSTANT_SETTLEMENT allows only BLOCKED.')).toBeVisible();
  await pick(
    page,
    'settlement-config',
    csv('settlement.csv', `${header}\n1000050,ACTIVE,INSTANT_SETTLEMENT,2026-12-01,2026-12-20,BLOCKED,\n`),
  );
  await settlement.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send file' }).click();
  await expect(page.getByText('Request raised: it is applied once a checker approves it.')).toBeVisible();
  await expect(settlement.getByTestId('config-raised')).toContainText('1 rows, 1 would change');

  // The maker sees it as theirs in the inbox, without decide buttons; the checker approves it with the dry run as the diff.
  await page.goto('/crm/approvals');
  await openInboxItem(page, 'settlement.csv');
  const own = page.getByRole('article').filter({ hasText: 'settlement.csv' });
  await expect(own.getByText('You raised this request; another checker must decide it.')).toBeVisible();
  const checker = await (await browser.newContext()).newPage();
  await signIn(checker, account('checker'), '/crm/approvals');
  await openInboxItem(checker, 'settlement.csv');
  const card = checker
    .getByRole('article', { name: /^Settlement config upload #\d+$/ })
    .filter({ hasText: 'settlement.csv' });
  await expect(card.getByRole('row').filter({ hasText: 'Rows that change' })).toContainText('1');
  await expect(card.getByRole('row').filter({ hasText: 'First changes' })).toContainText('1000050: ');
  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = checker.getByRole('dialog', { name: 'Approve request' });
  await dialog.getByRole('textbox', { name: /Remarks/ }).fill('Checked the file');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByText("Request approved. The file's values are applied to the merchants.")).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('without CAN_UPDATE_MERCHANT_FIELDS the page says so', async ({ page }) => {
  await signIn(page, account('support'), '/crm/merchant-support');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Not authorized to Access Merchant Support!' }),
  ).toBeVisible();
});

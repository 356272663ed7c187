import type { Browser, Page } from '@playwright/test';
import { istInputOf } from '../../contract/bank-downtime/rules';
import { bannerPng } from '../../server/db/seed/banner-images';
import { axeFindings } from './helpers/axe';
import { inboxRow } from './helpers/inbox';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/**
 * Issue 46 item 2: a maker changes a BPL plan's terms on /bpl (min above max refused as typed) and a second person
 * approves it in the approvals inbox seeing old → new; ops upload a banner on /upload-banner (a file named .png with
 * other bytes refused), publish it, see it in the live preview and move it by keyboard. axe clean on both pages and
 * their dialogs.
 */
const TAG = `E2E paylater ${Date.now() % 1_000_000}`;

async function page(browser: Browser, who: string, path: string): Promise<Page> {
  const p = await (await browser.newContext()).newPage();
  await signIn(p, account(who), path);
  return p;
}

test('a BPL plan change raised by a maker is applied by a checker who reads old → new', async ({ browser }) => {
  test.setTimeout(180_000);
  const fee = 300 + (Date.now() % 500);
  const maker = await page(browser, 'maker', '/crm/bpl');
  await expect(maker.getByRole('heading', { level: 1, name: 'BPL' })).toBeVisible({ timeout: 20_000 });
  const plans = maker.getByRole('table', { name: 'BPL plans' });
  await expect(plans.getByRole('row').filter({ hasText: 'BPL-STANDARD' })).toBeVisible({ timeout: 20_000 });
  expect(await axeFindings(maker, '/bpl')).toEqual([]);

  await maker.getByRole('button', { name: 'Change terms: Standard' }).click();
  const dialog = maker.getByRole('dialog');
  await dialog.getByRole('spinbutton', { name: 'Minimum credit limit (₹)' }).fill('999999');
  await expect(dialog.getByText('Must be between 500 and 500000.')).toBeVisible();
  await dialog.getByRole('spinbutton', { name: 'Minimum credit limit (₹)' }).fill('40000');
  await expect(dialog.getByText('Minimum limit cannot be more than the maximum limit.')).toBeVisible();
  await dialog.getByRole('spinbutton', { name: 'Minimum credit limit (₹)' }).fill('500');
  await dialog.getByRole('spinbutton', { name: 'Late fee (₹)' }).fill(String(fee));
  await expect(dialog).toContainText(`₹${fee}.00`);
  expect(await axeFindings(maker, '/bpl change terms')).toEqual([]);
  await dialog.getByRole('textbox', { name: /Remarks/ }).fill(TAG);
  await dialog.getByRole('button', { name: 'Send for approval' }).click();
  await expect(maker.getByText('Change to plan "Standard" sent for approval.')).toBeVisible();
  await expect(plans.getByRole('row').filter({ hasText: 'BPL-STANDARD' })).toContainText('waiting for approval');

  const checker = await page(browser, 'checker', '/crm/approvals');
  await expect(checker.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible({ timeout: 20_000 });
  await inboxRow(checker, TAG).click();
  const card = checker.getByRole('article', { name: /^BPL plan change #\d+$/ });
  await expect(card).toContainText('Late fee (₹)');
  await expect(card).toContainText(String(fee));
  await card.getByRole('button', { name: 'Approve' }).click();
  const approve = checker.getByRole('dialog');
  await approve.getByRole('textbox', { name: /Remarks/ }).fill('Terms checked');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByText("Request approved. The plan's new terms apply from now.").first()).toBeVisible();

  await maker.reload();
  await expect(
    maker.getByRole('table', { name: 'BPL plans' }).getByRole('row').filter({ hasText: 'BPL-STANDARD' }),
  ).toContainText(`₹${fee}.00`, { timeout: 20_000 });
});

test('a banner is uploaded, published, previewed live and moved by keyboard; other bytes named .png are refused', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const ops = await page(browser, 'ops', '/crm/upload-banner');
  await expect(ops.getByRole('heading', { level: 1, name: 'Upload Banner' })).toBeVisible({ timeout: 20_000 });
  await expect(ops.getByRole('list', { name: 'Order of Home top banners' })).toBeVisible({ timeout: 20_000 });
  expect(await axeFindings(ops, '/upload-banner')).toEqual([]);

  await ops.getByRole('button', { name: 'Upload banner' }).click();
  const form = ops.getByRole('dialog', { name: 'Upload banner' });
  await form.getByRole('textbox', { name: 'Title' }).fill(TAG);
  await form.getByLabel('Starts (IST)').fill(istInputOf(Date.now() - 5 * 60_000));
  await form.getByLabel('Ends (IST)').fill(istInputOf(Date.now() + 3 * 86_400_000));
  const file = form.getByTestId('banner-file');
  await file.setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: Buffer.from('GIF89a this is not a png'),
  });
  await expect(form.getByText('The image must be a PNG, JPEG or WebP file.')).toBeVisible();
  expect(await axeFindings(ops, '/upload-banner upload')).toEqual([]);
  await file.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: bannerPng(1080, 360, [200, 40, 40]) });
  await expect(form.getByRole('img', { name: 'The chosen image as it will be uploaded' })).toBeVisible();
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(ops.getByText(`Banner "${TAG}" uploaded. Publish it to show it in the app.`)).toBeVisible();

  await ops.getByRole('button', { name: `Publish: ${TAG}` }).click();
  const confirm = ops.getByRole('dialog');
  await expect(confirm).toContainText('Home top');
  expect(await axeFindings(ops, '/upload-banner publish')).toEqual([]);
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(ops.getByText(`Banner "${TAG}" published.`)).toBeVisible();
  await expect(ops.getByTestId('banner-preview')).toContainText(TAG, { timeout: 20_000 });

  const up = ops.getByRole('button', { name: `Move ${TAG} up` });
  await up.focus();
  await ops.keyboard.press('Enter');
  await expect(ops.getByRole('status').filter({ hasText: `${TAG} is now number` })).toHaveCount(1);
  await ops.getByRole('button', { name: 'Save order' }).first().click();
  await ops.getByRole('dialog').getByRole('button', { name: 'Save order' }).click();
  await expect(ops.getByText('Order of Home top banners saved.')).toBeVisible();
});

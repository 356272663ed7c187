import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { axeFindings } from './helpers/axe';
import { inboxRow } from './helpers/inbox';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/**
 * Issue 46 item 5: a maker changes a merchant's velocity limit on /risk-manager and sends it for approval; a checker
 * approves it in the inbox seeing the old and new limit; the rule shows the new limit. A support agent downloads a
 * merchant's CAF as a PDF on /caf-form; /upload-activity lists a seeded upload.
 */
const TAG = `E2E risk ${Date.now() % 1_000_000}`;

async function open(browser: import('@playwright/test').Browser, who: string, path: string): Promise<Page> {
  const p = await (await browser.newContext()).newPage();
  await signIn(p, account(who), path);
  return p;
}

test('a velocity limit changed under four eyes; a CAF PDF downloads; upload activity lists a seeded upload', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const maker = await open(browser, 'maker', '/crm/risk-manager');
  await expect(maker.getByRole('heading', { level: 1, name: 'Risk Manager' })).toBeVisible({ timeout: 20_000 });
  const table = maker.getByRole('table', { name: 'Risk rules' });
  const row = table.getByRole('row').filter({ hasText: '1000001' });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('50');
  expect(await axeFindings(maker, '/risk-manager')).toEqual([]);
  await row.getByRole('button', { name: 'Change the risk rule of Merchant 1000001' }).click();
  const form = maker.getByRole('region', { name: 'Change a risk rule' });
  await form.getByRole('textbox', { name: 'Transactions per hour' }).fill('12');
  await form.getByRole('button', { name: 'Send for approval' }).click();
  const send = maker.getByRole('dialog', { name: 'Send the risk rule change for approval?' });
  await expect(send.getByRole('table', { name: 'What changes' })).toContainText('Transactions per hour');
  await expect(send.getByRole('table', { name: 'What changes' })).toContainText('12');
  await send.getByRole('textbox', { name: /Remarks/ }).fill(TAG);
  expect(await axeFindings(maker, 'send risk change dialog', '[role="dialog"]')).toEqual([]);
  await send.getByRole('button', { name: 'Send for approval' }).click();
  await expect(
    maker.getByText(/^Request #\d+ raised: risk rule of Merchant 1000001, waiting for a checker\.$/),
  ).toBeVisible();
  await expect(row).toContainText(/Request #\d+ by maker@console\.example/);

  const checker = await open(browser, 'checker', '/crm/approvals');
  await expect(checker.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible({ timeout: 20_000 });
  await inboxRow(checker, TAG).click();
  const card = checker.getByRole('article', { name: /^Risk rule change #\d+$/ });
  await expect(card).toContainText('Transactions per hour');
  await expect(card).toContainText('50');
  await expect(card).toContainText('12');
  await card.getByRole('button', { name: 'Approve' }).click();
  const approve = checker.getByRole('dialog');
  await approve.getByRole('textbox', { name: /Remarks/ }).fill('Limit checked');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByText('Request approved. The new limits and block apply from now.').first()).toBeVisible();
  await maker.reload();
  const after = maker.getByRole('table', { name: 'Risk rules' }).getByRole('row').filter({ hasText: '1000001' });
  await expect(after).toBeVisible({ timeout: 20_000 });
  await expect(after.getByRole('cell').nth(2)).toHaveText('12');

  const support = await open(browser, 'support', '/crm/caf-form');
  await expect(support.getByRole('heading', { level: 1, name: 'CAF Form' })).toBeVisible({ timeout: 20_000 });
  expect(await axeFindings(support, '/caf-form')).toEqual([]);
  await support.getByRole('textbox', { name: 'Merchant ID' }).fill('1000001');
  const download = support.waitForEvent('download');
  await support.getByRole('button', { name: 'Download CAF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('CAF-1000001.pdf');
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain('Customer Application Form');
  await expect(support.getByText('CAF of merchant 1000001 downloaded.')).toBeVisible();

  await checker.goto('/crm/upload-activity');
  await expect(checker.getByRole('heading', { level: 1, name: 'Upload Activity' })).toBeVisible({ timeout: 20_000 });
  const uploads = checker.getByRole('table', { name: 'Uploads' });
  const seeded = uploads.getByRole('row').filter({ hasText: 'festive-merchants.csv' });
  await expect(seeded).toBeVisible({ timeout: 20_000 });
  await expect(seeded).toContainText('Merchant alert audience');
  await expect(seeded).toContainText('support@console.example');
  expect(await axeFindings(checker, '/upload-activity')).toEqual([]);
});

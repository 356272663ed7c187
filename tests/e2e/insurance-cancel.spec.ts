import type { Browser, Page } from '@playwright/test';
import { axeFindings } from './helpers/axe';
import { inboxRow } from './helpers/inbox';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/**
 * Issue 46 item 3: the insurance desk checks a CSV of policy ids on /insurance-bulk-cancellation (a dry run: each
 * row's verdict and refund), raises it; a checker approves it in the inbox; the background job cancels the policy and
 * /insurance-detail shows it cancelled with its refund.
 */
const TAG = `E2E insurance cancel ${Date.now() % 1_000_000}`;

async function open(browser: Browser, who: string, path: string): Promise<Page> {
  const p = await (await browser.newContext()).newPage();
  await signIn(p, account(who), path);
  return p;
}

test('a bulk cancellation: dry run, approved by a second person, done; the policy shows cancelled with its refund', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const desk = await open(browser, 'insurance', '/crm/insurance-bulk-cancellation');
  await expect(desk.getByRole('heading', { level: 1, name: 'Insurance Bulk Cancellation' })).toBeVisible({
    timeout: 20_000,
  });
  expect(await axeFindings(desk, '/insurance-bulk-cancellation')).toEqual([]);
  await desk.locator('input[type="file"]').setInputFiles({
    name: 'cancel-e2e.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('policyId\nPOL-1002-1\nPOL-9-9\n'),
  });
  await expect(desk.getByText(/^cancel-e2e\.csv: 2 rows, 1 policies to cancel, 1 left out; refunds ₹/)).toBeVisible();
  const dryRun = desk.getByRole('table', { name: 'Dry run' });
  await expect(dryRun.getByRole('row').filter({ hasText: 'POL-1002-1' })).toContainText('Active: will be cancelled');
  await expect(dryRun.getByRole('row').filter({ hasText: 'POL-9-9' })).toContainText('No policy with this ID.');
  expect(await axeFindings(desk, '/insurance-bulk-cancellation checked')).toEqual([]);

  await desk.getByRole('button', { name: 'Raise for approval' }).click();
  const raise = desk.getByRole('dialog');
  await expect(raise).toContainText('Policies to cancel');
  await expect(raise).toContainText('Policy POL-1002-1');
  await raise.getByRole('textbox', { name: /Remarks/ }).fill(TAG);
  expect(await axeFindings(desk, 'raise cancellation dialog', '[role="dialog"]')).toEqual([]);
  await raise.getByRole('button', { name: 'Raise for approval' }).click();
  await expect(desk.getByText(/^Bulk cancellation #\d+ of cancel-e2e\.csv raised/)).toBeVisible();

  const checker = await open(browser, 'checker', '/crm/approvals');
  await expect(checker.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible({ timeout: 20_000 });
  await inboxRow(checker, TAG).click();
  const card = checker.getByRole('article', { name: /^Insurance bulk cancellation #\d+$/ });
  await expect(card).toContainText('cancel-e2e.csv');
  await card.getByRole('button', { name: 'Approve' }).click();
  const approve = checker.getByRole('dialog');
  await expect(approve).toContainText('Refunds total');
  await approve.getByRole('textbox', { name: /Remarks/ }).fill('Insurer confirmed');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(
    checker.getByText('Request approved. The cancellation job is queued; follow it on Bulk processes.').first(),
  ).toBeVisible();

  const recent = desk.getByRole('table', { name: 'Recent cancellation files' });
  await expect(async () => {
    await desk.reload();
    await expect(recent.getByRole('row').filter({ hasText: 'cancel-e2e.csv' }).first()).toContainText('Done', {
      timeout: 3_000,
    });
  }).toPass({ timeout: 60_000 });

  await desk.goto('/crm/insurance-detail');
  await desk.getByRole('textbox', { name: 'Consumer ID or policy ID' }).fill('POL-1002-1');
  await desk.getByRole('button', { name: 'Find' }).click();
  const policy = desk.getByRole('region', { name: 'POL-1002-1' });
  await expect(policy).toContainText('CANCELLED', { timeout: 20_000 });
  await expect(policy).toContainText(/Cancelled at/);
  await expect(policy).toContainText(/Refund₹[1-9]/);
});

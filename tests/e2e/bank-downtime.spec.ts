import type { Page } from '@playwright/test';
import { istInputOf } from '../../contract/bank-downtime/rules';
import { axeFindings, widerThanWindow } from './helpers/axe';
import { inboxRow } from './helpers/inbox';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/**
 * Issue 45 item 3: ops declares a Yes Bank UPI incident on /new-downtime and finds it on /downtime-alerts with who is
 * told; /qr-priority-update shows Yes Bank lowered while it is down; a maker reorders the QR acquirers (keyboard and
 * drag) and sends the order for approval, a checker approves it in the inbox seeing the old and new order; ending the
 * downtime restores Yes Bank.
 */
const TAG = `E2E downtime ${Date.now() % 1_000_000}`;

async function page(browser: import('@playwright/test').Browser, who: string, path: string): Promise<Page> {
  const p = await (await browser.newContext()).newPage();
  await signIn(p, account(who), path);
  return p;
}

/** The checker approves whatever QR priority change waits (the seeded one), so a new one can be raised. */
async function approvePendingQrChange(checker: Page) {
  await expect(checker.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible({ timeout: 20_000 });
  await checker.getByRole('combobox', { name: 'Kind' }).click();
  await expect(checker.getByRole('listbox').getByRole('option').nth(1)).toBeVisible({ timeout: 20_000 });
  const option = checker.getByRole('option', { name: /^QR priority change \(\d+\)$/ });
  if ((await option.count()) === 0 || /\(0\)$/.test((await option.textContent()) ?? '')) {
    await checker.keyboard.press('Escape');
    return;
  }
  await option.click();
  const rows = checker.getByRole('table', { name: 'Pending items' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('QR priority change', { timeout: 20_000 });
  await rows.nth(1).click();
  const card = checker.getByRole('article', { name: /^QR priority change #\d+$/ });
  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = checker.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Remarks/ }).fill('Seeded change checked');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toHaveCount(0);
}

test('a downtime declared and alerted; the QR order changed under four eyes; the bank lowered while down', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const ops = await page(browser, 'ops', '/crm/new-downtime');
  await expect(ops.getByRole('heading', { level: 1, name: 'Bank Downtime' })).toBeVisible({ timeout: 20_000 });
  await expect(ops.getByRole('table', { name: 'Bank downtimes' }).locator('tbody tr').first()).toBeVisible({
    timeout: 20_000,
  });
  expect(await axeFindings(ops, '/new-downtime')).toEqual([]);
  expect(await widerThanWindow(ops, '/new-downtime')).toEqual([]);

  await ops.getByRole('button', { name: 'Declare downtime' }).click();
  const form = ops.getByRole('dialog', { name: 'Declare a downtime' });
  await form.getByRole('combobox', { name: 'Bank or PSP' }).click();
  await ops.getByRole('option', { name: 'Yes Bank (BANK)' }).click();
  await form.getByRole('combobox', { name: 'Channel' }).click();
  await ops.getByRole('option', { name: 'UPI', exact: true }).click();
  await form.getByLabel('Start (IST)').fill(istInputOf(Date.now() - 5 * 60_000));
  await form.getByLabel('End (IST)').fill(istInputOf(Date.now() - 60 * 60_000));
  await form.getByRole('combobox', { name: 'Severity' }).click();
  await ops.getByRole('option', { name: 'High' }).click();
  await form.getByRole('textbox', { name: 'Note' }).fill(TAG);
  await form.getByRole('button', { name: 'Review' }).click();
  await expect(form.getByRole('alert')).toHaveText('End must be after start.');
  await form.getByRole('checkbox', { name: /Open-ended/ }).check();
  expect(await axeFindings(ops, 'declare downtime dialog', '[role="dialog"]')).toEqual([]);
  await form.getByRole('button', { name: 'Review' }).click();
  const confirm = ops.getByRole('dialog', { name: 'Confirm the downtime' });
  const facts = confirm.getByRole('table', { name: 'What is decided' });
  await expect(facts).toContainText('Yes Bank');
  await expect(facts).toContainText('open-ended');
  await expect(facts).toContainText('IST');
  expect(await axeFindings(ops, 'confirm downtime dialog', '[role="dialog"]')).toEqual([]);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(ops.getByText(/^Downtime #\d+ declared for Yes Bank UPI\.$/)).toBeVisible();
  const row = ops.getByRole('table', { name: 'Bank downtimes' }).getByRole('row').filter({ hasText: TAG });
  await expect(row).toContainText('Ongoing');
  await ops.getByRole('combobox', { name: 'State' }).click();
  await ops.getByRole('option', { name: 'Ongoing' }).click();
  await expect(row).toBeVisible();
  await expect(
    ops.getByRole('table', { name: 'Bank downtimes' }).locator('tbody tr', { hasText: 'Cancelled' }),
  ).toHaveCount(0);

  await ops.goto('/crm/downtime-alerts');
  await expect(ops.getByRole('heading', { level: 1, name: 'Downtime Alerts' })).toBeVisible({ timeout: 20_000 });
  const alert = ops
    .getByRole('table', { name: 'Current and upcoming downtimes' })
    .getByRole('row')
    .filter({ hasText: TAG });
  await expect(alert).toContainText('Yes Bank');
  await expect(alert).toContainText('Payments on-call (SMS)');
  await expect(alert).toContainText('3 sent (DECLARED ×3)');
  expect(await axeFindings(ops, '/downtime-alerts')).toEqual([]);
  expect(await widerThanWindow(ops, '/downtime-alerts')).toEqual([]);

  const checker = await page(browser, 'checker', '/crm/approvals');
  await approvePendingQrChange(checker);

  const maker = await page(browser, 'maker', '/crm/qr-priority-update');
  await expect(maker.getByRole('heading', { level: 1, name: 'QR Priority Update' })).toBeVisible({ timeout: 20_000 });
  const yes = maker.getByTestId('acquirer-YESB');
  await expect(yes).toContainText('Lowered: UPI down (open-ended)');
  expect(await axeFindings(maker, '/qr-priority-update')).toEqual([]);
  expect(await widerThanWindow(maker, '/qr-priority-update')).toEqual([]);
  const list = maker.getByRole('list', { name: 'QR acquirer order' });
  const before = await list.getByRole('listitem').allTextContents();
  // By keyboard: Razorpay one place up.
  await maker.getByRole('button', { name: 'Move Razorpay up' }).focus();
  await maker.keyboard.press('Enter');
  await expect(maker.getByRole('status')).toHaveText(/Razorpay moved to rank \d\./);
  // By drag: the last row (Yes Bank, after Razorpay went up) onto the first.
  const rows = list.getByRole('listitem');
  await rows.last().dragTo(rows.first());
  const after = await list.getByRole('listitem').allTextContents();
  expect(after).not.toEqual(before);
  await maker.getByRole('button', { name: 'Send for approval' }).click();
  const send = maker.getByRole('dialog', { name: 'Send the new order for approval' });
  await expect(send.getByRole('table', { name: 'What changes' })).toContainText('Yes Bank');
  await send.getByRole('textbox', { name: /Remarks/ }).fill(TAG);
  expect(await axeFindings(maker, 'send QR order dialog', '[role="dialog"]')).toEqual([]);
  await send.getByRole('button', { name: 'Send for approval' }).click();
  await expect(maker.getByText(/^QR priority change #\d+ sent for approval\.$/)).toBeVisible();
  await expect(maker.getByText(/waits for a checker/)).toBeVisible();

  await checker.goto('/crm/approvals');
  await expect(checker.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible({ timeout: 20_000 });
  await inboxRow(checker, TAG).click();
  const card = checker.getByRole('article', { name: /^QR priority change #\d+$/ });
  await card.getByRole('button', { name: 'Approve' }).click();
  const approve = checker.getByRole('dialog');
  await expect(approve.getByRole('table', { name: 'What changes' })).toContainText('QR acquirer order');
  await approve.getByRole('textbox', { name: /Remarks/ }).fill('Routing order checked');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByText('Request approved. QR payments are routed in the new order.').first()).toBeVisible();

  await maker.reload();
  await expect(maker.getByRole('list', { name: 'QR acquirer order' }).getByRole('listitem').first()).toBeVisible({
    timeout: 20_000,
  });
  await expect
    .poll(() => maker.getByRole('list', { name: 'QR acquirer order' }).getByRole('listitem').allTextContents())
    .toEqual(after);

  await ops.goto('/crm/new-downtime');
  const ongoing = ops.getByRole('table', { name: 'Bank downtimes' }).getByRole('row').filter({ hasText: TAG });
  await ongoing.getByRole('button', { name: 'End now: Yes Bank UPI' }).click();
  const end = ops.getByRole('dialog', { name: 'End now' });
  await expect(end).toContainText('Yes Bank');
  expect(await axeFindings(ops, 'end downtime dialog', '[role="dialog"]')).toEqual([]);
  await end.getByRole('button', { name: 'End now' }).click();
  await expect(ops.getByText(/^Downtime #\d+ ended\.$/)).toBeVisible();
  await expect(ongoing).toContainText('Ended');
  await maker.reload();
  await expect(maker.getByTestId('acquirer-YESB')).toBeVisible({ timeout: 20_000 });
  await expect(maker.getByTestId('acquirer-YESB')).not.toContainText('Lowered');
});

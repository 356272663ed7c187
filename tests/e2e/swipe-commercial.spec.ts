import { axeFindings } from './helpers/axe';
import { inboxRow } from './helpers/inbox';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/**
 * Issue 44 item 2: a maker raises a merchant's MDR change on /swipe/mdr, a checker approves it in the approvals inbox
 * (four eyes), and the merchant's MDR read (the same page, §7.4 payment/merchant/MDR/{id}) shows the new rate.
 */
const MERCHANT = '1000011';
const TAG = `E2E MDR ${Date.now() % 1_000_000}`;

test('an MDR change raised by a maker applies once a checker approves it', async ({ browser }) => {
  test.setTimeout(180_000);
  const maker = await (await browser.newContext()).newPage();
  await signIn(maker, account('maker'), '/crm/swipe/mdr');
  await expect(maker.getByRole('heading', { level: 1, name: 'MDR Update' })).toBeVisible({ timeout: 20_000 });
  await maker.getByRole('textbox', { name: 'Merchant ID' }).fill(MERCHANT);
  await maker.getByRole('button', { name: 'Search' }).click();
  const rates = maker.getByRole('table', { name: 'MDR in force' });
  const row = rates.getByRole('row').filter({ hasText: 'MASTERCARD' });
  await expect(row).toContainText('1.95%');
  expect(await axeFindings(maker, '/swipe/mdr')).toEqual([]);
  await maker.getByRole('button', { name: 'Change MDR of MASTERCARD WORLD' }).click();
  const dialog = maker.getByRole('dialog', { name: 'Raise MDR change' });
  await expect(dialog.getByRole('button', { name: 'Raise' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: /New MDR/ }).fill('1.65');
  const changes = dialog.getByRole('table', { name: 'What changes' });
  await expect(changes).toContainText('1.95%');
  await expect(changes).toContainText('1.65%');
  await dialog.getByRole('textbox', { name: /Remarks/ }).fill(TAG);
  expect(await axeFindings(maker, 'Raise MDR change dialog', '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Raise' }).click();
  await expect(maker.getByText(/^MDR change request placed successfully! #\d+$/)).toBeVisible();
  await expect(row).toContainText('1.65%');
  await maker.close();

  const checker = await (await browser.newContext()).newPage();
  await signIn(checker, account('checker'), '/crm/approvals');
  await expect(checker.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible({ timeout: 20_000 });
  await inboxRow(checker, TAG).click();
  const card = checker.getByRole('article', { name: /^MDR change #\d+$/ });
  await card.getByRole('button', { name: 'Approve' }).click();
  const approve = checker.getByRole('dialog');
  await expect(approve.getByRole('table', { name: 'What is decided' })).toContainText(MERCHANT);
  await approve.getByRole('textbox', { name: /Remarks/ }).fill('Checked against the agreement');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByText("Request approved. The merchant's new MDR applies from now.").first()).toBeVisible();

  await checker.goto('/crm/swipe/mdr');
  await checker.getByRole('textbox', { name: 'Merchant ID' }).fill(MERCHANT);
  await checker.getByRole('button', { name: 'Search' }).click();
  const after = checker.getByRole('table', { name: 'MDR in force' }).getByRole('row').filter({ hasText: 'MASTERCARD' });
  await expect(after).toContainText('1.65%', { timeout: 20_000 });
  await expect(after).not.toContainText('1.95%');
  await expect(checker.getByRole('button', { name: /Change MDR of/ })).toHaveCount(0);
});

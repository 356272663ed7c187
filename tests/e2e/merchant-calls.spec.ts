import { axeFindings } from './helpers/axe';
import { inboxRow } from './helpers/inbox';
import { expect, test, type Page } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/**
 * Issue 43 item 7: a maker raises an MCC change from the merchant 360's profile and a checker approves it in the
 * approvals inbox (four eyes); the Wallet tab shows a store's balance and its transactions, one opened; a support
 * agent refunds a paid QR order on /qr-orders after the confirmation restates it.
 */
const MERCHANT = '1000031';
const TAG = `E2E MCC ${Date.now() % 1_000_000}`;

/** Opens a merchant 360 tab by its name and answers its panel. */
const tab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name, exact: true }).click();
  return page.getByRole('tabpanel', { name });
};

test('an MCC change is raised from the profile and applied once a checker approves it', async ({ browser }) => {
  test.setTimeout(180_000);
  const maker = await (await browser.newContext()).newPage();
  await signIn(maker, account('maker'), `/crm/new-merchant/${MERCHANT}/profile`);
  const profile = maker.getByRole('tabpanel', { name: 'Profile' });
  await expect(profile).toBeVisible({ timeout: 20_000 });
  await profile.getByRole('button', { name: 'Change MCC' }).click();
  const dialog = maker.getByRole('dialog', { name: 'Change MCC (needs a checker)' });
  await expect(dialog.getByRole('button', { name: 'Raise request' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: /New business category/ }).click();
  const option = maker.getByRole('option').first();
  const picked = (await option.innerText()).trim();
  const [, name, mcc] = /^(.*) \((\d{4})\)$/.exec(picked) ?? [];
  expect(mcc, picked).toBeDefined();
  await option.click();
  await dialog.getByRole('combobox', { name: /Reason/ }).click();
  await maker.getByRole('option', { name: 'Merchant request' }).click();
  await expect(dialog.getByRole('table', { name: 'What changes' })).toContainText(name!);
  await dialog.getByRole('textbox', { name: /Remarks/ }).fill(TAG);
  expect(await axeFindings(maker, 'Change MCC dialog', '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Raise request' }).click();
  await expect(maker.getByText(/^MCC change request placed successfully! #\d+$/)).toBeVisible();
  await maker.close();

  const checker = await (await browser.newContext()).newPage();
  await signIn(checker, account('checker'), '/crm/approvals');
  await expect(checker.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible({ timeout: 20_000 });
  await inboxRow(checker, TAG).click();
  const card = checker.getByRole('article', { name: /^MCC change #\d+$/ });
  await card.getByRole('button', { name: 'Approve' }).click();
  const approve = checker.getByRole('dialog');
  await expect(approve.getByRole('table', { name: 'What is decided' })).toContainText(MERCHANT);
  await expect(approve.getByRole('table', { name: 'What changes' })).toContainText(mcc!);
  await approve.getByRole('textbox', { name: /Remarks/ }).fill('Checked the shop photos');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByText("Request approved. The merchant's new MCC applies from now.").first()).toBeVisible();

  await checker.goto(`/crm/new-merchant/${MERCHANT}/profile`);
  await expect(checker.getByRole('tabpanel', { name: 'Profile' })).toContainText(name!, { timeout: 20_000 });
});

test('the Wallet tab shows each store’s balance and its transactions; one opens', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, account('support'), '/crm/new-merchant/1000001/profile');
  await expect(page.getByRole('tabpanel', { name: 'Profile' })).toBeVisible({ timeout: 20_000 });
  const mdr = await tab(page, 'Card MDR');
  await expect(mdr.getByRole('table', { name: 'Credit card MDR rates' })).toContainText('VISA', { timeout: 20_000 });
  expect(await axeFindings(page, 'Card MDR tab')).toEqual([]);
  const wallet = await tab(page, 'Wallet');
  await expect(wallet.getByRole('table', { name: 'Wallet balance by store' }).getByRole('row')).toHaveCount(3, {
    timeout: 20_000,
  });
  const txns = wallet.getByRole('table', { name: 'Wallet transactions' });
  await expect(txns.locator('tbody tr')).toHaveCount(20, { timeout: 20_000 });
  expect(await axeFindings(page, 'Wallet tab')).toEqual([]);
  const first = txns.locator('tbody tr').first().getByRole('button');
  const id = (await first.innerText()).trim();
  await first.click();
  const detail = page.getByRole('dialog', { name: `Wallet transaction ${id}` });
  await expect(detail).toContainText('Bank reference number', { timeout: 20_000 });
  expect(await axeFindings(page, 'wallet transaction', '[role="dialog"]')).toEqual([]);
  await detail.getByRole('button', { name: 'Close' }).first().click();
  await expect(detail).toHaveCount(0);
});

test('a support agent refunds a paid QR order once, after the confirmation restates it', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, account('support'), '/crm/qr-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'QR Orders' })).toBeVisible({ timeout: 20_000 });
  const table = page.getByRole('table', { name: 'QR orders' });
  await expect(table.locator('tbody tr')).toHaveCount(20, { timeout: 20_000 });
  expect(await axeFindings(page, '/qr-orders')).toEqual([]);
  const refund = table.getByRole('button', { name: /^Refund order / }).last();
  const orderId = ((await refund.getAttribute('aria-label')) ?? '').replace('Refund order ', '');
  const row = table.locator('tbody tr', { hasText: orderId });
  await refund.click();
  const dialog = page.getByRole('dialog', { name: 'Refund QR order?' });
  await expect(dialog).toContainText(`QR order ${orderId}`);
  await expect(dialog).toContainText('₹');
  expect(await axeFindings(page, 'refund dialog', '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText(new RegExp(`^QR order ${orderId} refunded: ₹`))).toBeVisible();
  await expect(row).toContainText('Refunded');
  await expect(row.getByRole('button', { name: /Refund order/ })).toHaveCount(0);
});

test('without CAN_VIEW_QR_ORDERS, /qr-orders is Not authorized!', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, account('maker'), '/crm/qr-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Not authorized!' })).toBeVisible({ timeout: 20_000 });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { bearerOf } from './helpers/offers-api';
import { account, signIn } from './helpers/sign-in';

/** The support agent's merchant 360 journey of issue 15 (spec §2.3, §6, §7.3, §7.4, §8, §9). */
const MERCHANT = '1000011';
const MOBILE = '9800000011';
const VPA = `merchant.${MERCHANT}@paytm`;
const TABS = [
  'Profile',
  'KYC',
  'Transactions',
  'Settlements',
  'Stores & Devices',
  'Loans',
  'Gold',
  'Tickets & SMS',
  'Audit History',
];

test.describe.configure({ mode: 'serial' });

async function seriousFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`);
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tabpanel', { name })).toBeVisible();
}

async function confirmDialog(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('an agent finds a merchant by mobile and by VPA, opens every tab, changes the QR name, sends a KYC SMS', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, account('ops'), '/crm/merchant-details');
  await expect(page.getByRole('heading', { name: 'Merchant Details', level: 1 })).toBeVisible({ timeout: 20_000 });
  const lookup = page.getByRole('textbox', { name: 'Merchant ID / Mobile / VPA / Store ID' });
  await lookup.fill('12ab@');
  await lookup.press('Enter');
  await expect(
    page.getByText('Enter a merchant ID, a 10-digit mobile, a VPA (name@bank) or a store ID.'),
  ).toBeVisible();
  await lookup.fill(MOBILE);
  await lookup.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/crm/new-merchant/${MERCHANT}/profile$`), { timeout: 15_000 });
  const band = page.getByRole('region', { name: 'Merchant summary' });
  await expect(band.getByText(MERCHANT, { exact: true })).toBeVisible();
  await expect(band.getByText('XXXXXX0011')).toBeVisible();

  for (const tab of TABS) {
    await openTab(page, tab);
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
    expect(await seriousFindings(page), tab).toEqual([]);
  }
  await openTab(page, 'Settlements');
  // Operations may change merchants but not settle them: no on-demand settlement button.
  await expect(page.getByRole('button', { name: 'On-demand settlement' })).toHaveCount(0);

  await openTab(page, 'Profile');
  const qr = await confirmDialog(page, 'Change QR name');
  await qr.getByRole('textbox', { name: 'QR name' }).fill('<bad>');
  await expect(qr.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await qr.getByRole('textbox', { name: 'QR name' }).fill('Lakshmi Tiffin Centre');
  await qr.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Profile' }).getByText('Lakshmi Tiffin Centre')).toBeVisible();

  await openTab(page, 'Audit History');
  const audit = page.getByRole('tabpanel', { name: 'Audit History' });
  await expect(audit.getByText('merchant.qr_name')).toBeVisible();
  await expect(audit.getByText(/qr_name: .* → Lakshmi Tiffin Centre/)).toBeVisible();

  await openTab(page, 'KYC');
  const sms = await confirmDialog(page, 'Send KYC SMS');
  await sms.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Success', { exact: true }).first()).toBeVisible();
  await openTab(page, 'Audit History');
  await expect(page.getByRole('tabpanel', { name: 'Audit History' }).getByText('merchant.kyc_sms')).toBeVisible();

  await page.goto('/crm/vpa-detail');
  const vpa = page.getByRole('textbox', { name: 'VPA' });
  await vpa.fill(VPA);
  await vpa.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/crm/new-merchant/${MERCHANT}/profile$`), { timeout: 15_000 });
});

test('on-demand settlement only with CAN_PERFORM_SETTLEMENT', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, account('admin'), `/crm/new-merchant/${MERCHANT}/settlements`);
  const panel = page.getByRole('tabpanel', { name: 'Settlements' });
  await expect(panel.getByText(/^Unsettled: ₹/)).toBeVisible({ timeout: 20_000 });
  const dialog = await confirmDialog(page, 'On-demand settlement');
  await expect(dialog.getByText(/Settle ₹.* to the merchant now\?/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  await expect(panel.getByText('ON_DEMAND').first()).toBeVisible();
  await expect(panel.getByRole('button', { name: 'On-demand settlement' })).toBeDisabled();
  await expect(panel.getByText('settlement.on_demand')).toBeVisible();
  // With the settlement actions shown (On-demand, Update per row): still no serious or critical findings.
  expect(await seriousFindings(page)).toEqual([]);
});

test('a read-only agent sees no change buttons and the server refuses the calls', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, account('support'), `/crm/new-merchant/${MERCHANT}/profile`);
  await expect(page.getByRole('tabpanel', { name: 'Profile' }).getByText('Lakshmi Tiffin Centre')).toBeVisible({
    timeout: 20_000,
  });
  for (const name of ['Change QR name', 'Change referral code', 'Change business category']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await openTab(page, 'KYC');
  await expect(page.getByRole('button', { name: 'Send KYC SMS' })).toHaveCount(0);
  await openTab(page, 'Settlements');
  await expect(page.getByRole('button', { name: 'On-demand settlement' })).toHaveCount(0);
  const headers = await bearerOf(page);
  const qr = await page.request.post(`/api/crm/merchants/${MERCHANT}/update/qr-name`, {
    headers,
    data: { qrName: 'Read Only Shop', version: 1 },
  });
  expect(qr.status()).toBe(403);
  const kyc = await page.request.post(`/api/crm/merchants/${MERCHANT}/kyc-sms`, { headers, data: {} });
  expect(kyc.status()).toBe(403);
  const settle = await page.request.post('/api/merchant-support/merchants/settlement/ondemand/update', {
    headers,
    data: { merchantId: MERCHANT },
  });
  expect(settle.status()).toBe(403);
});

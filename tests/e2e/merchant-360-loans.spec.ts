import { axeFindings } from './helpers/axe';
import { expect, test, type Page } from './helpers/test';
import { bearerOf } from './helpers/offers-api';
import { account, signIn } from './helpers/sign-in';

/** The merchant 360's credit line, loan details, Bharat Swipe, send money and service requests (issue 15, §7.4). */
const MERCHANT = '1000011';
/** A seeded merchant with none of these: the §8 empty states. */
const EMPTY = '1000002';

test.describe.configure({ mode: 'serial' });

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  const panel = page.getByRole('tabpanel', { name });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  return panel;
}

test('an agent reads the credit line, loan details, Bharat Swipe, send money and service requests', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await signIn(page, account('support'), `/crm/new-merchant/${MERCHANT}/profile`);
  await expect(page.getByRole('tabpanel', { name: 'Profile' })).toBeVisible({ timeout: 20_000 });
  const credit = await openTab(page, 'Credit Line');
  await expect(credit.getByText(`CL${MERCHANT}`)).toBeVisible({ timeout: 20_000 });
  await expect(credit.getByText('₹2,00,000.00').first()).toBeVisible();
  await expect(credit.getByText(`CLA${MERCHANT}`)).toBeVisible();
  const monthly = credit.getByRole('table', { name: 'Transactions' });
  await expect(monthly.getByText('Purchase on credit line').first()).toBeVisible();
  await expect(credit.getByText(/1.20 of 23/)).toBeVisible();
  await expect(credit.getByRole('table', { name: 'Repayments' }).getByText('BOUNCED')).toBeVisible();
  await expect(
    credit.getByRole('table', { name: 'Interest and penalty' }).getByText('Late payment penalty').first(),
  ).toBeVisible();
  expect(await axeFindings(page, 'Credit Line')).toEqual([]);

  const loans = await openTab(page, 'Loan Details');
  await expect(loans.getByRole('table', { name: 'All loan details' }).getByText(`LN${MERCHANT}`)).toBeVisible();
  const nach = loans.getByRole('table', { name: 'Excess NACH amount' });
  for (const state of ['REFUND_PENDING', 'REFUNDED', 'ADJUSTED', 'FAILED']) {
    await expect(nach.getByText(state, { exact: true })).toBeVisible();
  }
  expect(await axeFindings(page, 'Loan Details')).toEqual([]);

  const swipe = await openTab(page, 'Bharat Swipe');
  const accounts = swipe.getByRole('table', { name: 'Bharat Swipe accounts' });
  for (const state of ['ACTIVE', 'FROZEN', 'CLOSED'])
    await expect(accounts.getByText(state, { exact: true })).toBeVisible();
  await expect(swipe.getByText(/1.20 of 24/)).toBeVisible();
  expect(await axeFindings(page, 'Bharat Swipe')).toEqual([]);

  const money = await openTab(page, 'Send Money');
  await expect(money.getByText(/1.20 of 22/)).toBeVisible();
  await expect(money.getByText(/^X+\d{4}$/).first()).toBeVisible();
  expect(await axeFindings(page, 'Send Money')).toEqual([]);

  const requests = await openTab(page, 'Service Requests');
  await expect(requests.getByText(`SR${MERCHANT}0`)).toBeVisible();
  await requests.getByRole('combobox', { name: 'Store' }).click();
  await page.getByRole('option', { name: /^6000011/ }).click();
  await expect(requests.getByText(`SR${MERCHANT}0`)).toHaveCount(0);
  await expect(requests.getByText(`SR${MERCHANT}1`)).toBeVisible();
  await requests.getByRole('button', { name: `Details of service request SR${MERCHANT}1` }).click();
  const dialog = page.getByRole('dialog', { name: `Service request SR${MERCHANT}1` });
  await expect(dialog.getByText('6000011')).toBeVisible();
  expect(await axeFindings(page, 'Service Requests')).toEqual([]);
});

test('a merchant without any shows the spec’s empty states', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, account('support'), `/crm/new-merchant/${EMPTY}/profile`);
  await expect(page.getByRole('tabpanel', { name: 'Profile' })).toBeVisible({ timeout: 20_000 });
  const credit = await openTab(page, 'Credit Line');
  await expect(credit.getByText('No Loan Found')).toBeVisible({ timeout: 20_000 });
  await expect(credit.getByText('No transactions found!')).toBeVisible();
  await expect(credit.getByText('No Repayments found!')).toBeVisible();
  await expect((await openTab(page, 'Loan Details')).getByText('No Loans found!')).toBeVisible();
  await expect((await openTab(page, 'Send Money')).getByText('No transactions found!')).toBeVisible();
  await expect((await openTab(page, 'Bharat Swipe')).getByText('No Record Found').first()).toBeVisible();
});

test('without read access the tabs are not shown and the server refuses the calls', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, account('noaccess'), `/crm/new-merchant/${MERCHANT}/credit-line`);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token')), { timeout: 20_000 }).toBeTruthy();
  await expect(page.getByLabel('One-time code')).toHaveCount(0);
  await expect(page.getByRole('tabpanel', { name: 'Credit Line' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Credit Line' })).toHaveCount(0);
  const headers = await bearerOf(page);
  for (const path of ['loans/creditline', 'sendmoney/transactions', 'bharatswipe/accounts']) {
    const res = await page.request.get(`/api/merchant-support/merchants/${MERCHANT}/${path}`, { headers });
    expect(res.status(), path).toBe(403);
  }
});

import { axeFindings } from './helpers/axe';
import { expect, test, type Page } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/** The agent's journey of issue 13 (spec §2.13, §4, §8, §9): part 2's tabs, VAS cancel, scratchcard, calculator, timeline. */

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();

/** Zero serious or critical axe findings on what is on screen. */
async function noSeriousA11y(page: Page, where: string) {
  expect(await axeFindings(page, where)).toEqual([]);
}

async function open(page: Page, name: string) {
  await tab(page, name).click();
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
}

test('an agent reads part 2 of a consumer 360, cancels a VAS order, applies a scratchcard, uses the calculator and the timeline', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await signIn(page, account('payments-agent'), '/crm/post-pe/1001/upi-summary');
  await expect(page.getByText('asha.verma@postpe')).toBeVisible({ timeout: 20_000 });
  await noSeriousA11y(page, 'Upi Summary');

  // UPI transactions: the status filter narrows the list (§4).
  await open(page, 'Upi Transactions');
  await expect(page.getByRole('cell', { name: 'UPI1001T0000' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'DEEMED', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'UPI1001T0000' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'UPI1001T0003' })).toBeVisible();
  await noSeriousA11y(page, 'Upi Transactions');

  for (const [name, text] of [
    ['Upi Mandate', 'MDT10010'],
    ['UPI UDIR complaints', 'CRN10010'],
    ['BP Shield', 'BP Shield Gold'],
    ['Zillion Rewards Summary', 'Coins balance'],
    ['Zillion Rewards Transactions', 'ZT1001000'],
    ['Consumer Durable Loans', 'LN100110'],
    ['Postpe Bill Payment', 'BP1001S000'],
    ['Trillion Personal Loan', 'TRL-APP-88001'],
    ['Cashback', 'Tier history'],
    ['Referrals', 'Total referrals: 3'],
    ['Offer Details', 'Exclusive Offers'],
    ['Postpe Chillfest', 'CHF100100'],
  ] as const) {
    await open(page, name);
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    await noSeriousA11y(page, name);
  }

  // VAS Plans: Cancel only on the cancellable order; confirmed; the list reloads with it CANCELLED.
  await open(page, 'VAS Plans');
  const cancellable = page.getByRole('row').filter({ hasText: 'VAS1001V0' });
  const fixed = page.getByRole('row').filter({ hasText: 'VAS1001V1' });
  await expect(fixed.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await noSeriousA11y(page, 'VAS Plans');
  await cancellable.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Cancel VAS Order' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await toast(page, 'VAS order cancelled successfully!');
  await expect(cancellable.getByText('CANCELLED')).toBeVisible();
  await expect(cancellable.getByRole('button', { name: 'Cancel' })).toBeDisabled();

  // Credit Card Bill Payment: Apply ScratchCard on the one payment that offers it.
  await open(page, 'Credit Card Bill Payment');
  const offering = page.getByRole('row').filter({ hasText: 'BP1001C000' });
  await expect(
    page.getByRole('row').filter({ hasText: 'BP1001C002' }).getByRole('button', { name: 'Scratchcard' }),
  ).toBeDisabled();
  await noSeriousA11y(page, 'Credit Card Bill Payment');
  await offering.getByRole('button', { name: 'Scratchcard' }).click();
  await expect(page.getByRole('dialog', { name: 'Apply ScratchCard' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await toast(page, 'Cashback applied Successfully!');
  await expect(offering.getByRole('button', { name: 'Scratchcard' })).toBeDisabled();
  await expect(offering.getByText(/ISSUED/)).toBeVisible();

  // Postpe Loans and the PL EMI Calculator (§9): limit 100,000 + 2% fee exceeds the 101,000 balance → max 98,000.
  await open(page, 'Postpe Loans');
  await expect(page.getByRole('cell', { name: 'LN100100' })).toBeVisible();
  await noSeriousA11y(page, 'Postpe Loans');
  await page.getByRole('button', { name: 'PL EMI Calculator' }).click();
  const calculator = page.getByRole('dialog', { name: 'PL EMI Calculator' });
  await expect(calculator.getByText('Loan amount: ₹98,000.00 (98k)')).toBeVisible();
  await expect(calculator.getByText('₹1,960.00')).toBeVisible();
  await expect(calculator.getByText('24.00%')).toBeVisible();
  await expect(calculator.getByRole('table', { name: 'EMI schedule' }).getByRole('row')).toHaveCount(4);
  await noSeriousA11y(page, 'PL EMI Calculator');
  await calculator.getByRole('button', { name: 'Close' }).click();

  // Timeline: kinds in date order; a chip narrows it.
  await open(page, 'Timeline');
  const items = page.getByRole('list', { name: 'Timeline' }).getByRole('button');
  await expect(items.first()).toBeVisible();
  await noSeriousA11y(page, 'Timeline');
  await page.getByRole('button', { name: 'UPI', exact: true }).click();
  await page.getByRole('button', { name: 'Transaction', exact: true }).click();
  await expect(items.first()).toBeVisible();
  const kinds = await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
  expect(kinds.length).toBeGreaterThan(0);
  expect(kinds.every((k) => k !== 'UPI' && k !== 'TRANSACTION')).toBe(true);
  // A bill-payment row opens the bill order's own dialog (the one its tab's View opens), with its status history.
  const billRow = page.locator('[data-kind="BILL_PAYMENT"]').first();
  for (let i = 0; i < 10 && !(await billRow.isVisible()); i += 1)
    await page.getByRole('button', { name: 'Load more' }).click();
  await billRow.click();
  const order = page.getByRole('dialog', { name: /^Bill order BP1001/ });
  await expect(order.getByRole('table', { name: 'Status history' })).toBeVisible();
  await expect(order.getByText('PAYMENT_INITIATED')).toBeVisible();
  await order.getByRole('button', { name: 'Close' }).click();

  // A consumer with nothing: each tab's empty state as §8 words it.
  await page.goto('/crm/post-pe/1004/trillion');
  await expect(page.getByText('No Trillion Personal Loan application found for this consumer')).toBeVisible({
    timeout: 20_000,
  });
  for (const [name, text] of [
    ['BP Shield', 'No Plan found!'],
    ['VAS Plans', 'No Plan found!'],
    ['Cashback', 'No Cashback Found!'],
    ['Upi Transactions', 'No transactions found!'],
    ['Consumer Durable Loans', 'No Loan Found'],
    ['Referrals', 'No Active Referrals!'],
    ['Postpe Chillfest', 'No Record Found'],
  ] as const) {
    await open(page, name);
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
});

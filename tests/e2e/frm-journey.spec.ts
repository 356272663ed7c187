import { expect, test, type Page } from './helpers/test';
import { istDayOf } from '../../contract/business-time';
import { daysBefore } from '../../contract/disputes/rules';
import { axeFindings, report } from './helpers/axe';
import { account, signIn } from './helpers/sign-in';
import { dateText } from './date-text';

/** Issue 43 item 4: an analyst raises an FRM complaint from a chargeback row and works it on /frm to CLOSED. */
const today = istDayOf(Date.now());
const MODAL = '.MuiModal-root';

async function axe(page: Page, where: string, within?: string) {
  const found = await axeFindings(page, where, within);
  report(where, found);
  expect(found).toEqual([]);
}

test('an analyst raises an FRM complaint from a chargeback row, then works it on /frm to CLOSED with a note and an outcome', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, account('disputes'), '/crm/view/dispute');
  await expect(page.getByRole('heading', { name: 'View Dispute', level: 1 })).toBeVisible();

  // A swipe merchant's transactions 150 to 110 days back: the seed's complaints are on the newest ones.
  const form = page.getByRole('form', { name: 'Search chargeback transactions' });
  await form.getByLabel('Merchant ID').fill('4000000001');
  await form.getByLabel('Start date').fill(dateText(daysBefore(today, 150)));
  await form.getByLabel('End date').fill(dateText(daysBefore(today, 110)));
  await form.getByRole('button', { name: 'Search' }).click();
  const menu = page.getByRole('button', { name: /^Actions for / }).first();
  await expect(menu).toBeVisible();
  await menu.click();
  await page.getByRole('menuitem', { name: 'Raise FRM Complaint' }).click();

  const dialog = page.getByRole('dialog', { name: 'Raise FRM Complaint' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('4000000001')).toBeVisible();
  const amount = dialog.getByRole('textbox', { name: /Amount at risk/ });
  const full = await amount.inputValue();
  expect(Number(full)).toBeGreaterThan(0);
  await axe(page, 'Raise FRM Complaint dialog', MODAL);
  // Never above the transaction's amount.
  await amount.fill(String(Number(full) + 1));
  await expect(dialog.getByText(/Cannot be more than/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Raise complaint' })).toBeDisabled();
  await amount.fill(full);
  await dialog.getByRole('combobox', { name: /Category/ }).click();
  await page.getByRole('option', { name: 'Account takeover' }).click();
  await dialog.getByRole('textbox', { name: /Description/ }).fill('Card holder reports a login from a new device.');
  await dialog.getByRole('button', { name: 'Raise complaint' }).click();
  const toast = page.getByText(/^FRM complaint FRM-\d{6} raised$/);
  await expect(toast).toBeVisible();
  const reference = /FRM-\d{6}/.exec((await toast.textContent()) ?? '')![0];
  await expect(dialog).toHaveCount(0);

  // /frm: find it, open it, note, review, close with an outcome.
  await page.goto('/crm/frm');
  await expect(page.getByRole('heading', { name: 'FRM Complaints', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Open FRM-/ }).first()).toBeVisible();
  await axe(page, '/frm');
  const filters = page.getByRole('search', { name: 'Filter FRM complaints' });
  await filters.getByRole('textbox', { name: 'Search' }).fill(reference);
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: /^Open FRM-/ })).toHaveCount(1);
  await page.getByRole('button', { name: `Open ${reference}` }).click();

  const drawer = page.getByRole('dialog', { name: `FRM complaint ${reference}` });
  await expect(drawer.getByText('Account takeover')).toBeVisible();
  await axe(page, 'FRM complaint drawer', MODAL);
  await drawer.getByRole('textbox', { name: 'New note' }).fill('Called the card holder; the device is not theirs.');
  await drawer.getByRole('button', { name: 'Add note' }).click();
  await expect(drawer.getByText('Called the card holder; the device is not theirs.')).toBeVisible();

  await drawer.getByRole('button', { name: 'Start review' }).click();
  const review = page.getByRole('dialog', { name: 'Move to Under review?' });
  await expect(review.getByText('Open', { exact: true })).toBeVisible();
  await review.getByRole('button', { name: 'Confirm' }).click();
  await expect(review).toHaveCount(0);

  await drawer.getByRole('button', { name: 'Close complaint' }).click();
  const close = page.getByRole('dialog', { name: 'Move to Closed?' });
  await expect(close.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await axe(page, 'Close FRM complaint dialog', MODAL);
  await close.getByRole('combobox', { name: /Outcome/ }).click();
  await page.getByRole('option', { name: 'Fraud confirmed' }).click();
  await close.getByRole('button', { name: 'Confirm' }).click();
  await expect(close).toHaveCount(0);
  await expect(drawer.getByRole('cell', { name: 'Fraud confirmed' })).toBeVisible();
  await expect(drawer.getByRole('cell', { name: 'Closed', exact: true })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close complaint' })).toHaveCount(0);
});

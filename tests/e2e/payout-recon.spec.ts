import { axeFindings } from './helpers/axe';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';
import { dateText } from './date-text';

/** Yesterday in IST, as the server's seed and the page's default have it. */
const yesterday = () => new Date(Date.now() + 330 * 60_000 - 86_400_000).toISOString().slice(0, 10);
const csv = (lines: string[]) => ({
  name: 'bank-statement.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(['utr,amount,status,valueDate', ...lines].join('\n')),
});

test("an operator reconciles yesterday's payouts against an uploaded statement and marks a mismatch reviewed", async ({
  page,
}) => {
  const day = yesterday();
  await signIn(page, account('treasury-maker'), '/crm/payment-recon');
  // The first screen after sign-in loads its chunk: as the other journeys, up to 20 s on a loaded machine (CI once
  // took more than the default 5 s here).
  await expect(page.getByRole('heading', { level: 1, name: 'PayOut' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('From')).toHaveValue(dateText(day));
  const file = page.getByLabel("Bank's statement (CSV: utr, amount, status, valueDate)");
  const reconcile = page.getByRole('button', { name: 'Reconcile' });

  // A statement with a bad line is refused before anything is sent.
  await file.setInputFiles(csv([`RCNMATCH00001,12345.67,PAID,${day}`]));
  await expect(page.getByText('1 lines have errors')).toBeVisible();
  await expect(page.getByText('Status must be one of SUCCESS, FAILED, REVERSED.')).toBeVisible();
  await expect(reconcile).toBeDisabled();

  await file.setInputFiles(
    csv([
      `RCNMATCH00001,12345.67,SUCCESS,${day}`,
      `RCNAMOUNT0001,2050.00,SUCCESS,${day}`,
      `RCNSTUCK00001,4200,SUCCESS,${day}`,
      `RCNE2EBANK001,999,SUCCESS,${day}`,
    ]),
  );
  await expect(page.getByText('4 statement lines ready to reconcile')).toBeVisible();
  await reconcile.click();
  await expect(page.getByText('Reconciliation done')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`Reconciliation #\\d+: ${day} to ${day}`) }),
  ).toBeVisible();

  await expect(page.getByRole('tab', { name: 'Amount or status mismatch (2)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: 'On the statement, not in our books (1)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Matched \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^In our books, not on the statement \(\d+\)$/ })).toBeVisible();
  const card = page.getByRole('group', { name: 'Amount or status mismatch' });
  await expect(card).toContainText('Our books: ₹6,700.00');
  await expect(card).toContainText('Statement: ₹6,250.00');
  await expect(card).toContainText('2 to review');

  const stuck = page.getByRole('row').filter({ hasText: 'RCNSTUCK00001' });
  await expect(stuck).toContainText('Status differs');
  await stuck.getByRole('button', { name: 'Mark reviewed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark reviewed' });
  await dialog.getByRole('textbox').fill('Bank paid it; payout to be marked SUCCESS');
  await dialog.getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(page.getByText('Marked reviewed', { exact: true })).toBeVisible();
  await expect(stuck).toContainText(
    'Reviewed by treasury-maker@console.example: Bank paid it; payout to be marked SUCCESS',
  );
  await expect(card).toContainText('1 to review');

  // The result is usable with assistive technology (no serious or critical axe finding) and from the keyboard.
  expect(await axeFindings(page, 'reconciliation result')).toEqual([]);
  await page.getByRole('tab', { name: 'Amount or status mismatch (2)' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: /^Matched \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('row').filter({ hasText: 'RCNMATCH00001' })).toContainText('Amount and status agree');

  // The statement-only line, then the payout status page of a mismatched payout.
  await page.getByRole('tab', { name: 'On the statement, not in our books (1)' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'RCNE2EBANK001' })).toContainText('₹999.00');
  await page.getByRole('tab', { name: 'Amount or status mismatch (2)' }).click();
  await page.getByRole('row').filter({ hasText: 'RCNAMOUNT0001' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/crm\/payout\/status\?q=RCNAMOUNT0001/);
  await expect(page.getByLabel(/^payout \d+$/)).toContainText('₹2,500.00');
});

test('a user who may only view payout status sees the reconciliations but cannot run one, and is told why', async ({
  page,
}) => {
  await signIn(page, account('treasury-checker'), '/crm/payment-recon');
  await expect(page.getByRole('heading', { level: 1, name: 'PayOut' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Earlier reconciliations' })).toBeVisible();
  const reconcile = page.getByRole('button', { name: 'Reconcile' });
  await expect(reconcile).toBeDisabled();
  await reconcile.locator('..').hover();
  await expect(page.getByRole('tooltip')).toHaveText('You need CAN_UPDATE_PAYOUT_STATUS to run a reconciliation');
});

import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

const MAKER = account('treasury-maker');
const CHECKER = account('treasury-checker');

test('a dynamic interest file with a bad row is refused row by row; fixed, it credits the day', async ({ page }) => {
  await signIn(page, MAKER, '/crm/p2p/variable-earning');
  await expect(page.getByRole('heading', { level: 1, name: 'P2P Variable Earning' })).toBeVisible();
  const header = 'accountNo,interestRate,forDate,remarks';
  const csv = (text: string) => ({ name: 'rates.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page
    .getByTestId('file-variable-earning')
    .setInputFiles(csv(`${header}\nINV00000002,11.5,2026-11-05,Pool\nINV00000007,99,2026-11-05,bad\n`));
  await expect(page.getByTestId('upload-counts')).toHaveText('2 rows: 1 valid, 1 with errors');
  await expect(
    page.getByText('interestRate: Interest rate must be a number above 0 and at most 36, with at most 2 decimals.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();

  await page
    .getByTestId('file-variable-earning')
    .setInputFiles(csv(`${header}\nINV00000002,11.5,2026-11-05,Pool\nINV00000007,9.75,2026-11-05,Pool\n`));
  await expect(page.getByTestId('upload-counts')).toHaveText('2 rows: 2 valid, 0 with errors');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send file' }).click();
  await expect(page.getByText('Variable earnings credited.')).toBeVisible();
});

test('money added to a P2P account is raised by a maker, confirmed, and credited once a checker approves', async ({
  browser,
}) => {
  const maker = await (await browser.newContext()).newPage();
  await signIn(maker, MAKER, '/crm/p2p/add-money');
  await expect(maker.getByRole('heading', { level: 1, name: 'P2P Add Money' })).toBeVisible();
  await maker.getByRole('textbox', { name: 'Account number, mobile or merchant id' }).fill('INV00000006');
  await maker.getByRole('button', { name: 'Find' }).click();
  await maker.getByRole('row').filter({ hasText: 'INV00000006' }).click();
  const raise = maker.getByRole('button', { name: 'Raise add money request' });
  await expect(raise).toBeDisabled();
  await maker.getByRole('textbox', { name: 'Amount' }).fill('1500');
  await maker.getByRole('textbox', { name: 'Reference' }).fill('NEFTE2E1');
  await maker.getByRole('textbox', { name: 'Remarks' }).fill('E2E investor top-up');
  await raise.click();
  const confirm = maker.getByRole('dialog', { name: /Add money to INV00000006/ });
  await expect(confirm).toContainText('₹1,500.00');
  await confirm.getByRole('button', { name: 'Raise request' }).click();
  await expect(
    maker.getByText('Add money request raised; the account is credited once a checker approves it.'),
  ).toBeVisible();

  const checker = await (await browser.newContext()).newPage();
  await signIn(checker, CHECKER, '/crm/approvals');
  const card = checker.getByRole('article').filter({ hasText: 'E2E investor top-up' });
  await expect(card).toContainText('P2P add money');
  await card.getByRole('button', { name: 'Approve' }).click();
  await checker
    .getByRole('dialog')
    .getByRole('textbox', { name: /Remarks/ })
    .fill('Bank credit seen');
  await checker.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(card).toBeHidden();
});

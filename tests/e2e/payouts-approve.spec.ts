import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

const PENDING = `/crm/postpe-payouts?filter=${encodeURIComponent(JSON.stringify({ status: 'APPROVAL_PENDING' }))}`;

test('checker approves a payout in APPROVAL_PENDING with remarks and sees Payout Success', async ({ page }) => {
  await signIn(page, account('checker'), PENDING);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Payout List' }).or(page.getByText('Payout List').first()),
  ).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'APPROVAL_PENDING' }).first();
  const agent = await row.getByRole('cell').first().innerText();

  await row.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: 'Payout details' });
  for (const label of [
    'Transaction ID',
    'Updated',
    'Created',
    'Amount',
    'Fee waived',
    'Bank ID',
    'Beneficiary name',
    'Account number',
    'IFSC',
  ]) {
    await expect(details.getByRole('rowheader', { name: label, exact: true })).toBeVisible();
  }
  await expect(details.getByRole('row').filter({ hasText: 'Created' })).toContainText(
    /\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}/,
  );
  await details.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve Payout' });
  const approve = dialog.getByRole('button', { name: 'Approve' });
  await expect(approve).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Remarks/ }).fill('   ');
  await expect(approve).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Remarks/ }).fill('Verified with bank statement');
  await approve.click();
  await expect(page.getByText('Payout Success')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(agent).toContain('@');
});

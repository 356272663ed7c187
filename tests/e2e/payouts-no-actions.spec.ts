import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

test('ops (CAN_VIEW_PAYOUT without CAN_APPROVE_PAYOUT) sees payouts but no Actions column', async ({ page }) => {
  await signIn(page, account('ops'), '/crm/postpe-payouts');
  await expect(page.getByRole('columnheader', { name: 'Agent e-mail' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Details' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText('₹');
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
});

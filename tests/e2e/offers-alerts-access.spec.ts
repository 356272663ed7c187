import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';
import { openMenuGroups } from './helpers/menu';

test('support@console.example cannot see or reach Offers or Deposit Alerts', async ({ page }) => {
  await signIn(page, account('support'), '/crm/postpe-offers');
  await expect(page.getByRole('heading', { level: 1, name: 'Not authorized!' })).toBeVisible();
  await openMenuGroups(page);
  await expect(page.getByRole('menuitem', { name: 'Offers' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Deposit Alerts' })).toHaveCount(0);
  await page.goto('/crm/deposit/alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Not authorized!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await page.goto('/crm/postpe-offers/create');
  await expect(page.getByRole('textbox', { name: 'Brand' })).toHaveCount(0);
});

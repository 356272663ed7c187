import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';
import { openMenuGroups } from './helpers/menu';

test('a user without permissions lands on Not authorized! with an empty menu', async ({ page }) => {
  await signIn(page, account('noaccess'));
  await expect(page).toHaveURL(/\/crm\/(user|access-denied)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Not authorized!' })).toBeVisible();
  await openMenuGroups(page);
  await expect(page.getByRole('menuitem', { name: 'Users List' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Role & Permission' })).toHaveCount(0);
});

import { expect, test } from './helpers/test';
import { account, signInWithCode } from './helpers/sign-in';
import { openMenuGroups } from './helpers/menu';

test('admin signs in with a code, lands on the page first asked for, sees every menu item and signs out', async ({
  page,
}) => {
  await signInWithCode(page, account('admin'), '/crm/role-permission');
  await expect(page).toHaveURL(/\/crm\/role-permission$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Role & Permission' })).toBeVisible();
  await expect(page).toHaveTitle(/Role & Permission/);
  await openMenuGroups(page);
  await expect(page.getByRole('menuitem', { name: 'Users List' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Role & Permission' })).toBeVisible();
  // Every label is shown whole (long ones wrap): none is cut to '…', so no two items read the same.
  const cut = await page
    .locator('a[role="menuitem"] p, a[role="menuitem"] span')
    .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent));
  expect(cut).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();

  // The profile button carries the initials of 'Asha Admin'.
  const profile = page.getByRole('button', { name: 'Profile' });
  await expect(profile).toContainText('AA');
  await profile.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

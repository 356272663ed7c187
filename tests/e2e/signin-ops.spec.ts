import { expect, test } from './helpers/test';
import { account, signInWithCode } from './helpers/sign-in';
import { openMenuGroups } from './helpers/menu';

test('ops lands on the users list it asked for and sees only the items its permissions allow', async ({ page }) => {
  await signInWithCode(page, account('ops'), '/crm/user?order=ASC&sort=email');
  await expect(page).toHaveURL(/\/crm\/user\?order=ASC&sort=email$/);
  await expect(page).toHaveTitle(/Users List/);
  await openMenuGroups(page);
  await expect(page.getByRole('menuitem', { name: 'Users List' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Role & Permission' })).toHaveCount(0);
  await expect(page.getByText('admin@console.example')).toBeVisible();
  // CAN_LIST_USER only: no create, edit or delete.
  await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  // …and the routes refuse too.
  await page.goto('/crm/user/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Not authorized!' })).toBeVisible();
  await page.goto('/crm/role-permission');
  await expect(page.getByRole('heading', { level: 1, name: 'Not authorized!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile' })).toContainText('OK');
});

test('a disputes analyst, who may not list users, lands on the first page of their menu, not on Not authorized!', async ({
  page,
}) => {
  await signInWithCode(page, account('disputes'));
  await expect(page).toHaveURL(/\/crm\/view\/dispute$/);
  await expect(page.getByRole('heading', { level: 1, name: 'View Dispute' })).toBeVisible();
  await page.goto('/crm/no-such-page');
  await expect(page).toHaveURL(/\/crm\/view\/dispute$/);
});

import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

test('the menu is grouped by area; a group holding the page is open, and what the user opens or closes is remembered after signing in again', async ({
  page,
}) => {
  await signIn(page, account('admin'), '/crm/user');
  // Hovering the top bar's menu button shows its tooltip.
  await page.getByRole('button', { name: 'Close menu' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Close menu');
  const menu = page.getByRole('menu').first();
  // A group's header: the menu item that opens and closes it (the only items with aria-expanded).
  const group = (name: string) => menu.locator('[aria-expanded]', { hasText: new RegExp(`^${name}$`) });
  for (const name of ['Merchants', 'Consumer credit', 'Disputes', 'Payouts', 'Investments and deposits', 'Uploads'])
    await expect(group(name)).toHaveAttribute('aria-expanded', 'false');
  // The page's own group is open, its item marked as the current one, its link inside the console.
  await expect(group('Users and roles')).toHaveAttribute('aria-expanded', 'true');
  const users = menu.getByRole('menuitem', { name: 'Users List' });
  await expect(users).toHaveAttribute('href', '/crm/user');
  await expect(users).toHaveClass(/RaMenuItemLink-active/);
  // The approvals inbox stays at the top level.
  await expect(menu.getByRole('menuitem', { name: 'Approvals' })).toBeVisible();

  await group('Disputes').click();
  await expect(menu.getByRole('menuitem', { name: 'View Dispute', exact: true })).toBeVisible();
  // The group opens with an animation that moves the headers below it: a click on one while it moves can land
  // its press and release on different elements (no click). Wait until the group has finished opening.
  const opened = menu.locator('.MuiCollapse-entered', { has: page.getByRole('group', { name: 'Disputes' }) });
  await expect(opened).toHaveCount(1);
  await group('Users and roles').click();
  await expect(users).toHaveCount(0);

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  // Signing out navigates to the sign-in screen; a new page.goto before it settles is aborted.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await signIn(page, account('admin'), '/crm/user');
  await expect(group('Disputes')).toHaveAttribute('aria-expanded', 'true');
  await expect(group('Users and roles')).toHaveAttribute('aria-expanded', 'false');
});

test('a group shows only when one of its items is allowed', async ({ page }) => {
  await signIn(page, account('disputes'), '/crm/');
  const menu = page.getByRole('menu').first();
  const group = (name: string) => menu.locator('[aria-expanded]', { hasText: new RegExp(`^${name}$`) });
  await expect(group('Disputes')).toBeVisible();
  for (const name of ['Users and roles', 'Payouts', 'Consumer credit', 'Investments and deposits'])
    await expect(group(name)).toHaveCount(0);
});

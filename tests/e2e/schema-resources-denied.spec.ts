import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';
import { openMenuGroups } from './helpers/menu';

test('support cannot see notifications, FD plans or limits, and gets Not authorized! on their URLs', async ({
  page,
}) => {
  await signIn(page, account('support'));
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await openMenuGroups(page);
  for (const item of ['Notifications', 'FD Plans', 'Transaction Limits', 'Add FD Plan']) {
    await expect(page.getByRole('menuitem', { name: item })).toHaveCount(0);
  }
  for (const path of [
    '/crm/notifications',
    '/crm/notifications/create',
    '/crm/investment-fd-plans',
    '/crm/investment-fd-plans/create',
    '/crm/plan/add',
    '/crm/limits',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Not authorized!' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
});

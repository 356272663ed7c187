import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

test('two admins edit the same user: the later save is told the record changed and can reload', async ({ browser }) => {
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await signIn(first, account('admin'), '/crm/user/12');
  await signIn(second, account('admin'), '/crm/user/12');
  const name = (page: typeof first) => page.getByRole('textbox', { name: 'Name' });
  await expect(name(first)).not.toHaveValue('');
  await expect(name(second)).not.toHaveValue('');

  await name(first).fill('Renamed First');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first).toHaveURL(/\/crm\/user(\?.*)?$/);

  await name(second).fill('Renamed Second');
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(
    second.getByRole('alert').filter({ hasText: 'This record was changed by someone else since you opened it.' }),
  ).toBeVisible();
  await second.getByRole('button', { name: 'Reload' }).click();
  await expect(name(second)).toHaveValue('Renamed First');
});

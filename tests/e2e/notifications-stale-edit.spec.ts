import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

test('two ops edit the same notification: the later save is refused with "changed since you opened it", nothing lost', async ({
  browser,
}) => {
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await signIn(first, account('ops'), '/crm/notifications/3');
  await signIn(second, account('admin'), '/crm/notifications/3');
  const heading = (page: typeof first) => page.getByRole('textbox', { name: 'Heading' });
  await expect(heading(first)).not.toHaveValue('');
  await expect(heading(second)).not.toHaveValue('');

  await heading(first).fill('Saved first');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first).toHaveURL(/\/crm\/notifications(\?.*)?$/);

  await heading(second).fill('Saved second');
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(
    second.getByRole('alert').filter({ hasText: 'This record was changed by someone else since you opened it.' }),
  ).toBeVisible();
  await expect(second).toHaveURL(/\/crm\/notifications\/3$/);

  // Reload brings the other person's change in; saving again then works.
  await second.getByRole('button', { name: 'Reload' }).click();
  await expect(heading(second)).toHaveValue('Saved first');
  await heading(second).fill('Saved second');
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(second).toHaveURL(/\/crm\/notifications(\?.*)?$/);
  await expect(second.getByRole('row').filter({ hasText: 'Saved second' })).toBeVisible();
});

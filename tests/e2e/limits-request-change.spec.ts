import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

test('a maker goes from a limit to a change request for it; ops, who may not raise one, has no such button', async ({
  browser,
}) => {
  const maker = await (await browser.newContext()).newPage();
  await signIn(maker, account('maker'), '/crm/limits');
  const row = maker.getByRole('row').filter({ hasText: 'IMPS' }).first();
  await row.getByRole('link', { name: 'Request change' }).click();
  await expect(maker).toHaveURL(/\/crm\/limit-requests\?limitId=\d+$/);
  await expect(maker.getByRole('heading', { level: 1, name: 'Request limit change' })).toBeVisible();
  await expect(maker.getByRole('combobox', { name: /Limit configuration/ })).toContainText('IMPS');

  const ops = await (await browser.newContext()).newPage();
  await signIn(ops, account('ops'), '/crm/limits');
  await expect(ops.getByRole('row').filter({ hasText: 'IMPS' }).first()).toBeVisible();
  await expect(ops.getByRole('link', { name: 'Request change' })).toHaveCount(0);
});

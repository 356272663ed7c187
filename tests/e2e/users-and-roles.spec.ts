import { readFileSync } from 'node:fs';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

test('admin adds, edits and deletes a user, and edits a role on Role & Permission', async ({ page }) => {
  await signIn(page, account('admin'), '/crm/user/create');
  await expect(page).toHaveURL(/\/crm\/user\/create$/);
  await page.getByRole('textbox', { name: 'Name' }).fill('Test Person');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('test.person@console.example');
  await page.getByRole('checkbox', { name: 'Operations' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/crm\/user(\?.*)?$/);
  await page.getByRole('textbox', { name: 'Search' }).fill('Test Person');

  const row = page.getByRole('row').filter({ hasText: 'test.person@console.example' });
  await row.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Test Person Renamed');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Test Person Renamed' })).toBeVisible();

  // The list's CSV export, through the console's one exporter: a BOM for Excel, the columns under their headers.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv.split('\r\n')[0]).toBe('\uFEFFName,E-mail,Mobile,Disabled,Sign-in locked,Created');
  expect(csv).toContain('test.person@console.example');

  await page
    .getByRole('row')
    .filter({ hasText: 'Test Person Renamed' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Test Person Renamed' })).toHaveCount(0);

  await page.goto('/crm/role-permission');
  await page.getByRole('combobox', { name: /^Role/ }).click();
  await page.getByRole('option', { name: 'Maker', exact: true }).click();
  const box = page.getByRole('checkbox', { name: 'CAN_VIEW_AUDIT_TRAIL' });
  await expect(box).not.toBeChecked();
  await box.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
});

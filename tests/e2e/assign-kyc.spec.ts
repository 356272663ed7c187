import { axeFindings } from './helpers/axe';
import { expect, test, type Page } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/** The open cases the load table shows for a reviewer (by e-mail). */
async function openOf(page: Page, email: string): Promise<number> {
  const row = page
    .getByRole('table', { name: 'Reviewers and the cases they hold' })
    .getByRole('row', { name: new RegExp(email) });
  return Number((await row.getByRole('cell').nth(1).innerText()).trim());
}

/**
 * /assign-kyc (issue 43 item 6): the KYC admin sees each reviewer's load, assigns a waiting case to one (the dialog
 * names each reviewer's open cases), and the load moves at once.
 */
test('an admin assigns a waiting KYC case to a reviewer and sees the reviewer’s load grow', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, account('ops'), '/crm/assign-kyc');
  await expect(page.getByRole('heading', { level: 1, name: 'Assign KYC' })).toBeVisible({ timeout: 20_000 });
  const loadTable = page.getByRole('table', { name: 'Reviewers and the cases they hold' });
  await expect(loadTable.getByRole('row', { name: /maker@console\.example/ })).toBeVisible({ timeout: 20_000 });
  const before = await openOf(page, 'maker@console.example');
  expect(await axeFindings(page, '/assign-kyc')).toEqual([]);

  // The last waiting case on the page: merchant-changes.spec.ts assigns the first one (the suite shares a server).
  const first = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Assign' }) })
    .last();
  const caseId = (await first.getByRole('cell').first().innerText()).trim();
  await first.getByRole('button', { name: 'Assign' }).click();
  const dialog = page.getByRole('dialog', { name: `Assign case #${caseId}` });
  await dialog.getByRole('combobox', { name: /Reviewer/ }).click();
  const option = page.getByRole('option', { name: /maker@console\.example/ });
  await expect(option).toContainText(`${before} open case`);
  await option.click();
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Case assigned.')).toBeVisible();
  await expect.poll(() => openOf(page, 'maker@console.example')).toBe(before + 1);
});

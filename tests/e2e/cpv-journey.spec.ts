import { axeFindings } from './helpers/axe';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/**
 * CPV visits (issue 43 item 6): an admin adds a field agent serving a waiting merchant's pincode, assigns the visit to
 * them on /assign-cpv, records its outcome, and finds it on /cpv-reports under the new agent; and
 * /new-merchant/referral-code opens the referral screen (not a merchant 360 for the id "referral-code").
 */
test('add an agent, assign a waiting visit to them, record it, and the report shows it', async ({ page }) => {
  test.setTimeout(180_000);
  const name = `Esha Field ${Date.now() % 100_000}`;
  await signIn(page, account('admin'), '/crm/assign-cpv');
  await expect(page.getByRole('heading', { name: 'Assign CPV', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('table', { name: 'Agent load' })).toBeVisible({ timeout: 20_000 });
  const queue = page.getByRole('table', { name: 'Visits awaiting a CPV' });
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Awaiting assignment' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  // The last waiting visit on the page: other journeys on the same server take the first ones.
  const row = queue.locator('tbody tr', { hasText: 'Awaiting assignment' }).last();
  await expect(row).toBeVisible({ timeout: 20_000 });
  expect(await axeFindings(page, '/assign-cpv')).toEqual([]);
  const merchant = (await row.locator('td').nth(0).innerText()).trim();
  const pincode = (await row.locator('td').nth(2).innerText()).trim();

  await page.goto('/crm/cpv-add-agent');
  await expect(page.getByRole('heading', { name: 'CPV Add Agent', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('table', { name: 'CPV field agents' })).toContainText('XXXXXX', { timeout: 20_000 });
  expect(await axeFindings(page, '/cpv-add-agent')).toEqual([]);
  await page.getByRole('button', { name: 'Add agent' }).click();
  const add = page.getByRole('dialog', { name: 'Add a CPV field agent' });
  await add.getByRole('textbox', { name: /^Name/ }).fill(name);
  await add.getByRole('textbox', { name: /^E-mail/ }).fill(`esha.${Date.now()}@field.example`);
  await add.getByRole('textbox', { name: /^Mobile/ }).fill('9811122334');
  await add.getByRole('textbox', { name: /^City/ }).fill('Pune');
  await add.getByRole('textbox', { name: /^Pincodes served/ }).fill(pincode);
  expect(await axeFindings(page, 'add agent dialog', '[role="dialog"]')).toEqual([]);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Agent ${name} saved.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'CPV field agents' })).toContainText(name);

  await page.goto('/crm/assign-cpv');
  await expect(page.getByRole('table', { name: 'Agent load' })).toContainText(name, { timeout: 20_000 });
  await page.getByRole('button', { name: `Assign the visit to ${merchant}` }).click();
  const assign = page.getByRole('dialog', { name: 'Assign the CPV visit' });
  await assign.getByRole('combobox', { name: /Agent/ }).click();
  await page.getByRole('option', { name: `${name} (0 open visits)` }).click();
  await expect(assign).toContainText(merchant);
  expect(await axeFindings(page, 'assign dialog', '[role="dialog"]')).toEqual([]);
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText(`Visit to ${merchant} assigned to ${name}.`)).toBeVisible();

  const mine = page.getByRole('table', { name: 'Visits awaiting a CPV' }).locator('tbody tr', { hasText: name });
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Assigned' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: `Record the outcome of the visit to ${merchant}` }).click();
  const record = page.getByRole('dialog', { name: 'Record the CPV visit outcome' });
  await record.getByRole('combobox', { name: /Outcome/ }).click();
  await page.getByRole('option', { name: 'Verified' }).click();
  await record.getByRole('textbox', { name: /remarks/i }).fill('Shop found at the address, owner present');
  expect(await axeFindings(page, 'record outcome dialog', '[role="dialog"]')).toEqual([]);
  await record.getByRole('button', { name: 'Record outcome' }).click();
  await expect(page.getByText(`Outcome of the visit to ${merchant} recorded: Verified.`)).toBeVisible();
  await expect(mine).toHaveCount(0);

  await page.goto('/crm/cpv-reports');
  await expect(page.getByRole('heading', { name: 'CPV Reports', level: 1 })).toBeVisible({ timeout: 20_000 });
  const report = page.getByRole('table', { name: 'CPV outcomes by period and agent' });
  const line = report.locator('tbody tr', { hasText: name });
  await expect(line).toHaveCount(1, { timeout: 20_000 });
  await expect(line.locator('td')).toHaveText([/\d{4}-\d{2}-\d{2}/, name, '1', '0', '0', '0', '1']);
  expect(await axeFindings(page, '/cpv-reports')).toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^cpv-report-day-.*\.csv$/);
});

test('/new-merchant/referral-code opens the referral screen: the owner of a code and who signed up with it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, account('admin'), '/crm/new-merchant/referral-code');
  await expect(page.getByRole('heading', { name: 'Referral Code', level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'Referral code' }).fill('ref1000001');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Owner of the code')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Open merchant 1000001' })).toBeVisible();
  const signups = page.getByRole('table', { name: 'Referral signups' });
  await expect(signups.locator('tbody tr')).toHaveCount(12);
  expect(await axeFindings(page, '/new-merchant/referral-code')).toEqual([]);
});

import { axeFindings } from './helpers/axe';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/**
 * Insurance (issue 46 item 3): the insurance desk finds the demo consumer's policies (every state, premium in ₹,
 * claims), then one policy by its id, and downloads the export of a range of issue days as CSV.
 */
test('the insurance desk reads a consumer’s policies and claims, and exports policies as CSV', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, account('insurance'), '/crm/insurance-detail');
  await expect(page.getByRole('heading', { name: 'Insurance Detail', level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'Consumer ID or policy ID' }).fill('1001');
  await page.getByRole('button', { name: 'Find' }).click();
  const active = page.getByRole('region', { name: 'POL-1001-1' });
  await expect(active).toBeVisible({ timeout: 20_000 });
  await expect(active).toContainText('Acko General Insurance');
  await expect(active).toContainText('₹499');
  await expect(active.getByRole('table', { name: 'Claims' }).locator('tbody tr')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'POL-1001-2' })).toContainText('CANCELLED');
  expect(await axeFindings(page, '/insurance-detail')).toEqual([]);

  await page.getByRole('textbox', { name: 'Consumer ID or policy ID' }).fill('POL-1001-3');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('region', { name: /^POL-/ })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'POL-1001-3' })).toContainText('EXPIRED');

  await page.goto('/crm/insurance-export');
  await expect(page.getByRole('heading', { name: 'Insurance Export', level: 1 })).toBeVisible({ timeout: 20_000 });
  expect(await axeFindings(page, '/insurance-export')).toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^insurance-policies-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8');
  expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toContain('Policy ID,Consumer ID,Plan code');
  await expect(page.getByText(/^Policies issued .* exported\.$/)).toBeVisible();
});

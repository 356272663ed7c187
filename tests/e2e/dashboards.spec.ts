import type { Page } from '@playwright/test';
import { axeFindings } from './helpers/axe';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/**
 * The Dashboards group (issue 46 item 1): the quick summary's tiles open the lists they count, which show the same
 * numbers; the TP and IVR dashboards draw their charts with the same figures in tables. No serious axe finding.
 */
const tileCount = async (page: Page, name: RegExp) => {
  const label = (await page.getByRole('link', { name }).first().getAttribute('aria-label')) ?? '';
  return Number(/: (\d+)$/.exec(label)?.[1]);
};

test('quick summary tiles open the payouts list and the approvals inbox showing the same counts', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, account('checker'), '/crm/quick-summary');
  await expect(page.getByRole('heading', { name: 'Quick Summary', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Payouts by state', level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payouts by state' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Payouts by state: chart/ })).toBeVisible();
  expect(await axeFindings(page, '/quick-summary')).toEqual([]);

  // Payouts waiting for approval: the tile's number is the list's total under the same status filter.
  const pending = await tileCount(page, /^Open the list: APPROVAL_PENDING: \d+$/);
  expect(pending).toBeGreaterThan(0);
  await page.getByRole('link', { name: /^Open the list: APPROVAL_PENDING: / }).click();
  await expect(page).toHaveURL(/\/crm\/postpe-payouts\?filter=/);
  await expect(page.getByText(new RegExp(`^1–\\d+ of ${pending}$`))).toBeVisible({ timeout: 20_000 });

  // Approvals waiting, Payout kind: the inbox opens on that kind with the same pending count.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Approvals waiting', level: 2 })).toBeVisible({ timeout: 20_000 });
  const payouts = await tileCount(page, /^Open the list: Payout: \d+$/);
  await page.getByRole('link', { name: /^Open the list: Payout: / }).click();
  await expect(page).toHaveURL(/\/crm\/approvals\?kind=PAYOUT/);
  await expect(page.getByRole('combobox', { name: 'Kind' })).toHaveText(`Payout (${payouts})`, { timeout: 20_000 });
});

test('the TP and IVR dashboards render their figures in tables beside the charts', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, account('ops'), '/crm/tp-dashboard');
  await expect(page.getByRole('heading', { name: 'TP Dashboard', level: 1 })).toBeVisible({ timeout: 20_000 });
  const balances = page.getByRole('table', { name: 'Balances by product' });
  await expect(balances.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await expect(balances).toContainText('₹');
  await expect(page.getByRole('table', { name: 'Inflows and outflows by product and day' })).toBeVisible();
  await page.getByRole('img', { name: /Balances by product: chart/ }).focus();
  await expect(page.getByRole('img', { name: /Balances by product: chart/ })).toBeFocused();
  expect(await axeFindings(page, '/tp-dashboard')).toEqual([]);

  await page.goto('/crm/ivr-dashboard');
  await expect(page.getByRole('heading', { name: 'IVR Dashboard', level: 1 })).toBeVisible({ timeout: 20_000 });
  // A day of the seeded week before today, so its calls are there whatever the hour.
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Day').fill(day);
  const languages = page.getByRole('table', { name: 'Calls by language', exact: true });
  await expect(languages.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await expect(languages).toContainText('Hindi');
  await expect(languages).toContainText('%');
  await expect(page.getByRole('table', { name: 'Calls by language and hour' })).toBeVisible();
  expect(await axeFindings(page, '/ivr-dashboard')).toEqual([]);
});

import type { Page } from '@playwright/test';
import { axeFindings } from './helpers/axe';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/**
 * Issue 46 item 1, Done when: "the quick summary's tiles match the lists they open". For each kind of tile (payouts,
 * approvals, disputes, uploads, jobs, SLA breaches) the figure on the tile is the total the list it opens shows:
 * react-admin's pagination ("1–20 of N") or the bespoke lists' "N in all". One tile is opened by keyboard. No serious
 * axe finding on the summary or the lists it opens.
 */
const SUMMARY = '/crm/quick-summary';
const number = (text: string) => Number(text.replace(/,/g, ''));

/** The first tile of a section with a figure above zero (so its list has rows and a pager): its name and figure. */
async function tileOf(page: Page, section: string, name = /.*/): Promise<{ label: string; count: number }> {
  const region = page.locator('section').filter({ has: page.getByRole('heading', { name: section, level: 2 }) });
  const links = region.getByRole('link');
  await expect(links.first()).toBeVisible({ timeout: 20_000 });
  for (const label of await links.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))) {
    const count = Number(/: (\d+)$/.exec(label)?.[1]);
    if (count > 0 && name.test(label)) return { label, count };
  }
  throw new Error(`No tile above zero in ${section}`);
}

async function backToSummary(page: Page) {
  await page.goto(SUMMARY);
  await expect(page.getByRole('heading', { name: 'Quick Summary', level: 1 })).toBeVisible({ timeout: 20_000 });
}

/** react-admin's pager on the opened list: "1–n of total". */
const raTotal = (page: Page, total: number) =>
  expect(page.getByText(new RegExp(`^1–\\d+ of ${total.toLocaleString('en-IN')}$`))).toBeVisible({ timeout: 20_000 });

/** The bespoke lists' pager: "total in all". */
async function inAllTotal(page: Page): Promise<number> {
  const total = page.getByTestId('list-total');
  await expect(total).toBeVisible({ timeout: 20_000 });
  return number((await total.innerText()).replace(' in all', ''));
}

test('every kind of quick-summary tile opens its list showing the same total', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, account('admin'), SUMMARY);
  await expect(page.getByRole('heading', { name: 'Quick Summary', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Disputes by product and state', level: 2 })).toBeVisible();
  expect(await axeFindings(page, '/quick-summary')).toEqual([]);

  // Payouts by state, opened by keyboard: focus the tile and press Enter.
  const payout = await tileOf(page, 'Payouts by state', /APPROVAL_PENDING/);
  await page.getByRole('link', { name: payout.label, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/crm\/postpe-payouts\?filter=/);
  await raTotal(page, payout.count);

  // Approvals waiting: the inbox opens on the kind, its count the tile's.
  await backToSummary(page);
  const approval = await tileOf(page, 'Approvals waiting', /Payout/);
  await page.getByRole('link', { name: approval.label, exact: true }).click();
  await expect(page).toHaveURL(/\/crm\/approvals\?kind=PAYOUT/);
  await expect(page.getByRole('combobox', { name: 'Kind' })).toHaveText(`Payout (${approval.count})`, {
    timeout: 20_000,
  });

  // Disputes by product and state: the case list on that product and tab.
  await backToSummary(page);
  const dispute = await tileOf(page, 'Disputes by product and state');
  await page.getByRole('link', { name: dispute.label, exact: true }).click();
  await expect(page).toHaveURL(/\/crm\/alerts\/dispute\?product=\w+&status=\w+/);
  await raTotal(page, dispute.count);
  expect(await axeFindings(page, '/alerts/dispute')).toEqual([]);

  // Uploads by outcome: the upload activity under that outcome.
  await backToSummary(page);
  const upload = await tileOf(page, 'Uploads by outcome');
  await page.getByRole('link', { name: upload.label, exact: true }).click();
  await expect(page).toHaveURL(/\/crm\/upload-activity\?state=\w+/);
  expect(await inAllTotal(page)).toBe(upload.count);
  expect(await axeFindings(page, '/upload-activity')).toEqual([]);

  // Job queue by state: the Bulk Process monitor on the queue's jobs of that state.
  await backToSummary(page);
  const job = await tileOf(page, 'Job queue by state');
  await page.getByRole('link', { name: job.label, exact: true }).click();
  await expect(page).toHaveURL(/\/crm\/bulk-process\?source=QUEUE&state=\w+/);
  expect(await inAllTotal(page)).toBe(job.count);
  expect(await axeFindings(page, '/bulk-process')).toEqual([]);

  // SLA breaches: a dispute breach opens the case list under its overdue filter, with the same total.
  await backToSummary(page);
  const breach = await tileOf(page, 'SLA breaches', /Dispute cases open over 7 days/);
  await page.getByRole('link', { name: breach.label, exact: true }).click();
  await expect(page).toHaveURL(/\/crm\/alerts\/dispute\?.*overdue=true/);
  await expect(page.getByText('Only cases open over 7 days (past their SLA) are shown.')).toBeVisible({
    timeout: 20_000,
  });
  await raTotal(page, breach.count);
});

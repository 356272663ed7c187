import type { Page } from '@playwright/test';
import { istInputOf } from '../../contract/bank-downtime/rules';
import { axeFindings } from './helpers/axe';
import { inboxRow } from './helpers/inbox';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/**
 * Issue 46 item 2: a maker drafts a push campaign on /postpe-campaign (an over-long title refused as typed) and sends
 * it for launch; a second person approves the launch in the approvals inbox; the maker then sees it live. axe clean on
 * the page and its dialogs.
 */
const TAG = `E2E campaign ${Date.now() % 1_000_000}`;

async function page(browser: import('@playwright/test').Browser, who: string, path: string): Promise<Page> {
  const p = await (await browser.newContext()).newPage();
  await signIn(p, account(who), path);
  return p;
}

test('a campaign drafted by a maker is launched by a checker', async ({ browser }) => {
  test.setTimeout(180_000);
  const maker = await page(browser, 'maker', '/crm/postpe-campaign');
  await expect(maker.getByRole('heading', { level: 1, name: 'PostPe Campaign' })).toBeVisible({ timeout: 20_000 });
  await expect(maker.getByRole('table', { name: 'Campaigns' }).locator('tbody tr').first()).toBeVisible({
    timeout: 20_000,
  });
  expect(await axeFindings(maker, '/postpe-campaign')).toEqual([]);

  await maker.getByRole('button', { name: 'New campaign' }).click();
  const form = maker.getByRole('dialog', { name: 'New campaign' });
  await form.getByRole('textbox', { name: 'Name' }).fill(TAG);
  await form.getByLabel('Starts (IST)').fill(istInputOf(Date.now() - 5 * 60_000));
  await form.getByLabel('Ends (IST)').fill(istInputOf(Date.now() + 3 * 86_400_000));
  await form.getByRole('textbox', { name: 'Title' }).fill('x'.repeat(70));
  await form.getByRole('textbox', { name: 'Message' }).fill('Your new limit is ready in the app.');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByText('Too long for this channel.')).toBeVisible();
  expect(await axeFindings(maker, '/postpe-campaign new campaign')).toEqual([]);
  await form.getByRole('textbox', { name: 'Title' }).fill('Your limit went up');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(maker.getByText(`Campaign "${TAG}" saved as a draft.`)).toBeVisible();

  await maker.getByRole('button', { name: `Send for launch: ${TAG}` }).click();
  const send = maker.getByRole('dialog');
  await expect(send).toContainText('Push');
  await expect(send).toContainText('All consumers');
  expect(await axeFindings(maker, '/postpe-campaign launch')).toEqual([]);
  await send.getByRole('textbox', { name: /Remarks/ }).fill(TAG);
  await send.getByRole('button', { name: 'Send for approval' }).click();
  await expect(maker.getByText(`Launch of "${TAG}" sent for approval.`)).toBeVisible();
  const row = maker.getByRole('table', { name: 'Campaigns' }).getByRole('row').filter({ hasText: TAG });
  await expect(row).toContainText('Waiting for approval');

  const checker = await page(browser, 'checker', '/crm/approvals');
  await expect(checker.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible({ timeout: 20_000 });
  await inboxRow(checker, TAG).click();
  const card = checker.getByRole('article', { name: /^Campaign launch #\d+$/ });
  await expect(card).toContainText('Consumers reached');
  await card.getByRole('button', { name: 'Approve' }).click();
  const approve = checker.getByRole('dialog');
  await approve.getByRole('textbox', { name: /Remarks/ }).fill('Content and audience checked');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByText(/Request approved. The campaign is launched/).first()).toBeVisible();

  await maker.reload();
  await expect(maker.getByRole('table', { name: 'Campaigns' }).getByRole('row').filter({ hasText: TAG })).toContainText(
    'Live',
    { timeout: 20_000 },
  );
});

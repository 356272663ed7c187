import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';
import { openInboxItem } from './helpers/inbox';

test('maker raises a limit change and a goodwill cashback; checker sees the diff, approves one and rejects the other', async ({
  browser,
}) => {
  test.setTimeout(120_000); // two staff, two requests, the inbox twice: slow on a busy machine
  const makerPage = await (await browser.newContext()).newPage();
  await signIn(makerPage, account('maker'), '/crm/limit-requests');
  await expect(makerPage.getByRole('heading', { level: 1, name: 'Request limit change' })).toBeVisible();
  await makerPage.getByRole('combobox', { name: /Limit configuration/ }).click();
  await makerPage.getByRole('option').nth(4).click();
  await makerPage.getByRole('textbox', { name: /New Max count/ }).fill('42');
  await makerPage.getByRole('textbox', { name: /Remarks/ }).fill('E2E festive limit');
  await makerPage.getByRole('button', { name: 'Submit request' }).click();
  await expect(makerPage.getByText('Limit update request placed successfully!')).toBeVisible();

  await makerPage.goto('/crm/goodwill/cashback');
  // A seeded consumer and one of their transactions: the server refuses ones that do not exist.
  await makerPage.getByRole('textbox', { name: /Consumer ID/ }).fill('1001');
  await makerPage.getByRole('textbox', { name: /Transaction ID/ }).fill('TXN-QR-FAILED');
  await makerPage.getByRole('textbox', { name: /Remarks/ }).fill('E2E goodwill gesture');
  // Issue 41 item 2: an amount too long is kept as typed, refused with its message, and nothing is sent.
  let cashbackPosts = 0;
  makerPage.on('request', (r) => void (r.url().includes('/cashback/request') && (cashbackPosts += 1)));
  await makerPage.getByRole('textbox', { name: /Amount/ }).fill('1500');
  await expect(makerPage.getByRole('textbox', { name: /Amount/ })).toHaveValue('1500');
  await expect(makerPage.getByText('A positive amount of at most 3 characters.')).toBeVisible();
  await expect(makerPage.getByRole('button', { name: 'Submit request' })).toBeDisabled();
  await makerPage.getByRole('textbox', { name: /Amount/ }).press('Enter');
  expect(cashbackPosts).toBe(0);
  await makerPage.getByRole('textbox', { name: /Amount/ }).fill('150');
  await expect(makerPage.getByText('₹150.00')).toBeVisible();
  await expect(makerPage.getByRole('textbox', { name: /Amount/ })).toHaveValue('150');
  await makerPage.getByRole('button', { name: 'Submit request' }).click();
  await expect(makerPage.getByText('Cashback request placed successfully!')).toBeVisible();
  await expect(makerPage.getByRole('row').filter({ hasText: 'TXN-QR-FAILED' })).toBeVisible();

  // The maker sees their own requests in the inbox, with no way to decide them.
  await makerPage.goto('/crm/approvals');
  await openInboxItem(makerPage, 'E2E festive limit');
  const ownCard = makerPage.getByRole('article').filter({ hasText: 'E2E festive limit' });
  await expect(ownCard).toBeVisible();
  await expect(ownCard.getByText('You raised this request; another checker must decide it.')).toBeVisible();
  await expect(ownCard.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  const page = await (await browser.newContext()).newPage();
  await signIn(page, account('checker'), '/crm/approvals');
  await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Maker e-mail' }).fill('maker@');
  await openInboxItem(page, 'E2E festive limit');
  const limitCard = page.getByRole('article').filter({ hasText: 'E2E festive limit' });
  await expect(limitCard).toBeVisible();
  const diffRow = limitCard.getByRole('row').filter({ hasText: 'Max count' });
  await expect(diffRow).toContainText('42');
  await expect(limitCard.getByRole('columnheader', { name: 'Current' })).toBeVisible();
  await expect(limitCard.getByRole('columnheader', { name: 'Proposed' })).toBeVisible();

  await limitCard.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve request' });
  // The dialog restates the change (before → after), who asked, and what approving does (issue 41 item 1).
  await expect(dialog.getByRole('row').filter({ hasText: 'Max count' })).toContainText('42');
  await expect(dialog).toContainText('maker@');
  await expect(dialog).toContainText('Approving changes the limit at once for every transaction that follows.');
  await expect(dialog.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Remarks/ }).fill('Checked with the merchant');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  // The toast states what approving left (issue 41 item 1).
  await expect(page.getByText('Request approved. The new limit applies to every transaction from now.')).toBeVisible();
  await expect(limitCard).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Goodwill cashback' }).click();
  await openInboxItem(page, 'E2E goodwill gesture');
  const cashbackCard = page.getByRole('article').filter({ hasText: 'E2E goodwill gesture' });
  await expect(cashbackCard.getByRole('row').filter({ hasText: 'Amount' })).toContainText('₹150.00');
  await cashbackCard.getByRole('button', { name: 'Reject' }).click();
  const rejectDialog = page.getByRole('dialog', { name: 'Reject request' });
  await rejectDialog.getByRole('textbox', { name: /Remarks/ }).fill('Not eligible for goodwill');
  await rejectDialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Request rejected.')).toBeVisible();
  await expect(cashbackCard).toHaveCount(0);

  // Both decisions are on the audit trail; typing the filter asks once, after the 500 ms pause (spec §9).
  const actorFilters: string[] = [];
  page.on('request', (request) => {
    const filter = new URL(request.url()).searchParams.get('filter');
    if (request.url().includes('/api/admin/audit') && filter)
      actorFilters.push(String((JSON.parse(filter) as { actor?: string }).actor ?? ''));
  });
  await page.goto('/crm/audit-trail');
  await page.getByRole('textbox', { name: 'User e-mail' }).pressSequentially('checker@', { delay: 40 });
  await expect.poll(() => actorFilters.filter(Boolean)).toEqual(['checker@']);
  await expect(page.getByRole('row').filter({ hasText: 'limit_request.approve' }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'cashback_request.reject' }).first()).toBeVisible();
});

import { axeFindings } from './helpers/axe';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

const MAKER = account('treasury-maker');
const CHECKER = account('treasury-checker');

/**
 * The TP club (issue 46 item 4): a treasury maker raises a member's force withdrawal (the whole balance restated,
 * ₹0 after), a second person approves it in Approvals and the balance reads ₹0; a missing interest is applied once;
 * a club subscription is cancelled and refunded from /club/cancel-refund.
 */
test('club force withdrawal under four eyes, a missing interest applied, a subscription refunded', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const maker = await (await browser.newContext()).newPage();
  await signIn(maker, MAKER, '/crm/tp-club');
  await expect(maker.getByRole('heading', { level: 1, name: 'TP Club' })).toBeVisible({ timeout: 20_000 });
  await expect(maker.getByRole('row').filter({ hasText: 'CLUB00000001' })).toContainText('Meera Club');
  expect(await axeFindings(maker, '/tp-club')).toEqual([]);

  await maker.getByRole('tab', { name: 'Force withdrawal' }).click();
  await maker
    .getByRole('row')
    .filter({ hasText: 'CLUB00000002' })
    .getByRole('button', { name: 'Raise force withdrawal' })
    .click();
  const confirm = maker.getByRole('dialog', { name: 'Raise force withdrawal?' });
  await expect(confirm).toContainText('Arjun Club (CLUB00000002)');
  await expect(confirm).toContainText('₹4,800.50');
  await expect(confirm).toContainText('₹0');
  expect(await axeFindings(maker, '/tp-club force withdrawal dialog')).toEqual([]);
  await confirm.getByRole('textbox', { name: /Remarks/ }).fill('E2E club force withdrawal');
  await confirm.getByRole('button', { name: 'Raise force withdrawal' }).click();
  await expect(maker.getByText('Force withdrawal raised for Arjun Club (CLUB00000002).')).toBeVisible();

  const checker = await (await browser.newContext()).newPage();
  await signIn(checker, CHECKER, '/crm/approvals');
  const card = checker.getByRole('article').filter({ hasText: 'E2E club force withdrawal' });
  await card.getByRole('button', { name: 'Approve' }).click({ timeout: 20_000 });
  await checker
    .getByRole('dialog')
    .getByRole('textbox', { name: /Remarks/ })
    .fill('Member asked to leave the club');
  await checker.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(card).toBeHidden();
  await checker.goto('/crm/tp-club');
  await expect(checker.getByRole('row').filter({ hasText: 'CLUB00000002' })).toContainText('₹0', { timeout: 20_000 });

  await maker.getByRole('tab', { name: 'Missing interest' }).click();
  const pending = maker.getByRole('row').filter({ has: maker.getByRole('button', { name: 'Apply' }) });
  await expect(pending.first()).toBeVisible({ timeout: 20_000 });
  const before = await pending.count();
  await pending.first().getByRole('button', { name: 'Apply' }).click();
  const apply = maker.getByRole('dialog', { name: 'Apply missing interest?' });
  await expect(apply).toContainText('₹');
  await apply.getByRole('textbox', { name: /Remarks/ }).fill('E2E missed interest run');
  await apply.getByRole('button', { name: 'Apply' }).click();
  await expect(maker.getByText(/^Interest for \d{4}-\d{2} applied to .+\.$/)).toBeVisible();
  await expect(pending).toHaveCount(before - 1);

  await maker.goto('/crm/club/cancel-refund');
  await expect(maker.getByRole('heading', { level: 1, name: 'Club Cancel Refund' })).toBeVisible({ timeout: 20_000 });
  await maker
    .getByRole('row')
    .filter({ hasText: 'CLUB00000001' })
    .getByRole('button', { name: 'Cancel and refund' })
    .click();
  const refund = maker.getByRole('dialog', { name: 'Cancel and refund the subscription?' });
  await expect(refund).toContainText('Meera Club (CLUB00000001)');
  await expect(refund).toContainText('₹10,000.00');
  expect(await axeFindings(maker, '/club/cancel-refund dialog')).toEqual([]);
  await refund.getByRole('textbox', { name: /Remarks/ }).fill('E2E member cancelled');
  await refund.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(
    maker.getByText(/^Subscription #\d+ of Meera Club \(CLUB00000001\) cancelled and refunded\.$/),
  ).toBeVisible();
  await expect(
    maker.getByRole('row').filter({ hasText: 'CLUB00000001' }).getByRole('button', { name: 'Cancel and refund' }),
  ).toBeHidden();
  await Promise.all([maker.close(), checker.close()]);
});

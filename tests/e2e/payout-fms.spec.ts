import type { Page } from '@playwright/test';
import { axeFindings } from './helpers/axe';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/**
 * Issue 45 item 4: a direct fund transfer raised on /payout/direct-fund-transfer by the treasury maker, approved by the
 * treasury checker (four eyes; the dialog restates from, to, the amount and the balances after), the balances moved
 * once; and a payout channel's limit changed on /payout/config under four eyes (the checker sees old → new).
 */
const TAG = `E2E FMS ${Date.now() % 1_000_000}`;
const MAKER = account('treasury-maker');
const CHECKER = account('treasury-checker');

const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));
async function balanceOf(page: Page, name: string): Promise<number> {
  const row = page.getByRole('table', { name: 'Company accounts' }).getByRole('row').filter({ hasText: name });
  return rupees((await row.getByRole('cell').nth(3).textContent()) ?? '');
}

test('a direct fund transfer is raised, approved by a second person, and moves the balances once', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const maker = await (await browser.newContext()).newPage();
  await signIn(maker, MAKER, '/crm/payout/direct-fund-transfer');
  await expect(maker.getByRole('heading', { level: 1, name: 'Payout FMS: Direct Fund Transfer' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(maker.getByRole('table', { name: 'Company accounts' })).toContainText('Escrow account');
  expect(await axeFindings(maker, '/payout/direct-fund-transfer')).toEqual([]);

  await maker.getByRole('button', { name: 'View the ledger of Escrow account' }).click();
  const ledger = maker.getByRole('dialog', { name: /^Ledger of Escrow account/ });
  await expect(ledger.getByRole('table', { name: 'Ledger' })).toContainText('FMS direct transfer');
  expect(await axeFindings(maker, 'ledger dialog', '[role="dialog"]')).toEqual([]);
  await ledger.getByRole('button', { name: 'Close' }).click();

  const escrowBefore = await balanceOf(maker, 'Escrow account');
  const opsBefore = await balanceOf(maker, 'Operating account');
  await maker.getByRole('combobox', { name: /From account/ }).click();
  await maker.getByRole('option', { name: /^Escrow account/ }).click();
  await maker.getByRole('combobox', { name: /To account/ }).click();
  await maker.getByRole('option', { name: /^Operating account/ }).click();
  await maker.getByRole('textbox', { name: /^Amount/ }).fill('12,345.50');
  await maker.getByRole('button', { name: 'Raise transfer' }).click();
  const raise = maker.getByRole('dialog', { name: 'Raise a direct fund transfer' });
  await expect(raise.getByRole('table', { name: 'What is decided' })).toContainText('₹12,345.50');
  await expect(raise.getByRole('table', { name: 'What changes' })).toContainText('Balance of Escrow account');
  await raise.getByRole('textbox', { name: /Remarks/ }).fill(TAG);
  expect(await axeFindings(maker, 'raise dialog', '[role="dialog"]')).toEqual([]);
  await raise.getByRole('button', { name: 'Raise transfer' }).click();
  const toast = maker.getByText(/^Fund transfer raised; balances move once a checker approves it\. #\d+$/);
  await expect(toast).toBeVisible();
  const id = /#(\d+)$/.exec((await toast.textContent()) ?? '')![1]!;
  const mine = maker.getByRole('row').filter({ hasText: TAG });
  await expect(mine.getByRole('button', { name: `Approve request #${id}` })).toBeDisabled();
  expect(await balanceOf(maker, 'Escrow account')).toBe(escrowBefore);
  await maker.close();

  const checker = await (await browser.newContext()).newPage();
  await signIn(checker, CHECKER, '/crm/payout/direct-fund-transfer');
  await checker.getByRole('button', { name: `Approve request #${id}` }).click();
  const approve = checker.getByRole('dialog', { name: 'Approve request' });
  const facts = approve.getByRole('table', { name: 'What is decided' });
  await expect(facts).toContainText('Escrow account');
  await expect(facts).toContainText('Operating account');
  await expect(facts).toContainText('₹12,345.50');
  await expect(approve.getByRole('table', { name: 'What changes' })).toContainText('Balance of Operating account');
  await approve.getByRole('textbox', { name: /Remarks/ }).fill('Balances verified');
  expect(await axeFindings(checker, 'approve dialog', '[role="dialog"]')).toEqual([]);
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByText(`Fund transfer #${id} approved: the balances have moved.`)).toBeVisible();
  await expect.poll(() => balanceOf(checker, 'Escrow account')).toBeCloseTo(escrowBefore - 12_345.5, 2);
  expect(await balanceOf(checker, 'Operating account')).toBeCloseTo(opsBefore + 12_345.5, 2);
  await expect(checker.getByRole('button', { name: `Approve request #${id}` })).toHaveCount(0);
  // Once: a reload shows the same balances, the ledger one debit for this request.
  await checker.reload();
  await expect.poll(() => balanceOf(checker, 'Escrow account')).toBeCloseTo(escrowBefore - 12_345.5, 2);
  await checker.getByRole('button', { name: 'View the ledger of Escrow account' }).click();
  await expect(
    checker
      .getByRole('dialog')
      .getByRole('row')
      .filter({ hasText: `FMS direct transfer #${id}` }),
  ).toHaveCount(1);
});

test("a payout channel's limit is changed under four eyes: raised, then approved by a second person seeing old → new", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const limit = 400_000 + (Date.now() % 1000) * 10;
  const shown = `₹${limit.toLocaleString('en-IN')}.00`;
  const maker = await (await browser.newContext()).newPage();
  await signIn(maker, MAKER, '/crm/payout/config');
  await expect(maker.getByRole('heading', { level: 1, name: 'Payout Config' })).toBeVisible({ timeout: 20_000 });
  const channels = maker.getByRole('table', { name: 'Payout channels' });
  await expect(channels.getByRole('row').filter({ hasText: 'UPI' })).toContainText(/Change #\d+ pending/);
  expect(await axeFindings(maker, '/payout/config')).toEqual([]);
  await maker.getByRole('button', { name: 'Change IMPS' }).click();
  const change = maker.getByRole('dialog', { name: 'Change IMPS' });
  await change.getByRole('textbox', { name: /Maximum per transaction/ }).fill(String(limit));
  const changes = change.getByRole('table', { name: 'What changes' });
  await expect(changes).toContainText('Maximum per transaction');
  await expect(changes).toContainText(shown);
  await change.getByRole('textbox', { name: /Remarks/ }).fill(TAG);
  expect(await axeFindings(maker, 'channel change dialog', '[role="dialog"]')).toEqual([]);
  await change.getByRole('button', { name: 'Raise change' }).click();
  await expect(maker.getByText(/^Channel change raised; it applies once a checker approves it\. #\d+$/)).toBeVisible();
  const imps = channels.getByRole('row').filter({ hasText: 'IMPS' });
  await expect(imps).toContainText(/Change #\d+ pending/);
  await expect(imps.getByRole('button', { name: 'Approve the change of IMPS' })).toBeDisabled();
  await expect(imps).not.toContainText(shown);
  await maker.close();

  const checker = await (await browser.newContext()).newPage();
  await signIn(checker, CHECKER, '/crm/payout/config');
  await checker.getByRole('button', { name: 'Approve the change of IMPS' }).click();
  const approve = checker.getByRole('dialog', { name: 'Approve request' });
  const rows = approve.getByRole('table', { name: 'What changes' });
  await expect(rows).toContainText('₹5,00,000.00');
  await expect(rows).toContainText(shown);
  await approve.getByRole('textbox', { name: /Remarks/ }).fill('Bank confirmed the cap');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByText(/^Channel change #\d+ approved: it applies from now\.$/)).toBeVisible();
  const after = checker.getByRole('table', { name: 'Payout channels' }).getByRole('row').filter({ hasText: 'IMPS' });
  await expect(after).toContainText(shown);
  await expect(after.getByRole('button', { name: 'Change IMPS' })).toBeVisible();
});

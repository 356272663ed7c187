import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

test('checker approves a pending payout from the approvals inbox with remarks; it leaves the inbox', async ({
  page,
}) => {
  await signIn(page, account('checker'), '/crm/approvals');
  await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Kind' }).click();
  // Each kind names its pending count, counted by the server.
  await page.getByRole('option', { name: /^Payout \(\d+\)$/ }).click();

  const first = page.getByRole('article', { name: /^Payout #\d+$/ }).first();
  await expect(first).toBeVisible();
  const name = (await first.getAttribute('aria-label')) ?? '';
  const card = page.getByRole('article', { name, exact: true });
  await expect(card).toContainText(/Raised by \S+@console\.example on \d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}/);
  await expect(card).toContainText('Agent remarks:');
  await expect(card.getByRole('row').filter({ hasText: 'Amount' })).toContainText('₹');
  await expect(card.getByRole('row').filter({ hasText: 'Consumer ID' })).toContainText(/\d{10}/);
  await expect(card.getByRole('row').filter({ hasText: 'Beneficiary name' })).toBeVisible();
  // The seed holds over 200 pending payouts: the server pages them, 20 at a time.
  await expect(page.getByText(/^Page 1 of \d{2,}$/)).toBeVisible();
  // Only payouts under the Payout kind.
  await expect(page.getByRole('article', { name: /^(Limit change|Goodwill cashback) #/ })).toHaveCount(0);

  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve Payout' });
  const approve = dialog.getByRole('button', { name: 'Approve' });
  await expect(approve).toBeDisabled();
  // The dialog restates what moves: the payout, how much, to whom, and that the transfer waits for the bank.
  await expect(dialog).toContainText(name);
  await expect(dialog.getByRole('row').filter({ hasText: 'Amount' })).toContainText('₹');
  await expect(dialog.getByRole('row').filter({ hasText: 'Beneficiary name' })).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: 'Account number' })).toBeVisible();
  await expect(dialog).toContainText('stays PENDING until the bank confirms it');
  await dialog.getByRole('textbox', { name: /Remarks/ }).fill('Verified in the inbox');
  await approve.click();
  // The toast says the transfer's true state, after the spec's words.
  await expect(page.getByText(/^Payout Success: approved, the transfer is [A-Z]+$/)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card).toHaveCount(0);
});

test('without CAN_APPROVE_PAYOUT there are no payouts in the inbox', async ({ browser }) => {
  // ops@ holds no approve or submit permission: the inbox is not theirs at all.
  const ops = await (await browser.newContext()).newPage();
  await signIn(ops, account('ops'), '/crm/approvals');
  await expect(ops.getByRole('heading', { level: 1, name: 'Not authorized!' })).toBeVisible();
  await expect(ops.getByRole('article', { name: /^Payout #/ })).toHaveCount(0);

  // maker@ reaches the inbox (they raise requests) and sees payouts elsewhere, but never here.
  const maker = await (await browser.newContext()).newPage();
  await signIn(maker, account('maker'), '/crm/approvals');
  await expect(maker.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
  await expect(maker.getByRole('article').first()).toBeVisible();
  await expect(maker.getByRole('article', { name: /^Payout #/ })).toHaveCount(0);
  await maker.getByRole('combobox', { name: 'Kind' }).click();
  await expect(maker.getByRole('option', { name: 'Payout', exact: true })).toHaveCount(0);
});

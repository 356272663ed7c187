import { expect, test } from './helpers/test';
import { bearerOf } from './helpers/offers-api';
import { account, signIn } from './helpers/sign-in';
import { openInboxItem } from './helpers/inbox';
import { openMenuGroups } from './helpers/menu';

const MAKER = account('treasury-maker');
const CHECKER = account('treasury-checker');

test('a deposit guardrail change raised by a maker applies once a second user approves it in the inbox', async ({
  browser,
}) => {
  test.setTimeout(120_000); // two staff, a request and the inbox: slow on a busy machine
  const maker = await (await browser.newContext()).newPage();
  await signIn(maker, MAKER, '/crm/deposit/guardrails');
  await expect(maker.getByRole('heading', { level: 1, name: 'Deposit Guardrails' })).toBeVisible();
  // The Deposit and Payout operations groups list what this maker may open.
  await openMenuGroups(maker);
  await expect(maker.getByRole('menuitem', { name: 'Payout Guardrail' })).toBeVisible();
  await expect(maker.getByRole('menuitem', { name: 'Internal Account Transfer Request' })).toBeVisible();
  const p2p = maker.getByRole('row').filter({ hasText: 'P2P deposits' });
  await expect(p2p).toContainText('₹1,00,000.00');
  await p2p.getByRole('button', { name: 'Request change' }).click();
  const dialog = maker.getByRole('dialog', { name: /Request a change: P2P deposits/ });
  await dialog.getByRole('textbox', { name: 'Amount per transaction' }).fill('80,000');
  await dialog.getByRole('textbox', { name: /Remarks/ }).fill('E2E tighter P2P ticket');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(maker.getByText('Request raised; it applies once a checker approves it.')).toBeVisible();
  await expect(p2p.getByRole('button', { name: 'Request change' })).toBeDisabled();

  const checker = await (await browser.newContext()).newPage();
  await signIn(checker, CHECKER, '/crm/approvals');
  await openInboxItem(checker, 'E2E tighter P2P ticket');
  const card = checker.getByRole('article').filter({ hasText: 'E2E tighter P2P ticket' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('row').filter({ hasText: 'Amount per transaction' })).toContainText('₹1,00,000.00');
  await expect(card.getByRole('row').filter({ hasText: 'Amount per transaction' })).toContainText('₹80,000.00');
  await card.getByRole('button', { name: 'Approve' }).click();
  const remarks = checker.getByRole('dialog');
  await expect(remarks.getByRole('row').filter({ hasText: 'Amount per transaction' })).toContainText('₹80,000.00');
  await remarks.getByRole('textbox', { name: /Remarks/ }).fill('Agreed with risk');
  await remarks.getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByText('Request approved. The new guardrail applies from now.').first()).toBeVisible();

  await checker.goto('/crm/deposit/guardrails');
  await expect(checker.getByRole('row').filter({ hasText: 'P2P deposits' })).toContainText('₹80,000.00');
  await checker.goto('/crm/deposit/guardrails/audit');
  await expect(checker.getByRole('row').filter({ hasText: 'E2E tighter P2P ticket' })).toContainText('APPROVED');
});

test('approving a payout above the active IMPS guardrail is refused with the guardrail and its limit', async ({
  page,
}) => {
  const filter = encodeURIComponent(JSON.stringify({ status: 'APPROVAL_PENDING' }));
  await signIn(page, CHECKER, `/crm/postpe-payouts?filter=${filter}&sort=amount&order=DESC`);
  const row = page.getByRole('row').filter({ hasText: '7,50,000' }).first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve Payout' });
  await dialog.getByRole('textbox', { name: /Remarks/ }).fill('Verified');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(
    page.getByText(
      'Refused by guardrail "IMPS payouts": amount per transaction is limited to ₹5,00,000.00; this would make it ₹7,50,000.00.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Payout Success')).toHaveCount(0);
});

test('an internal transfer raised by a maker is executed when a second user approves it', async ({ browser }) => {
  test.setTimeout(120_000); // two staff, a request and the inbox: slow on a busy machine
  const maker = await (await browser.newContext()).newPage();
  await signIn(maker, MAKER, '/crm/payout/internal-ac-transfer/request');
  await expect(maker.getByRole('heading', { level: 1, name: 'Internal Account Transfer Request' })).toBeVisible();
  await maker.getByRole('combobox', { name: /From account/ }).click();
  await maker.getByRole('option', { name: /Escrow account/ }).click();
  await maker.getByRole('combobox', { name: /To account/ }).click();
  await maker.getByRole('option', { name: /Payout pool/ }).click();
  await maker.getByRole('textbox', { name: /Amount/ }).fill('123456');
  await maker.getByRole('textbox', { name: /Remarks/ }).fill('E2E pool top-up');
  await maker.getByRole('button', { name: 'Raise transfer request' }).click();
  await expect(maker.getByRole('dialog')).toContainText('₹1,23,456.00');
  await maker.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(maker.getByText('Transfer request raised; it is executed once a checker approves it.')).toBeVisible();
  const own = maker.getByRole('row').filter({ hasText: '₹1,23,456.00' });
  await expect(own.getByRole('button', { name: 'Approve' })).toBeDisabled();

  const checker = await (await browser.newContext()).newPage();
  await signIn(checker, CHECKER, '/crm/payout/internal-account-transfer/request');
  const row = checker.getByRole('row').filter({ hasText: '₹1,23,456.00' });
  await row.getByRole('button', { name: 'Approve' }).click();
  // The dialog restates what moves: how much, from which account to which, and that it moves at once.
  const dialog = checker.getByRole('dialog');
  await expect(dialog.getByRole('row').filter({ hasText: 'Amount' })).toContainText('₹1,23,456.00');
  await expect(dialog).toContainText(/Escrow account/);
  await expect(dialog).toContainText(/Payout pool/);
  await expect(dialog).toContainText('Approving moves ₹1,23,456.00 between the two accounts at once.');
  await dialog.getByRole('textbox', { name: /Remarks/ }).fill('Balances verified');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByText('Transfer approved').first()).toBeVisible();
  await checker.goto('/crm/payout/internal-ac-transfer/history');
  const done = checker.getByRole('row').filter({ hasText: '₹1,23,456.00' });
  await expect(done).toContainText('SUCCESS');
  await expect(done).toContainText(/IAT\d+/);
});

test('without PAYOUT_GUARDRAIL_ADMIN the payout guardrail is not offered and the server refuses its calls', async ({
  page,
}) => {
  await signIn(page, account('checker'), '/crm/postpe-payouts');
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await openMenuGroups(page);
  // The Payouts list's item (the Payouts group's header is a menu item too).
  await expect(page.locator('a[role="menuitem"][href="/crm/postpe-payouts"]')).toBeVisible();
  // The checker decides Payout FMS transfers (issue 45), so the Payout operations group is there, without the guardrail.
  await expect(page.getByRole('menuitem', { name: 'Payout operations' })).toHaveCount(1);
  await expect(page.getByRole('menuitem', { name: 'Payout Guardrail' })).toHaveCount(0);
  await page.goto('/crm/payout/guardrail');
  await expect(page.getByRole('heading', { level: 1, name: 'Not authorized!' })).toBeVisible();
  const headers = await bearerOf(page);
  expect((await page.request.get('/api/payouts/payout/guardrail', { headers })).status()).toBe(403);
  const raise = await page.request.post('/api/payouts/payout/guardrail/raise-request', {
    headers,
    data: { guardrailId: 1, max_amount: 1, remarks: 'not mine' },
  });
  expect(raise.status()).toBe(403);
});

test('a merchant cashback file with a bad row is refused row by row; fixed, it is submitted and credited', async ({
  page,
}) => {
  await signIn(page, MAKER, '/crm/deposit/merchant-cashback');
  await expect(page.getByRole('heading', { level: 1, name: 'Merchant Cashback' })).toBeVisible();
  const header = 'merchantId,amount,reference,remarks';
  const csv = (text: string) => ({ name: 'cashback.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page
    .getByTestId('file-merchant-cashback')
    .setInputFiles(csv(`${header}\n7000000004,120,CBE2E1,Diwali\n70000x,abc,CBE2E2,bad\n`));
  await expect(page.getByTestId('upload-counts')).toHaveText('2 rows: 1 valid, 1 with errors');
  await expect(page.getByText('merchantId: Merchant ID must contain only numbers.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();

  await page
    .getByTestId('file-merchant-cashback')
    .setInputFiles(csv(`${header}\n7000000004,120,CBE2E1,Diwali\n7000000009,80.25,CBE2E2,Diwali\n`));
  await expect(page.getByTestId('upload-counts')).toHaveText('2 rows: 2 valid, 0 with errors');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('dialog').getByRole('row', { name: /^Line 3 merchantId: 7000000009 · amount: 80\.25/ }),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Send file' }).click();
  await expect(page.getByText('Merchant cashback credited.')).toBeVisible();
});

test('a P2P hold raised by a maker applies when a checker approves it; accounts and mutual funds read back', async ({
  browser,
}) => {
  test.setTimeout(120_000); // two staff, a request, then three more pages: 60 s ran out on the shared machine
  const maker = await (await browser.newContext()).newPage();
  await signIn(maker, MAKER, '/crm/p2p/hold-amount');
  await expect(maker.getByRole('heading', { level: 1, name: 'P2P Hold Amount' })).toBeVisible();
  const queue = maker.getByRole('table', { name: 'Transactions awaiting an action' });
  const row = queue.getByRole('row').filter({ hasText: 'ACTION_REQUIRED' }).first();
  const reference = (await row.getByRole('cell').nth(5).innerText()).trim();
  await row.getByRole('button', { name: 'Hold' }).click();
  await maker
    .getByRole('dialog')
    .getByRole('textbox', { name: /Remarks/ })
    .fill('E2E hold for review');
  await maker.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(
    maker.getByText('Transaction action request raised; it applies once a checker approves it.'),
  ).toBeVisible();

  const checker = await (await browser.newContext()).newPage();
  await signIn(checker, CHECKER, '/crm/p2p/hold-amount');
  const pending = checker.getByRole('row').filter({ hasText: 'E2E hold for review' });
  await pending.getByRole('button', { name: 'Approve' }).click();
  await checker
    .getByRole('dialog')
    .getByRole('textbox', { name: /Remarks/ })
    .fill('ok');
  await checker.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByText('Request approved').first()).toBeVisible();
  await expect(
    checker
      .getByRole('table', { name: 'Transactions awaiting an action' })
      .getByRole('row')
      .filter({ hasText: reference }),
  ).toContainText('ON_HOLD');

  await checker.goto('/crm/investment-account');
  await checker.getByRole('textbox', { name: 'Account number, mobile or merchant id' }).fill('7000000001');
  await checker.getByRole('button', { name: 'Find' }).click();
  await checker.getByRole('row').filter({ hasText: 'INV00000001' }).click();
  await expect(checker.getByRole('table', { name: 'Holdings' })).toBeVisible();
  await checker.goto('/crm/mutual-fund');
  await expect(checker.getByRole('table', { name: 'Mutual Fund' }).getByRole('row').nth(1)).toBeVisible();
});

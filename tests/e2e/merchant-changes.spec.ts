import { expect, test, type Page } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

const MERCHANT = '1000021';
const NEW_ACCOUNT = '778899001122';

async function fillAccount(page: Page, accountNumber: string) {
  await page.getByRole('textbox', { name: /Account number/ }).fill(accountNumber);
}

test('bank account change: verified before raising, refused on a failed verification, applied on a second person’s approval', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const maker = await (await browser.newContext()).newPage();
  await signIn(maker, account('maker'), '/crm/bank-ac/change');
  await expect(maker.getByRole('heading', { level: 1, name: 'Change Bank Account' })).toBeVisible();
  await maker.getByRole('textbox', { name: /Merchant ID/ }).fill(MERCHANT);
  await expect(maker.getByTestId('current-SETTLEMENT')).toBeVisible();
  await maker.getByRole('textbox', { name: /IFSC/ }).fill('HDFC12');
  await expect(maker.getByText('IFSC: 4 letters, then 0, then 6 letters or digits (e.g. HDFC0001234).')).toBeVisible();
  await maker.getByRole('textbox', { name: /IFSC/ }).fill('HDFC0000001');
  await maker.getByRole('textbox', { name: /Beneficiary name/ }).fill('Jaipur Sweets New');
  await maker.getByRole('textbox', { name: /Remarks/ }).fill('E2E merchant moved bank');
  const raise = maker.getByRole('button', { name: 'Raise change request' });

  // An account the bank cannot verify: the penny drop fails and the request cannot be raised.
  await fillAccount(maker, '778899001129');
  await expect(raise).toBeDisabled();
  await expect(maker.getByText('Verify this exact account before raising the change.')).toBeVisible();
  await maker.getByRole('button', { name: 'Verify account' }).click();
  const verification = maker.getByTestId('verification');
  await expect(verification).toContainText('Failed');
  await expect(maker.getByText('The penny drop failed: this account cannot be used.')).toBeVisible();
  await expect(raise).toBeDisabled();

  // The merchant's own account: verified, the name at the bank beside the merchant's with its score.
  await fillAccount(maker, NEW_ACCOUNT);
  await expect(verification).toHaveCount(0);
  await maker.getByRole('button', { name: 'Verify account' }).click();
  await expect(verification).toContainText('Success');
  await expect(verification).toContainText('Match score 100');
  await expect(verification).toContainText('The names match.');
  await raise.click();
  await maker.getByRole('button', { name: 'Confirm' }).click();
  await expect(maker.getByText('Bank account change request placed successfully!')).toBeVisible();
  const audit = maker.getByRole('table', { name: 'Bank-change audit' });
  await expect(audit.getByRole('row').filter({ hasText: 'HDFC1122' })).toContainText('PENDING');

  const checker = await (await browser.newContext()).newPage();
  await signIn(checker, account('checker'), '/crm/bank-change');
  await expect(checker.getByRole('heading', { level: 1, name: 'Bank Account Changes' })).toBeVisible();
  await checker.getByRole('row').filter({ hasText: MERCHANT }).filter({ hasText: 'HDFC1122' }).click();
  await expect(checker).toHaveURL(new RegExp(`/crm/bank-change/bank-change-detail/\\d+/${MERCHANT}/false`));
  await expect(checker.getByTestId('verification')).toContainText('Success');
  const sideBySide = checker.getByRole('table', { name: 'Old and new account' });
  // Account numbers come masked (last 4); the checker reveals the new one with a reason (audited).
  const numbers = sideBySide.getByRole('row').filter({ hasText: 'Account number' });
  await expect(numbers).toContainText('XXXXXXXX1122');
  await numbers.getByRole('button', { name: 'Reveal Account number' }).last().click();
  await checker.getByRole('dialog').getByRole('textbox').fill('Compare with the cancelled cheque');
  await checker.getByRole('dialog').getByRole('button', { name: 'Reveal' }).click();
  await expect(numbers).toContainText(NEW_ACCOUNT);
  await checker.getByRole('button', { name: 'Approve' }).click();
  const dialog = checker.getByRole('dialog', { name: 'Approve request' });
  await dialog.getByRole('textbox', { name: /Remarks/ }).fill('Penny drop and name match checked');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByText('Bank details updated successfully!')).toBeVisible();
  await expect(checker.getByText('APPROVED').first()).toBeVisible();

  // The merchant's accounts now show the new one, and the bank-change audit the approval.
  await maker.reload();
  await maker.getByRole('textbox', { name: /Merchant ID/ }).fill(MERCHANT);
  await expect(maker.getByTestId('current-SETTLEMENT')).toContainText('XXXXXXXX1122');
  const row = maker.getByRole('table', { name: 'Bank-change audit' }).getByRole('row').filter({ hasText: 'HDFC1122' });
  await expect(row).toContainText('APPROVED');
  await expect(row).toContainText('checker@console.example');
});

test('settlement unblock: a maker raises it with the amount held, a checker approves it', async ({ browser }) => {
  const maker = await (await browser.newContext()).newPage();
  await signIn(maker, account('maker'), '/crm/merchant-settlement-unblock-new');
  await expect(maker.getByRole('heading', { level: 1, name: 'Merchant Settlement Unblock' })).toBeVisible({
    timeout: 20_000,
  });
  const raise = maker.getByRole('button', { name: 'Raise unblock request', disabled: false }).first();
  const row = maker.getByRole('row').filter({ has: raise });
  const holdId = (await row.getByRole('cell').first().innerText()).trim();
  await raise.click();
  const dialog = maker.getByRole('dialog', { name: 'Raise settlement unblock?' });
  await expect(dialog).toContainText('Releases ₹');
  await dialog.getByRole('combobox', { name: /Reason/ }).click();
  await maker.getByRole('option', { name: 'Chargeback resolved' }).click();
  await dialog.getByRole('textbox', { name: /Remarks/ }).fill('E2E settlement unblock');
  await dialog.getByRole('button', { name: 'Raise unblock request' }).click();
  await expect(maker.getByText('Settlement unblock request placed successfully!')).toBeVisible();
  // The hold now waits for its unblock: no second request can be raised on it.
  const held = maker.getByRole('row').filter({ has: maker.getByRole('cell', { name: holdId, exact: true }) });
  await expect(held.getByRole('button', { name: 'Raise unblock request' })).toBeDisabled();

  const checker = await (await browser.newContext()).newPage();
  await signIn(checker, account('checker'), '/crm/settlement/unblock-request');
  const request = checker.getByRole('row').filter({ hasText: 'E2E settlement unblock' });
  await expect(request).toContainText('₹', { timeout: 20_000 });
  await request.getByRole('button', { name: 'Approve' }).click();
  const approve = checker.getByRole('dialog', { name: 'Approve request' });
  await approve.getByRole('textbox', { name: /Remarks/ }).fill('Chargeback closed, release');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByText('Settlement unblocked.')).toBeVisible();
  await expect(request).toHaveCount(0);
  await checker.getByRole('tab', { name: 'Approved' }).click();
  await expect(checker.getByRole('row').filter({ hasText: 'E2E settlement unblock' })).toContainText('APPROVED');
});

test('KYC: an admin assigns a case, the reviewer sees the documents and rejects with a reason, a checker approves it', async ({
  browser,
}) => {
  // Three people sign in and pdf.js renders a document: slow on 2 shared cores, so more than the default minute.
  test.setTimeout(150_000);
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, account('ops'), '/crm/merchantkyc/manual-kyc/admin');
  await expect(admin.getByRole('heading', { level: 1, name: 'Manual KYC Admin' })).toBeVisible();
  const first = admin
    .getByRole('row')
    .filter({ has: admin.getByRole('button', { name: 'Assign' }) })
    .first();
  const caseId = (await first.getByRole('cell').first().innerText()).trim();
  await first.getByRole('button', { name: 'Assign' }).click();
  const dialog = admin.getByRole('dialog', { name: `Assign case #${caseId}` });
  await dialog.getByRole('combobox', { name: /Reviewer/ }).click();
  await admin.getByRole('option', { name: /maker@console.example/ }).click();
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(admin.getByText('Case assigned.')).toBeVisible();

  const reviewer = await (await browser.newContext()).newPage();
  await signIn(reviewer, account('maker'), '/crm/merchantkyc/central-kyc');
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Central KYC' })).toBeVisible({ timeout: 20_000 });
  await reviewer.goto(`/crm/merchantkyc/central-kyc/case/${caseId}`);
  await expect(reviewer.getByRole('heading', { name: new RegExp(`KYC case #${caseId}`) })).toBeVisible({
    timeout: 20_000,
  });
  await expect(reviewer.getByRole('table', { name: 'Declared details' })).toContainText('PAN');
  // The PAN image, the GST certificate and the shop photo of the merchant's store (migration 0019).
  await expect(reviewer.getByTestId('kyc-document')).toHaveCount(3);
  await expect(reviewer.getByRole('img', { name: /^pan-/ })).toBeVisible();
  await expect(reviewer.locator('.react-pdf__Page canvas').first()).toBeVisible();
  await reviewer.getByRole('button', { name: 'Reject KYC' }).click();
  const reject = reviewer.getByRole('dialog', { name: 'Reject KYC' });
  await reject.getByRole('textbox', { name: /Reason/ }).fill('E2E PAN photo unreadable');
  await reject.getByRole('button', { name: 'Reject KYC' }).click();
  await expect(reviewer.getByText('Decision sent for approval.')).toBeVisible();
  await expect(reviewer.getByRole('button', { name: 'Reject KYC' })).toBeDisabled();

  const checker = await (await browser.newContext()).newPage();
  await signIn(checker, account('checker'), '/crm/approvals');
  const card = checker.getByRole('article').filter({ hasText: 'E2E PAN photo unreadable' });
  await expect(card.getByRole('row').filter({ hasText: 'KYC status' })).toContainText('REJECTED', { timeout: 20_000 });
  await card.getByRole('button', { name: 'Approve' }).click();
  const approve = checker.getByRole('dialog', { name: 'Approve request' });
  await approve.getByRole('textbox', { name: /Remarks/ }).fill('Agreed: unreadable');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toHaveCount(0);

  await reviewer.reload();
  const audit = reviewer.getByRole('table', { name: 'KYC audit history' });
  await expect(audit.getByRole('row').filter({ hasText: 'E2E PAN photo unreadable' }).first()).toBeVisible();
  await expect(audit).toContainText('checker@console.example');
});

test('update beneficiary name: the current account is filled in and verified, the new name raised', async ({
  page,
}) => {
  await signIn(page, account('maker'), '/crm/bank-ac/beneficiary');
  await expect(page.getByRole('heading', { level: 1, name: 'Update Beneficiary Name' })).toBeVisible();
  await page.getByRole('textbox', { name: /Merchant ID/ }).fill('1000031');
  const accountField = page.getByRole('textbox', { name: /Account number/ });
  await expect(accountField).not.toBeEditable();
  await expect(accountField).not.toHaveValue('');
  // Shown masked; the form reveals the whole number itself (audited) for the verification.
  await expect(accountField).toHaveValue(/^X+\d{4}$/);
  const current = await accountField.inputValue();
  await expect(page.getByTestId('current-SETTLEMENT')).toContainText(current);
  await page.getByRole('textbox', { name: /Beneficiary name/ }).fill('Renamed Owner');
  await page.getByRole('textbox', { name: /Remarks/ }).fill('E2E beneficiary rename');
  await page.getByRole('button', { name: 'Verify account' }).click();
  await expect(page.getByTestId('verification')).toContainText('Success');
  await page.getByRole('button', { name: 'Raise change request' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Bank account change request placed successfully!')).toBeVisible();
  const row = page.getByRole('table', { name: 'Bank-change audit' }).getByRole('row').filter({ hasText: 'PENDING' });
  await expect(row).toHaveCount(1);
});

test('settlement type change: a maker raises it on /settlement/home, a checker approves it in the approvals inbox', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const merchant = '1000290';
  const maker = await (await browser.newContext()).newPage();
  await signIn(maker, account('maker'), '/crm/settlement/home');
  await expect(maker.getByRole('heading', { level: 1, name: 'Settlement' })).toBeVisible({ timeout: 20_000 });
  await maker.getByRole('button', { name: 'Change settlement type' }).click();
  const dialog = maker.getByRole('dialog', { name: 'Change settlement type' });
  const raise = dialog.getByRole('button', { name: 'Raise change request' });
  await expect(raise).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Merchant ID/ }).fill(merchant);
  await expect(dialog).toContainText('settlement type now AUTO_SETTLEMENT');
  await dialog.getByRole('combobox', { name: /New settlement type/ }).click();
  await maker.getByRole('option', { name: 'INSTANT_SETTLEMENT' }).click();
  await dialog.getByRole('combobox', { name: /Reason/ }).click();
  await maker.getByRole('option', { name: 'Merchant request' }).click();
  await dialog.getByRole('textbox', { name: /Remarks/ }).fill('E2E settlement type change');
  await raise.click();
  await expect(maker.getByText('Settlement type change request placed successfully!')).toBeVisible();
  const own = maker.getByRole('row').filter({ hasText: 'E2E settlement type change' });
  await expect(own).toContainText('INSTANT_SETTLEMENT');
  await expect(own.getByRole('button', { name: 'Approve' })).toBeDisabled();

  const checker = await (await browser.newContext()).newPage();
  await signIn(checker, account('checker'), '/crm/approvals');
  const card = checker.getByRole('article').filter({ hasText: 'E2E settlement type change' });
  await expect(card).toContainText('AUTO_SETTLEMENT', { timeout: 20_000 });
  await expect(card).toContainText('INSTANT_SETTLEMENT');
  await card.getByRole('button', { name: 'Approve' }).click();
  const approve = checker.getByRole('dialog', { name: 'Approve request' });
  await approve.getByRole('textbox', { name: /Remarks/ }).fill('Merchant confirmed by phone');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByText('Settlement type updated.')).toBeVisible();

  await checker.goto('/crm/settlement/home');
  await checker.getByRole('tab', { name: 'Approved' }).last().click();
  await expect(checker.getByRole('row').filter({ hasText: 'E2E settlement type change' })).toContainText('APPROVED');
});

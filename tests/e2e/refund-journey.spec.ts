import { axeFindings } from './helpers/axe';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/** A seeded successful transaction nothing is refunded on (Nagpur Dairy, ₹20,945.88), found by its RRN. */
const MERCHANT = '1000005';
const TXN = 'TXN000000002705';
const RRN = '830348865096';

/**
 * /refund-request and /refund-verify (issue 43 item 1): a maker finds a merchant transaction, raises a partial refund
 * (the summary restates the money before → after), a checker verifies it with a remark, and the refund shows on the
 * merchant 360's refunds.
 */
test('a maker raises a partial refund, a checker verifies it, the merchant 360 shows the refund', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const maker = await (await browser.newContext()).newPage();
  await signIn(maker, account('maker'), '/crm/refund-request');
  await expect(maker.getByRole('heading', { name: 'Refund Request', level: 1 })).toBeVisible({ timeout: 20_000 });
  await maker.getByRole('textbox', { name: 'Merchant ID' }).fill(MERCHANT);
  await maker.getByRole('textbox', { name: 'Transaction ID or RRN' }).fill(RRN);
  await maker.getByRole('button', { name: 'Find' }).click();
  const txn = maker.getByRole('region', { name: 'Transaction' });
  await expect(txn).toContainText('Nagpur Dairy (1000005)', { timeout: 15_000 });
  await expect(txn).toContainText(TXN);
  await expect(maker.getByRole('textbox', { name: /Refund amount/ })).toHaveValue('20945.88');
  expect(await axeFindings(maker, '/refund-request')).toEqual([]);

  await maker.getByRole('radio', { name: 'Partial' }).check();
  await maker.getByRole('textbox', { name: /Refund amount/ }).fill('1,500.50');
  await maker.getByRole('combobox', { name: /Reason/ }).click();
  await maker.getByRole('option', { name: 'Goods not delivered' }).click();
  await maker.getByRole('textbox', { name: /Remark/ }).fill('E2E partial refund');
  await maker.getByRole('button', { name: 'Raise refund' }).click();
  const confirm = maker.getByRole('dialog', { name: 'Raise this refund?' });
  await expect(confirm).toContainText('₹1,500.50 (Partial)');
  await expect(confirm).toContainText('₹19,445.38');
  expect(await axeFindings(maker, 'raise dialog', '[role="dialog"]')).toEqual([]);
  await confirm.getByRole('button', { name: 'Raise refund' }).click();
  await expect(maker.getByText(/Refund request #\d+ placed: ₹1,500.50 on TXN000000002705/)).toBeVisible();
  const mine = maker.getByRole('table', { name: 'My refund requests' }).getByRole('row').filter({ hasText: TXN });
  await expect(mine).toContainText('PENDING');
  // The pending request reserves its amount: what is still refundable drops now.
  await expect(txn).toContainText('₹19,445.38');

  const checker = await (await browser.newContext()).newPage();
  await signIn(checker, account('checker'), '/crm/refund-verify');
  await expect(checker.getByRole('heading', { name: 'Refund Verify', level: 1 })).toBeVisible({ timeout: 20_000 });
  const request = checker.getByRole('row').filter({ hasText: TXN });
  await expect(request).toContainText('₹1,500.50 (Partial)', { timeout: 20_000 });
  await expect(request).toContainText('₹20,945.88');
  expect(await axeFindings(checker, '/refund-verify')).toEqual([]);
  await request.getByRole('button', { name: 'Approve' }).click();
  const approve = checker.getByRole('dialog', { name: 'Approve request' });
  await expect(approve).toContainText('₹19,445.38');
  await approve.getByRole('textbox', { name: /Remarks/ }).fill('Verified with the merchant');
  expect(await axeFindings(checker, 'verify dialog', '[role="dialog"]')).toEqual([]);
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByText(/Refund request #\d+ approved/)).toBeVisible();
  await expect(request).toHaveCount(0);

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, account('admin'), `/crm/new-merchant/${MERCHANT}/transactions`);
  const refunds = admin.getByRole('table', { name: 'Refunds' });
  const refund = refunds.getByRole('row').filter({ hasText: TXN });
  await expect(refund).toContainText('₹1,500.50', { timeout: 20_000 });
  await expect(refund).toContainText('Goods not delivered');
  await expect(refund).toContainText(/RFR\d{10}/);
});

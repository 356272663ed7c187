import { expect, test, type Page } from './helpers/test';
import { istDayOf } from '../../contract/business-time';
import { daysBefore } from '../../contract/disputes/rules';
import { pdfWithJavaScript } from '../../server/db/seed/dispute-proof-files';
import { bearerOf } from './helpers/offers-api';
import { account, signIn } from './helpers/sign-in';
import { openMenuGroups } from './helpers/menu';
import { dateText } from './date-text';

/** The disputes analyst's journey of issue 11 (spec §2.8, §2.9, §2.12, §5.2, §5.3, §8). */
const today = istDayOf(Date.now());

async function fillSearch(page: Page, q: { merchantId?: string; rrn?: string; start?: string; end?: string }) {
  const form = page.getByRole('form', { name: 'Search chargeback transactions' });
  if (q.merchantId !== undefined) await form.getByLabel('Merchant ID').fill(q.merchantId);
  if (q.rrn !== undefined) await form.getByLabel('Transaction UTR').fill(q.rrn);
  if (q.start !== undefined) await form.getByLabel('Start date').fill(dateText(q.start));
  if (q.end !== undefined) await form.getByLabel('End date').fill(dateText(q.end));
  return form;
}

async function casesFor(page: Page, ptid: string) {
  const res = await page.request.get(`/api/chargeback/chargeback/all/dispute/detail?paymentTransactionId=${ptid}`, {
    headers: await bearerOf(page),
  });
  return ((await res.json()) as { Response: { id: number; status: string }[] }).Response;
}

test('an analyst searches, raises with a PDF proof, follows it; a second analyst rejects it with two reasons', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await signIn(page, account('disputes'), '/crm/view/dispute');
  await expect(page.getByRole('heading', { name: 'View Dispute', level: 1 })).toBeVisible();
  await expect(page.getByText('Please use the filters and click Search.')).toBeVisible();

  // §5.2: each message on bad filters, and nothing searched.
  const form = await fillSearch(page, { merchantId: '12ab' });
  await expect(form.getByText('Merchant ID must contain only numbers.')).toBeVisible();
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Please fix the errors before searching.')).toBeVisible();
  await fillSearch(page, { merchantId: '4000000001', rrn: 'AB-1' });
  await expect(form.getByText('Transaction UTR must be alphanumeric.')).toBeVisible();
  await fillSearch(page, { rrn: '', start: daysBefore(today, 200), end: today });
  await expect(form.getByText('Please select date range not more than 6 months')).toBeVisible();
  await fillSearch(page, { start: daysBefore(today, 280), end: daysBefore(today, 200) });
  await expect(form.getByText('Please select start date not beyond 270 days')).toBeVisible();

  // A swipe merchant's transactions from 100 to 60 days ago (none of them disputed in the seed).
  await fillSearch(page, { start: daysBefore(today, 100), end: daysBefore(today, 60) });
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Chargeback Transactions' })).toBeVisible();
  const menu = page.getByRole('button', { name: /^Actions for / }).first();
  await expect(menu).toBeVisible();
  await expect(page.getByText('₹').first()).toBeVisible();
  const ptid = ((await menu.getAttribute('aria-label')) ?? '').replace('Actions for ', '');
  expect(ptid).toMatch(/^SW\d+$/);
  await menu.click();
  await openMenuGroups(page);
  await expect(page.getByRole('menuitem', { name: 'Raise FRM Complaint' })).toBeVisible(); // this analyst holds it
  await page.getByRole('menuitem', { name: 'Raise a Dispute' }).click();

  // §5.3: each message on bad input, and nothing saved.
  await expect(page.getByRole('heading', { name: 'Raise Dispute', level: 1 })).toBeVisible();
  const raise = page.getByRole('form', { name: 'Raise Dispute' });
  await raise.getByRole('button', { name: 'Raise Dispute' }).click();
  await expect(raise.getByText('This field is required.').first()).toBeVisible();
  await expect(raise.getByText('Attach at least one proof.')).toBeVisible();
  await raise.getByLabel('Acknowledgement No').fill('AB1');
  await raise.getByLabel('Subject of Complaint').fill('s'.repeat(201));
  await raise.getByLabel('Remarks').fill('r'.repeat(301));
  await raise.getByLabel('Dispute Amount').fill('0');
  await raise.getByLabel('Freshdesk Ticket ID').fill('FD-12345');
  await raise.getByRole('button', { name: 'Raise Dispute' }).click();
  await expect(raise.getByText('Must be at least 5 characters.')).toBeVisible();
  await expect(raise.getByText('Cannot be more than 200 characters.')).toBeVisible();
  await expect(raise.getByText('Cannot be more than 300 characters.')).toBeVisible();
  await expect(raise.getByText('Amount must be greater than 0.')).toBeVisible();
  await expect(raise.getByText('Only letters and numbers are allowed.')).toBeVisible();
  await raise.getByLabel('Acknowledgement No').fill('A'.repeat(101));
  // Issue 41 item 2: an amount one character too long is kept as typed and said at once, not cut.
  await raise.getByLabel('Dispute Amount').fill('12345678901');
  await expect(raise.getByLabel('Dispute Amount')).toHaveValue('12345678901');
  await expect(raise.getByText('Cannot be more than 10 characters.')).toBeVisible();
  await raise.getByLabel('Dispute Amount').fill('9999999');
  await raise.getByRole('button', { name: 'Raise Dispute' }).click();
  await expect(raise.getByText('Cannot be more than 100 characters.')).toBeVisible();
  await expect(raise.getByText(/^Amount cannot exceed the total transaction amount of ₹[\d,.]+\.$/)).toBeVisible();
  await raise.getByRole('combobox', { name: 'Dispute Category' }).fill('other');
  await page.getByRole('option', { name: 'others' }).click();
  await raise.getByRole('button', { name: 'Raise Dispute' }).click();
  await expect(raise.getByLabel('Other (specify)')).toBeVisible();
  await raise.getByLabel('Other (specify)').fill('x!');
  await raise.getByRole('button', { name: 'Raise Dispute' }).click();
  await expect(raise.getByText('Must be at least 5 characters.').first()).toBeVisible();
  await raise
    .locator('input[type=file][aria-label="Other proof"]')
    .setInputFiles({ name: 'note.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a pdf</html>') });
  await expect(raise.getByText('Proof must be a PDF, PNG or JPEG file.')).toBeVisible();
  expect(await casesFor(page, ptid)).toEqual([]);

  // A valid raise with a PDF (one that carries JavaScript).
  await raise.getByRole('combobox', { name: 'Dispute Category' }).fill('Fraud');
  await page.getByRole('option', { name: 'Fraud' }).click();
  await raise.getByLabel('Acknowledgement No').fill('ACK12345');
  await raise.getByLabel('Subject of Complaint').fill('Customer says the card was not present');
  await raise.getByLabel('Remarks').fill('');
  await raise.getByLabel('Freshdesk Ticket ID').fill('FD12345');
  await raise.getByLabel('Dispute Amount').fill('1');
  await raise.getByRole('combobox', { name: 'State' }).fill('Karna');
  await page.getByRole('option', { name: 'Karnataka' }).click();
  await raise.getByRole('combobox', { name: 'City' }).fill('Beng');
  await page.getByRole('option', { name: 'Bengaluru' }).click();
  await raise.locator('input[type=file][aria-label="Other proof"]').setInputFiles([]);
  await raise
    .locator('input[type=file][aria-label="Invoice"]')
    .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: pdfWithJavaScript() });
  await expect(raise.getByText('invoice.pdf')).toBeVisible();
  await raise.getByRole('button', { name: 'Raise Dispute' }).click();

  // Under New on the case list, found by its payment transaction id; the proof previews without running its script.
  await expect(page.getByRole('heading', { name: 'Alerts', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^New \(1\)$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Preview invoice.pdf' }).click();
  const preview = page.getByRole('dialog', { name: 'Proof preview' });
  await expect(preview.getByText('Invoice with script')).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(500);
  expect(
    await page.evaluate(() => (window as unknown as { __proofScriptRan?: boolean }).__proofScriptRan),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);
  await preview.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  const ownCase = page.getByRole('dialog', { name: /^Review case \d+\b/ });
  await expect(ownCase.getByText('You cannot review a dispute you raised.')).toBeVisible();
  await expect(ownCase.getByRole('button', { name: 'Decide', exact: true })).toHaveCount(0);
  await ownCase.getByRole('button', { name: 'Close' }).click();

  // In its history.
  await page.goto('/crm/view/dispute');
  await fillSearch(page, { merchantId: '4000000001', start: daysBefore(today, 100), end: daysBefore(today, 60) });
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Actions for ${ptid}` }).click();
  await openMenuGroups(page);
  await page.getByRole('menuitem', { name: 'View Dispute History' }).click();
  const history = page.getByRole('dialog', { name: 'Dispute History' });
  await expect(history.getByRole('cell', { name: 'New' })).toBeVisible();
  expect((await casesFor(page, ptid)).map((c) => c.status)).toEqual(['INIT']);

  // The raiser cannot review it (403 from the server, whatever the console shows).
  const [own] = await casesFor(page, ptid);
  const self = await page.request.post('/api/chargeback/chargeback/proof/status/update', {
    headers: await bearerOf(page),
    data: { disputeId: own!.id, accepted: true, acceptReason: ['Sufficient Proof'] },
  });
  expect(self.status()).toBe(403);

  // A second analyst rejects it with two reasons; it moves to Resolved.
  await page.evaluate(() => sessionStorage.clear());
  await signIn(page, account('disputes2'), '/crm/alerts/dispute');
  await expect(page.getByRole('heading', { name: 'Alerts', level: 1 })).toBeVisible();
  const search = page.getByLabel('Search by Payment Transaction ID');
  await search.fill(ptid);
  await search.press('Enter');
  await expect(page.getByRole('tab', { name: /^New \(1\)$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  const review = page.getByRole('dialog', { name: new RegExp(`^Review case ${own!.id}\\b`) });
  await expect(review.getByText('Invoice with script')).toBeVisible({ timeout: 15_000 });
  await review.getByRole('radio', { name: 'Reject' }).check();
  await review.getByRole('checkbox', { name: 'Business name not printed on invoice' }).check();
  await review.getByRole('checkbox', { name: 'Proof image is not clear' }).check();
  await review.getByLabel('Agent rejection notes').fill('Invoice does not name the business');
  await review.getByRole('button', { name: 'Decide', exact: true }).click();
  await expect(review).toBeHidden();
  await page.getByRole('tab', { name: /^Resolved \(1\)$/ }).click();
  await expect(page.getByRole('cell', { name: ptid })).toBeVisible();
  expect((await casesFor(page, ptid)).map((c) => c.status)).toEqual(['Resolved']);
  expect(dialogs).toEqual([]);
});

test('a QR-only analyst never sees SWIPE, the server refuses SWIPE for them, and Raise FRM Complaint needs its permission', async ({
  page,
}) => {
  await signIn(page, account('disputes-qr'), '/crm/view/dispute');
  await expect(page.getByRole('heading', { name: 'View Dispute', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'QR' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'SWIPE' })).toHaveCount(0);
  await expect(page.getByText('Not authorized to list swipe chargeback transactions!')).toBeVisible();
  await page.getByRole('combobox', { name: /Select Product/ }).click();
  await expect(page.getByRole('option', { name: 'SWIPE' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  const refused = await page.request.get(
    `/api/chargeback/chargeback/merchant/detail/page/list?merchantId=4000000001&startDate=${daysBefore(today, 30)}&endDate=${today}&sourceProduct=SWIPE`,
    { headers: await bearerOf(page) },
  );
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'Not authorized to list swipe chargeback transactions!',
  );
  await fillSearch(page, { merchantId: '4000000002', start: daysBefore(today, 100), end: today });
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('button', { name: /^Actions for QR/ })
    .first()
    .click();
  await openMenuGroups(page);
  await expect(page.getByRole('menuitem', { name: 'Raise a Dispute' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Raise FRM Complaint' })).toHaveCount(0);
});

test('the dispute list: Processing by default over the last week, and each §5.2 filter message', async ({ page }) => {
  await signIn(page, account('disputes'), '/crm/view/dispute');
  await page.getByRole('tab', { name: 'Dispute List' }).click();
  const filters = page.getByRole('search', { name: 'Dispute List' });
  await expect(filters.getByLabel('Start date')).toHaveValue(dateText(daysBefore(today, 7)));
  await expect(filters.getByLabel('End date')).toHaveValue(dateText(today));
  await expect(filters.getByRole('combobox', { name: /Status/ })).toHaveText('Processing');
  await filters.getByLabel('Mobile').fill('8912345678');
  await expect(filters.getByText('Mobile number must start with 91.')).toBeVisible();
  await filters.getByLabel('Freshdesk Ticket ID').fill('FD-1');
  await expect(filters.getByText('Freshdesk Ticket ID must be alphanumeric.')).toBeVisible();
  await filters.getByLabel('Merchant ID').fill('12a');
  await expect(filters.getByText('Merchant ID must contain only numbers.')).toBeVisible();
  await filters.getByLabel('End date').fill('');
  await expect(filters.getByText('End date is required in date range.')).toBeVisible();
  await filters.getByLabel('Start date').fill('');
  await filters.getByLabel('End date').fill(dateText(today));
  await expect(filters.getByText('Start date is required in date range.')).toBeVisible();
});

test('bulk dispute: a CSV checked in the worker row by row, raised all at once when clean', async ({ page }) => {
  await signIn(page, account('disputes'), '/crm/bulk/dispute');
  await expect(page.getByRole('heading', { name: 'Bulk Dispute', level: 1 })).toBeVisible();
  const list = await page.request.get(
    `/api/chargeback/chargeback/merchant/detail/page/list?merchantId=4000000003&startDate=${daysBefore(today, 180)}&endDate=${daysBefore(today, 120)}&limit=2`,
    { headers: await bearerOf(page) },
  );
  const [a, b] = ((await list.json()) as { Response: { payment_transaction_id: string }[] }).Response;
  const header =
    'sourceProduct,merchantId,paymentTransactionId,disputeCategory,acknowledgementNo,subjectOfComplaint,state,city,disputeAmount,freshdeskTicketId,remarks';
  const line = (ptid: string, ack = 'ACK12345') =>
    `SWIPE,4000000003,${ptid},Fraud,${ack},Customer disputes the charge,Karnataka,Bengaluru,1,,`;
  const input = page.locator('input[type=file][aria-label="Choose CSV file"]');
  await input.setInputFiles({
    name: 'bulk.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, line(a!.payment_transaction_id), line(b!.payment_transaction_id, 'AB')].join('\r\n')),
  });
  await expect(page.getByRole('status')).toHaveText('2 rows, 1 with errors');
  await expect(page.getByRole('table', { name: 'Rows with errors' })).toContainText(
    'acknowledgementNo: Must be at least 5 characters.',
  );
  await expect(page.getByRole('button', { name: 'Raise disputes' })).toBeDisabled();
  await input.setInputFiles({ name: 'bulk.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(page.getByText('Please upload a valid CSV file.')).toBeVisible();
  await input.setInputFiles({
    name: 'bulk.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, line(a!.payment_transaction_id), line(b!.payment_transaction_id)].join('\r\n')),
  });
  await expect(page.getByRole('status')).toHaveText('2 rows, 0 with errors');
  await page.getByRole('button', { name: 'Raise disputes' }).click();
  // The count and the first rows before anything is raised (issue 41 item 1).
  const confirm = page.getByRole('dialog', { name: 'Raise these disputes?' });
  await expect(confirm.getByRole('row', { name: 'Disputes 2' })).toBeVisible();
  await expect(confirm.getByRole('row').filter({ hasText: a!.payment_transaction_id })).toBeVisible();
  await confirm.getByRole('button', { name: 'Raise disputes' }).click();
  await expect(page.getByText('2 disputes raised.')).toBeVisible();
  expect((await casesFor(page, a!.payment_transaction_id)).map((c) => c.status)).toEqual(['INIT']);
});

test('decide and open next: a decision moves on to the next case of the tab', async ({ page }) => {
  await signIn(page, account('disputes2'), '/crm/alerts/dispute');
  await expect(page.getByRole('heading', { name: 'Alerts', level: 1 })).toBeVisible();
  const reviews = page
    .getByRole('row')
    .filter({ hasText: 'disputes@console.example' })
    .getByRole('button', { name: 'Review', exact: true });
  await expect(reviews.first()).toBeVisible();
  const firstId = await page
    .getByRole('row')
    .filter({ hasText: 'disputes@console.example' })
    .first()
    .getByRole('cell')
    .first()
    .textContent();
  await reviews.first().click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Review case ${firstId}\\b`) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Accept' }).check();
  await expect(dialog.getByRole('checkbox', { name: 'Sufficient Proof' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Decide and open next' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: /^Review case \d+\b/ })).toBeVisible();
  await expect(page.getByRole('dialog', { name: new RegExp(`^Review case ${firstId}\\b`) })).toHaveCount(0);
});

import { axeFindings } from './helpers/axe';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/** A 1×1 PNG: a proof the server types by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * /mobile-change-request (issue 43 item 3): a maker raises a merchant's registered mobile change with a proof, a
 * checker opens it (numbers masked, proof shown) and approves it, and the merchant 360 shows the new number masked.
 */
test('a maker raises a mobile change with a proof, a checker approves it, the merchant 360 shows it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const merchant = '1000185';
  const next = `7${String(Date.now()).slice(-9)}`;
  const masked = `XXXXXX${next.slice(-4)}`;
  const remark = `E2E mobile change ${next}`;

  const maker = await (await browser.newContext()).newPage();
  await signIn(maker, account('maker'), '/crm/mobile-change-request');
  await expect(maker.getByRole('heading', { name: 'Mobile Change Request', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await expect(maker.getByRole('table', { name: 'Mobile change requests' })).toBeVisible({ timeout: 20_000 });
  expect(await axeFindings(maker, '/mobile-change-request')).toEqual([]);
  await maker.getByRole('textbox', { name: 'Merchant ID', exact: true }).fill(merchant);
  await maker.getByRole('button', { name: 'Find merchant' }).click();
  await expect(maker.getByTestId('mobile-change-merchant')).toContainText(/XXXXXX\d{4}/);
  await maker.getByRole('textbox', { name: /New mobile number/ }).fill(next);
  await maker.getByRole('combobox', { name: /Reason/ }).click();
  await maker.getByRole('option', { name: 'Number changed' }).click();
  await maker
    .getByLabel('Proof document')
    .setInputFiles({ name: 'sim-letter.png', mimeType: 'image/png', buffer: PNG });
  await expect(maker.getByTestId('mobile-change-proof')).toContainText('sim-letter.png');
  await expect(maker.getByTestId('mobile-change-proof')).toContainText('image/png');
  await maker.getByRole('button', { name: 'Review request' }).click();
  const confirm = maker.getByRole('dialog', { name: 'Raise mobile change request' });
  await expect(confirm).toContainText(next);
  await confirm.getByRole('textbox', { name: /Remarks/ }).fill(remark);
  expect(await axeFindings(maker, 'raise dialog', '[role="dialog"]')).toEqual([]);
  await confirm.getByRole('button', { name: 'Raise request' }).click();
  await expect(maker.getByText(/Mobile change request #\d+ placed for/)).toBeVisible();

  const checker = await (await browser.newContext()).newPage();
  await signIn(checker, account('checker'), '/crm/mobile-change-request');
  await checker.getByRole('textbox', { name: 'Filter by merchant ID' }).fill(merchant);
  const row = checker
    .getByRole('table', { name: 'Mobile change requests' })
    .getByRole('row')
    .filter({ hasText: masked });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await row.getByRole('button', { name: /Open request/ }).click();
  const detail = checker.getByRole('dialog', { name: /Request #\d+/ });
  await expect(detail).toContainText(masked);
  await expect(detail).toContainText(remark);
  await expect(detail.getByRole('img', { name: 'sim-letter.png' })).toBeVisible({ timeout: 15_000 });
  expect(await axeFindings(checker, 'request detail', '[role="dialog"]')).toEqual([]);
  await detail.getByRole('button', { name: 'Approve' }).click();
  const approve = checker.getByRole('dialog', { name: 'Approve request' });
  await expect(approve).toContainText(masked);
  await approve.getByRole('textbox', { name: /Remarks/ }).fill('Proof matches the owner');
  expect(await axeFindings(checker, 'approve dialog', '[role="dialog"]')).toEqual([]);
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByText(/Mobile change #\d+ approved/)).toBeVisible();

  const ops = await (await browser.newContext()).newPage();
  await signIn(ops, account('ops'), `/crm/new-merchant/${merchant}/profile`);
  await expect(ops.getByRole('region', { name: 'Merchant summary' }).getByText(masked)).toBeVisible({
    timeout: 20_000,
  });
});

import { axeFindings } from './helpers/axe';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';
import { RECON_E2E_REF } from '../../server/db/seed/txn-recon-refs';

/**
 * /recon/upload-file and /recon/on-spot (issue 45 item 1): a reconciler uploads an acquirer settlement file naming a
 * seeded transaction with the wrong amount and a reference we do not know, reads the counts, reviews the mismatch with
 * a remark, then traces the transaction on the spot: our books and the acquirer line side by side, the amount marked,
 * and no bank statement line.
 */
test('a settlement file is reconciled, a mismatch reviewed with a remark, and traced on the spot', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, account('txn-recon'), '/crm/recon/upload-file');
  await expect(page.getByRole('heading', { name: 'Upload Settlement File', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { name: 'Recent runs' })).toBeVisible();
  expect(await axeFindings(page, '/recon/upload-file')).toEqual([]);

  // A day with no transaction of ours, so nothing is "ours only"; a fresh unknown reference keeps the file new.
  const unknown = `E2E${Date.now()}`;
  await page.getByTestId('file-recon-acquirer').setInputFiles({
    name: `acquirer-${unknown}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `rrn,amount,status,txnDate\n${RECON_E2E_REF},1.00,SUCCESS,2020-01-01\n${unknown},250.00,SUCCESS,2020-01-01\n`,
    ),
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send file' }).click();
  await expect(page.getByText(/reconciled: 2 lines from acquirer-/)).toBeVisible({ timeout: 20_000 });

  const mismatched = page.getByRole('group', { name: 'Mismatched', exact: true });
  await expect(mismatched.locator('h5')).toHaveText('1');
  await expect(mismatched).toContainText('Theirs: ₹1.00');
  await expect(page.getByRole('group', { name: 'Theirs only' })).toContainText('Theirs: ₹250.00');
  await expect(page.getByRole('group', { name: 'Matched', exact: true }).locator('h5')).toHaveText('0');
  await expect(page.getByRole('group', { name: 'Ours only' }).locator('h5')).toHaveText('0');

  const rows = page.getByRole('table', { name: 'Reconciliation rows' });
  const row = rows.locator('tbody tr', { hasText: RECON_E2E_REF });
  await expect(row).toContainText('Amount differs');
  await row.getByRole('button', { name: `Mark reviewed ${RECON_E2E_REF}` }).click();
  const dialog = page.getByRole('dialog', { name: `Mark row ${RECON_E2E_REF} reviewed` });
  await expect(dialog).toContainText('Amount differs');
  await expect(dialog).toContainText('₹1.00');
  await dialog.getByRole('textbox', { name: /remarks/i }).fill('Acquirer short-settled; claim raised');
  expect(await axeFindings(page, 'review dialog', '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(page.getByText(`Row ${RECON_E2E_REF} marked reviewed.`)).toBeVisible();
  await expect(row).toContainText('Reviewed by txn-recon@console.example');
  await expect(row).toContainText('Acquirer short-settled; claim raised');

  await page.goto('/crm/recon/on-spot');
  await expect(page.getByRole('heading', { name: 'On-Spot Recon', level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'RRN or UTR' }).fill(RECON_E2E_REF);
  await page.getByRole('button', { name: 'Trace' }).click();
  const acquirer = page.getByRole('group', { name: 'Acquirer file' });
  await expect(acquirer).toContainText('₹1.00 (differs from our books)');
  await expect(page.getByRole('group', { name: 'Our books' })).toContainText('SUCCESS');
  await expect(page.getByRole('group', { name: 'Bank statement' })).toContainText('Not found in any bank statement.');
  await expect(page.getByText(/Disagrees with our books: Acquirer file amount/)).toBeVisible();
  expect(await axeFindings(page, '/recon/on-spot')).toEqual([]);
});

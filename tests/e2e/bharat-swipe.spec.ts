import { axeFindings } from './helpers/axe';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/**
 * Issue 44 item 5 (spec §7.4 bharat-swipe/crm calls): a support agent opens a merchant's Card swipe tab, sees the
 * charges by month and one month's details by device, generates a dynamic QR for an amount (the confirmation restating
 * store and amount, the QR shown), and sends the order link, which reaches the development outbox; a second send is
 * refused with the cooldown.
 */
test('an agent reads card-swipe charges, generates a dynamic QR and sends the order link', async ({ page }) => {
  test.setTimeout(150_000);
  const merchantId = '1000001';
  const mobile = '9800000001';
  await signIn(page, account('support'), `/crm/new-merchant/${merchantId}/card-swipe`);
  const months = page.getByRole('table', { name: 'Charges by month' });
  await expect(months.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await expect(months.locator('tbody tr')).toHaveCount(6);
  await expect(months.locator('tbody tr').first()).toContainText('DUE');
  expect(await axeFindings(page, '/new-merchant/:id/card-swipe')).toEqual([]);

  const detailsButton = months.getByRole('button', { name: /^Details of / }).nth(1);
  const label = (await detailsButton.getAttribute('aria-label'))!.replace('Details of ', '');
  await detailsButton.click();
  const details = page.getByRole('table', { name: `Charges in ${label}` });
  await expect(details.locator('tbody tr').first()).toContainText(/SN\d+/, { timeout: 10_000 });
  await expect(details.locator('tbody tr').first()).toContainText('₹');

  await page.getByRole('button', { name: 'Generate dynamic QR' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate a dynamic QR?' });
  await expect(dialog).toContainText(`Dynamic QR for merchant ${merchantId}`);
  await dialog.getByRole('combobox', { name: 'Store' }).click();
  await page.getByRole('option', { name: /Main store/ }).click();
  await dialog.getByRole('textbox', { name: /Amount/ }).fill('1,250.50');
  await expect(dialog).toContainText('₹1,250.50');
  await expect(dialog).toContainText('For 15 minutes, for this amount only');
  expect(await axeFindings(page, 'dynamic QR dialog', '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Generate dynamic QR' }).click();
  await expect(page.getByText(/^Dynamic QR DQR\w+ for ₹1,250\.50 is ready; it expires at/)).toBeVisible();
  const shown = page.getByRole('dialog', { name: /^QR DQR\w+/ });
  await expect(shown.getByRole('img', { name: /^QR code DQR\w+ for store 5000001$/ })).toBeVisible();
  await expect(shown).toContainText('am=1250.50');
  expect(await axeFindings(page, 'QR result dialog', '[role="dialog"]')).toEqual([]);
  await shown.getByRole('button', { name: 'Close' }).first().click();

  const send = page.getByRole('button', { name: 'Send order link' });
  await send.click();
  const confirm = page.getByRole('dialog', { name: 'Send the order link?' });
  await expect(confirm).toContainText('XXXXXX0001');
  await expect(confirm).toContainText('48 hours after it is sent');
  expect(await axeFindings(page, 'order link dialog', '[role="dialog"]')).toEqual([]);
  await confirm.getByRole('button', { name: 'Send order link' }).click();
  await expect(page.getByText(new RegExp(`^Order link sent to XXXXXX0001 \\(merchant ${merchantId}\\)`))).toBeVisible();

  const outbox = await page.request.get(`/api/crm/dev/outbox?mobile=${mobile}`);
  expect(outbox.ok()).toBe(true);
  const sent = ((await outbox.json()) as { data: { email: string; code: string }[] }).data;
  expect(sent[0]?.email).toBe(mobile);
  expect(sent[0]?.code).toMatch(/^[A-Za-z0-9]{10}$/);

  await expect(confirm).toBeHidden();
  await send.click();
  const again = page.getByRole('dialog', { name: 'Send the order link?' });
  await expect(again.getByRole('button', { name: 'Send order link' })).toBeEnabled();
  await again.getByRole('button', { name: 'Send order link' }).click();
  await expect(page.getByText(/less than 15 minutes ago\. Try again in \d+ minutes?\./)).toBeVisible();
});

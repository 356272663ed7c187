import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';
import { axeFindings, report, settled } from './helpers/axe';
import { openInboxItem } from './helpers/inbox';
import { opensDocumentWindow } from './helpers/popup';

/**
 * Issue 46 item 6 (spec §7.5), part A, on the consumer 360's Summary tab: contacts masked and revealed; a verified
 * name corrected by a second person; a repayment link sent, shown, and a second send inside the cooldown refused; a
 * sanction letter downloaded; a death certificate uploaded and fetched. Axe on the page and on each new dialog.
 */
const section = (page: Page, name: string) => page.getByRole('region', { name });
const dialogAxe = async (page: Page, where: string) => {
  await settled(page);
  const found = await axeFindings(page, where, '.MuiDialog-root');
  report(where, found);
  expect(found).toEqual([]);
};
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

test('contacts show masked mobiles; Reveal with a reason shows the number; the summary is axe clean', async ({
  page,
}) => {
  await signIn(page, account('agent'), '/crm/post-pe/1001/summary');
  const contacts = section(page, 'Contacts');
  const rohit = contacts.getByRole('row').filter({ hasText: 'Rohit Verma' });
  await expect(rohit.getByText('XXXXXX2233')).toBeVisible({ timeout: 20_000 });
  await expect(rohit).toContainText('Emergency');
  await rohit.getByRole('button', { name: /Reveal/ }).click();
  await page.getByRole('textbox', { name: 'Reason' }).fill('Customer asked to confirm');
  await page.getByRole('dialog').getByRole('button', { name: 'Reveal' }).click();
  await expect(rohit.getByText('9811122233')).toBeVisible();
  await settled(page);
  const found = await axeFindings(page, 'consumer 360 › Summary (contacts, links, letters, certificate)');
  report('consumer 360 › Summary', found);
  expect(found).toEqual([]);
});

test('a verified name correction is raised by one agent and applied only when a checker approves it', async ({
  page,
  browser,
}) => {
  await signIn(page, account('agent'), '/crm/post-pe/1002/summary');
  await page.getByRole('button', { name: 'Correct verified name' }).click();
  const dialog = page.getByRole('dialog', { name: 'Correct verified name' });
  await dialog.getByRole('textbox', { name: /New verified name/ }).fill('Ravi Kumar Sharma');
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Name as on PAN' }).click();
  await dialog.getByRole('textbox', { name: /Remarks/ }).fill('E2E PAN shows the full name');
  // The confirmation restates the name before → after and that a checker decides.
  await expect(dialog.getByRole('row').filter({ hasText: 'Verified name' }).last()).toContainText('Ravi Kumar Sharma');
  await expect(dialog).toContainText('stays Ravi Kumar until a second person approves');
  await dialogAxe(page, 'consumer 360 › Correct verified name');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/^Verified name correction #\d+ for consumer 1002 sent to a checker\.$/)).toBeVisible();

  const checker = await (await browser.newContext()).newPage();
  await signIn(checker, account('checker'), '/crm/approvals');
  await openInboxItem(checker, 'E2E PAN shows the full name');
  const card = checker.getByRole('article').filter({ hasText: 'E2E PAN shows the full name' });
  const row = card.getByRole('row').filter({ hasText: 'Verified name' });
  await expect(row).toContainText('Ravi Kumar');
  await expect(row).toContainText('Ravi Kumar Sharma');
  await card.getByRole('button', { name: 'Approve' }).click();
  const approve = checker.getByRole('dialog', { name: 'Approve request' });
  await approve.getByRole('textbox', { name: /Remarks/ }).fill('PAN checked');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByText("Request approved. The consumer's verified name is corrected.")).toBeVisible();

  await page.reload();
  await expect(page.getByText('Ravi Kumar Sharma').first()).toBeVisible({ timeout: 20_000 });
});

test('a repayment link is sent and listed as Sent; a second send inside the cooldown is refused with its message', async ({
  page,
}) => {
  await signIn(page, account('agent'), '/crm/post-pe/1001/summary');
  const links = section(page, 'Repayment links');
  await expect(links.getByRole('cell', { name: 'PAID', exact: true })).toBeVisible({ timeout: 20_000 });
  await links.getByRole('button', { name: 'Send repayment link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send repayment link' });
  await dialog.getByRole('textbox', { name: /Amount/ }).fill('1500');
  await expect(dialog).toContainText('₹1,500.00');
  await expect(dialog).toContainText('SMS to XXXXXX3210');
  await dialogAxe(page, 'consumer 360 › Send repayment link');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/^Repayment link \w+ for ₹1,500 sent to XXXXXX3210\.$/)).toBeVisible();
  const sent = links.getByRole('row').filter({ hasText: '₹1,500.00' }).filter({ hasText: 'agent@console.example' });
  await expect(sent.first()).toContainText('SENT');

  await links.getByRole('button', { name: 'Send repayment link' }).click();
  await dialog.getByRole('textbox', { name: /Amount/ }).fill('100');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByText(
      /^A repayment link was sent to this consumer less than 10 minutes ago\. The next can be sent in \d+ minutes?\.$/,
    ),
  ).toBeVisible();
});

test('a sanction letter downloads as a PDF', async ({ page }) => {
  await signIn(page, account('agent'), '/crm/post-pe/1001/summary');
  const letters = section(page, 'Sanction letters');
  await expect(letters.getByRole('cell', { name: 'CL-1001', exact: true })).toBeVisible({ timeout: 20_000 });
  await opensDocumentWindow(page, () =>
    letters.getByRole('button', { name: 'Download sanction letter CL-1001' }).click(),
  );
});

test('a death certificate is uploaded (restated first) and fetched back', async ({ page }) => {
  await signIn(page, account('agent'), '/crm/post-pe/1003/summary');
  const cert = section(page, 'Death certificate');
  await expect(cert.getByText('No death certificate is on file.')).toBeVisible({ timeout: 20_000 });
  await cert.getByRole('button', { name: 'Upload death certificate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload death certificate' });
  await dialog
    .getByLabel('Certificate (PDF, JPEG or PNG, at most 5 MB)')
    .setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('textbox', { name: /Remarks/ }).fill('Settlement due to death');
  await expect(dialog.getByRole('row').filter({ hasText: 'File' })).toContainText('certificate.pdf');
  await expect(dialog.getByRole('row').filter({ hasText: 'Type' })).toContainText('application/pdf');
  await dialogAxe(page, 'consumer 360 › Upload death certificate');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Death certificate certificate.pdf uploaded for consumer 1003.')).toBeVisible();
  await expect(cert.getByText('agent@console.example')).toBeVisible();
  await opensDocumentWindow(page, () => cert.getByRole('button', { name: 'View certificate' }).click());
});

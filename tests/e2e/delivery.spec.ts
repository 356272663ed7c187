import { axeFindings } from './helpers/axe';
import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

/**
 * Delivery (issue 44 items 2, 4): the logistics desk adds a courier with its pincode file, checks that a pincode it
 * serves is now serviceable, and moves a card in transit to DELIVERED.
 */
test('the logistics desk adds a courier with a pincode CSV, checks a pincode and delivers a card', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, account('logistics'), '/crm/delivery-provider');
  await expect(page.getByRole('heading', { name: 'Delivery Partners', level: 1 })).toBeVisible({ timeout: 20_000 });
  const partners = page.getByRole('table', { name: 'Courier partners' });
  await expect(partners.locator('tbody tr')).toHaveCount(6, { timeout: 20_000 });
  expect(await axeFindings(page, '/delivery-provider')).toEqual([]);

  // Add a courier: the dialog restates what is added.
  await page.getByRole('button', { name: 'Add partner' }).click();
  const add = page.getByRole('dialog', { name: 'Add courier partner' });
  await add.getByRole('textbox', { name: 'Code' }).fill('e2epost');
  await add.getByRole('textbox', { name: 'Name' }).fill('E2E Post');
  await add.getByRole('textbox', { name: 'Contact' }).fill('desk@e2epost.example');
  await expect(add).toContainText('E2EPOST');
  expect(await axeFindings(page, 'add partner dialog', '[role="dialog"]')).toEqual([]);
  await add.getByRole('button', { name: 'Add partner' }).click();
  await expect(page.getByText('Courier partner E2EPOST added.')).toBeVisible();
  const row = partners.locator('tbody tr', { hasText: 'E2EPOST' });
  await expect(row).toContainText('E2E Post');

  // Its pincode file: Agartala, which no seeded courier serves.
  await row.getByRole('button', { name: 'Upload pincodes for E2EPOST' }).click();
  const upload = page.getByRole('dialog', { name: 'Pincode file for E2EPOST' });
  await upload.locator('input[type="file"]').setInputFiles({
    name: 'agartala.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'pincode,city,state,slaDays,cod,prepaid\n799001,Agartala,Tripura,2,true,true\n799002,Agartala,Tripura,3,false,true\n',
    ),
  });
  await expect(upload).toContainText('File: agartala.csv');
  expect(await axeFindings(page, 'pincode upload dialog', '[role="dialog"]')).toEqual([]);
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('2 pincodes saved for E2EPOST (0 replaced).')).toBeVisible();
  await expect(row).toContainText('2');

  // The pincode check now finds it serviceable by E2EPOST.
  await page.getByRole('textbox', { name: 'Pincode' }).fill('799001');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(
    page.getByText('Pincode 799001 (Agartala, Tripura) is serviceable: fastest 2 days, COD Yes.'),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Couriers serving this pincode' })).toContainText('E2E Post (E2EPOST)');
  expect(await axeFindings(page, '/delivery-provider with a check')).toEqual([]);

  // A card in transit, moved to DELIVERED.
  await page.goto('/crm/delivery/card');
  await expect(page.getByRole('heading', { name: 'Card Deliveries', level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'In transit' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  const deliveries = page.getByRole('table', { name: 'Card deliveries' });
  const first = deliveries.locator('tbody tr').first();
  await expect(first).toContainText('In transit', { timeout: 20_000 });
  expect(await axeFindings(page, '/delivery/card')).toEqual([]);
  const reference = (await first.locator('td').first().innerText()).trim();
  await first.getByRole('button', { name: `Move ${reference}` }).click();
  const move = page.getByRole('dialog', { name: `Move card delivery ${reference}` });
  await expect(move).toContainText('Timeline');
  await move.getByRole('combobox', { name: 'Move to' }).click();
  await page.getByRole('option', { name: 'Delivered' }).click();
  await expect(move).toContainText('cannot be undone');
  await move.getByRole('textbox', { name: /remarks/i }).fill('Handed to the shop owner');
  expect(await axeFindings(page, 'move card delivery dialog', '[role="dialog"]')).toEqual([]);
  await move.getByRole('button', { name: 'Move to' }).click();
  await expect(page.getByText(`${reference} moved to Delivered.`)).toBeVisible();
  await expect(deliveries.locator('tbody tr', { hasText: reference })).toHaveCount(0);
});

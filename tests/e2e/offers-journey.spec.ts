import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';
import { openMenuGroups } from './helpers/menu';
import { localDateTime, pasteHtml, storedOffer } from './helpers/offers-api';
import { dateText } from './date-text';

const brand = `Journey Mart ${Date.now() % 100000}`;

test('ops creates, finds by filter, edits and views an offer; rich text is stored as markdown and ₹ survives; Offer Details groups by category', async ({
  page,
}) => {
  // A long journey (create, filter, edit with its status confirmation, view): 120 s ran out on the shared machine.
  test.setTimeout(180_000);
  await signIn(page, account('ops'), '/crm/postpe-offers');
  await openMenuGroups(page);
  await expect(page.getByRole('menuitem', { name: 'Offers' })).toBeVisible();
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  await page.getByRole('textbox', { name: 'Brand' }).fill(brand);
  await page.getByRole('textbox', { name: 'Search name' }).fill(brand.toLowerCase());
  await page.getByRole('combobox', { name: 'Category name' }).click();
  await page.getByRole('option', { name: 'Special Offers' }).click();
  await page.getByRole('textbox', { name: 'Category', exact: false }).first().fill('Groceries');
  await page.getByLabel('Start time').fill(dateText(localDateTime(1)));
  await page.getByLabel('End time').fill(dateText(localDateTime(20)));
  await page.getByRole('textbox', { name: 'Short text' }).fill('Flat ₹75 off');
  await page.getByRole('switch', { name: 'Coupon code' }).check();
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('JM75');
  await page.getByRole('switch', { name: 'Redirection link' }).check();
  await page.getByRole('textbox', { name: 'Redirection link' }).fill('https://journey.example/offers');

  // The editor loads when a field is opened (issue 18): until then the fields show their text read-only.
  await expect(page.locator('.ProseMirror')).toHaveCount(0);
  for (const field of ['Details', 'Terms and conditions', 'Process'])
    await page.getByRole('button', { name: `Edit ${field}` }).click();
  await expect(page.locator('.ProseMirror')).toHaveCount(3);
  await pasteHtml(
    page,
    0,
    '<p>Get <strong>10% off</strong> up to ₹100</p><ul><li>Min order ₹200</li><li>Once per user</li></ul><p><a href="https://journey.example/tnc">Read more</a></p>',
  );
  await pasteHtml(page, 1, '<ol><li>Valid till stocks last</li></ol>');
  await page.locator('.ProseMirror').nth(2).click();
  await page.keyboard.type('Pay with postpe');

  const preview = page.getByRole('complementary', { name: 'Preview' });
  await expect(preview).toContainText(brand);
  await expect(preview).toContainText('Flat ₹75 off');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/crm\/postpe-offers(\?.*)?$/);

  const stored = await storedOffer(page, brand);
  expect(stored).toMatchObject({
    status: 'INACTIVE',
    couponCode: 'JM75',
    redirectionLink: 'https://journey.example/offers',
    short: 'Flat &#8377;75 off',
  });
  expect(stored.details).toContain('**10% off**');
  expect(stored.details).toContain('up to &#8377;100');
  expect(stored.details).toMatch(/^- +Min order &#8377;200$/m);
  expect(stored.details).toContain('[Read more](https://journey.example/tnc)');
  expect(stored.details).not.toContain('₹');
  expect(stored.tnc).toMatch(/^1\. +Valid till stocks last$/m);
  expect(stored.startTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

  // Lists fetch ACTIVE by default: the new INACTIVE offer shows once the status filter says so.
  await page.getByRole('textbox', { name: 'Brand' }).fill(brand);
  await expect(page.getByRole('row').filter({ hasText: brand })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'INACTIVE' }).click();
  const row = page.getByRole('row').filter({ hasText: brand });
  await expect(row).toHaveCount(1);
  // Spec §9: start and end as dd/MM/yy HH:mm:ss, not the browser locale's 12/4/2026, 3:08:13 PM.
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}/);
  await expect(row).not.toContainText(/[AP]M/);

  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const storedDetails = page.getByRole('dialog').locator('form .offer-rich-text').first();
  await expect(storedDetails).toContainText('up to ₹100');
  await page.getByRole('button', { name: 'Edit Details' }).click();
  await expect(page.locator('.ProseMirror').first()).toContainText('up to ₹100');
  await expect(page.locator('.ProseMirror').first().locator('strong')).toHaveText('10% off');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'ACTIVE', exact: true }).click();
  await page.getByRole('switch', { name: 'Coupon code' }).uncheck();
  await expect(page.getByRole('textbox', { name: 'Coupon code' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Activating the offer changes what customers see: restated (the offer, Status INACTIVE → ACTIVE) before it saves.
  const activate = page.getByRole('dialog', { name: 'Change what customers see?' });
  await expect(activate).toContainText(brand);
  await expect(activate.getByRole('row').filter({ hasText: 'Status' })).toContainText(/INACTIVE.*ACTIVE/);
  await expect(activate).toContainText('Customers see this offer in the app');
  await activate.getByRole('button', { name: 'Save status' }).click();
  await expect(page).toHaveURL(/\/crm\/postpe-offers(\?.*)?$/);

  const edited = await storedOffer(page, brand);
  expect(edited).toMatchObject({
    status: 'ACTIVE',
    couponCode: null,
    details: stored.details,
    tnc: stored.tnc,
    short: 'Flat &#8377;75 off',
  });

  await page.goto(`/crm/postpe-offers/${edited.id}/show`);
  const details = page.locator('.offer-rich-text').first();
  await expect(details.locator('strong')).toHaveText('10% off');
  await expect(details).toContainText('up to ₹100');
  await expect(details.locator('li').first()).toHaveText('Min order ₹200');
  await expect(details.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', 'https://journey.example/tnc');

  await page.goto('/crm/postpe-offers');
  await page.getByRole('button', { name: 'Offer Details' }).click();
  const grouped = page.getByRole('dialog');
  for (const column of ['Exclusive Offers', 'Regular Offers', 'Special Offers'])
    await expect(grouped.getByRole('heading', { name: column, level: 2 })).toBeVisible();
  const special = grouped.getByRole('region', { name: 'Special Offers' });
  const card = special.getByTestId('offer-card').filter({ hasText: brand });
  await expect(card).toContainText('Flat ₹75 off');
  await card.getByRole('button', { name: 'View Details' }).click();
  const text = page.getByRole('dialog', { name: brand });
  await expect(text.locator('strong').first()).toHaveText('10% off');
  await expect(text).toContainText('Valid till stocks last');
});

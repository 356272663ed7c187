import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';
import { bearerOf } from './helpers/offers-api';

const PAYLOAD =
  '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[click me](javascript:alert(1))\n\n<a href="javascript:alert(1)">raw link</a>';

test('a <script> or javascript: link in offer text never executes in the console', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, account('ops'), '/crm/postpe-offers');
  await expect(page.getByRole('heading', { name: 'Offers' }).first()).toBeVisible();
  const start = new Date(Date.now() + 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const end = new Date(Date.now() + 10 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const created = await page.request.post('/api/postpe/offers', {
    headers: await bearerOf(page),
    data: {
      brand: 'Script Probe',
      category: 'Food',
      categoryName: 'Exclusive Offers',
      short: '<script>alert(1)</script>',
      searchName: 'probe',
      type: 'Online-Postpe',
      status: 'ACTIVE',
      startTime: start,
      endTime: end,
      details: PAYLOAD,
      tnc: PAYLOAD,
      process: PAYLOAD,
    },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { id: number } };

  await page.goto(`/crm/postpe-offers/${data.id}/show`);
  await expect(page.getByRole('link', { name: 'click me' })).toHaveCount(0);
  await expect(page.locator('.offer-rich-text').first()).toContainText('click me');
  await expect(
    page.locator('.offer-rich-text script, .offer-rich-text img[onerror], .offer-rich-text a[href^="javascript"]'),
  ).toHaveCount(0);

  await page.goto(`/crm/postpe-offers/${data.id}`);
  await page.getByRole('button', { name: 'Edit Details' }).click();
  await expect(page.locator('.ProseMirror').first()).toContainText('click me');
  await page.getByRole('button', { name: 'View Details' }).click();
  await expect(page.getByRole('dialog', { name: 'Script Probe' })).toContainText('click me');

  await page.goto('/crm/postpe-offers');
  await page.getByRole('button', { name: 'Offer Details' }).click();
  const card = page.getByTestId('offer-card').filter({ hasText: 'Script Probe' });
  await card.getByRole('button', { name: 'View Details' }).click();
  await expect(page.getByRole('dialog', { name: 'Script Probe' })).toContainText('raw link');
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
});

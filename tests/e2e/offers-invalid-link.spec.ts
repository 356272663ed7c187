import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';
import { localDateTime, storedOffers } from './helpers/offers-api';
import { dateText } from './date-text';

test('an invalid redirection link shows "URL not valid, Please enter valid URL" and nothing is saved', async ({
  page,
}) => {
  const brand = `Bad Link ${Date.now() % 100000}`;
  await signIn(page, account('ops'), '/crm/postpe-offers/create');
  await page.getByRole('textbox', { name: 'Brand' }).fill(brand);
  await page.getByRole('textbox', { name: 'Search name' }).fill('bad link');
  await page.getByRole('combobox', { name: 'Category name' }).click();
  await page.getByRole('option', { name: 'Regular Offers' }).click();
  await page.getByRole('textbox', { name: 'Category', exact: false }).first().fill('Food');
  await page.getByLabel('Start time').fill(dateText(localDateTime(1)));
  await page.getByLabel('End time').fill(dateText(localDateTime(5)));
  await page.getByRole('textbox', { name: 'Short text' }).fill('5% off');
  await page.getByRole('switch', { name: 'Redirection link' }).check();
  await page.getByRole('textbox', { name: 'Redirection link' }).fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('URL not valid, Please enter valid URL')).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);
  expect(await storedOffers(page, brand)).toHaveLength(0);

  // The server refuses it too, naming the field, when the console is bypassed.
  const token = await page.evaluate(() => sessionStorage.getItem('token') ?? '');
  const direct = await page.request.post('/api/postpe/offers', {
    headers: { authorization: `Bearer ${token.replace(/^"|"$/g, '')}` },
    data: {
      brand,
      category: 'Food',
      categoryName: 'Regular Offers',
      short: 'x',
      searchName: 'x',
      type: 'Online-Postpe',
      startTime: new Date(Date.now() + 86_400_000).toISOString(),
      endTime: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      redirectionLink: 'javascript:alert(1)',
    },
  });
  expect(direct.status()).toBe(400);
  expect((await direct.json()).message).toBe('redirectionLink: URL not valid, Please enter valid URL');
  expect(await storedOffers(page, brand)).toHaveLength(0);
});

import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';

test('a token the server refuses sends the user to sign-in with Session Expired', async ({ page }) => {
  await signIn(page, account('ops'), '/crm/user');
  await expect(page.getByText('admin@console.example')).toBeVisible();
  // Same payload (still unexpired to the browser), broken signature: the server answers 401.
  await page.evaluate(() => {
    const token = sessionStorage.getItem('token') ?? '';
    sessionStorage.setItem('token', `${token.slice(0, -4)}AAAA`);
  });
  await page.reload(); // the users list asks the admin API again
  await expect(page.getByText('Session Expired. Please login again!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('a token that is no longer a valid session sends the user to sign-in with Session Expired', async ({ page }) => {
  await signIn(page, account('disputes'));
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await page.evaluate(() => sessionStorage.setItem('token', 'tampered'));
  await page.reload();
  await expect(page.getByText('Session Expired. Please login again!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

import { expect, test, type Page } from './helpers/test';

/**
 * Single sign-on (issue 42 item 5) through a real OpenID provider run beside the server (tests/e2e/server.ts): its
 * own login and consent pages, then back in the console.
 */

async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.getByRole('link', { name: 'Sign in with Test SSO' }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password: the test provider takes any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a staff member signs in with single sign-on and lands on the page first asked for, the ticket gone from the address', async ({
  page,
}) => {
  await page.goto('/crm/user?order=ASC&sort=email');
  await signInAtProvider(page, 'ops@console.example');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Profile' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/crm\/user\?order=ASC&sort=email$/);
  await expect(page).toHaveTitle(/Users List/);
  await expect(page.getByText('admin@console.example')).toBeVisible();
});

test('an e-mail without a console account comes back to sign-in, told why and still able to use a code', async ({
  page,
}) => {
  await page.goto('/crm/user');
  await signInAtProvider(page, 'stranger@elsewhere.example');
  await expect(
    page.getByText('No console account can sign in with the e-mail your sign-in provider gave.'),
  ).toBeVisible();
  // Back on sign-in, still on the way to the page asked for, the reason gone from the address.
  await expect(page).toHaveURL(/\/crm\/login\?next=%2Fuser$/);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
});

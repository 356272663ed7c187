import { expect, test } from '@playwright/test';
import { account, signIn } from './helpers/sign-in';

test('a legacy session value is restored into a session', async ({ page }) => {
  await signIn(page, account('support'));
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await page.evaluate(() => {
    const token = sessionStorage.getItem('token') ?? '';
    sessionStorage.clear();
    localStorage.setItem('crmSession', JSON.stringify({ token }));
  });
  await page.goto('/crm/login');
  await expect(page.getByText('Legacy CRM session detected, trying login. Please wait')).toBeVisible();
  await expect(page.getByText('Session Restored!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('crmSession'))).toBeNull();
});

test('a legacy session value that does not work asks the user to sign in', async ({ page }) => {
  await page.goto('/crm/login');
  await page.evaluate(() => localStorage.setItem('crmSession', 'not-a-token'));
  await page.reload();
  await expect(page.getByText('Session Restoration failed!')).toBeVisible();
  await expect(page.getByText('Please try login!')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
});

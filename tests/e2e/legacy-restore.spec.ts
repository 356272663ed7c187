import { expect, test } from './helpers/test';
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
  // The value is there before the sign-in screen's first script, as the old console would have left it. Setting it
  // from an already open sign-in screen raced that screen's own restore, which removes the value before a reload.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('legacySeeded')) return;
    sessionStorage.setItem('legacySeeded', '1');
    localStorage.setItem('crmSession', 'not-a-token');
  });
  await page.goto('/crm/login');
  await expect(page.getByText('Session Restoration failed!')).toBeVisible();
  await expect(page.getByText('Please try login!')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('crmSession'))).toBeNull();
});

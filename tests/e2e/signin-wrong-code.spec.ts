import { expect, test } from './helpers/test';
import { account, latestCode, requestCode } from './helpers/sign-in';

test('a wrong code says Invalid OTP and keeps the user on the code step', async ({ page }) => {
  await page.goto('/crm/');
  await requestCode(page, account('maker'));
  const right = await latestCode(page, account('maker'));
  const wrong = String((Number(right) + 1) % 10_000).padStart(4, '0');
  await page.getByLabel('One-time code').fill(wrong);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Verify OTP: Invalid OTP')).toBeVisible();
  await expect(page.getByLabel('One-time code')).toBeVisible();
  await expect(page).toHaveURL(/\/crm\/login/);

  // Field rules (spec §5.1) before anything is sent.
  await page.getByLabel('One-time code').fill('12');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid OTP', { exact: true })).toBeVisible();
});

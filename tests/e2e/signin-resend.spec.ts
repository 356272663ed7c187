import { expect, test } from './helpers/test';
import { account, requestCode } from './helpers/sign-in';

test('Resend is offered 30 seconds after the code step begins, with a countdown before', async ({ page }) => {
  await page.clock.install();
  await page.goto('/crm/');
  await requestCode(page, account('checker'));
  const resend = page.getByRole('button', { name: /Resend code/ });
  await expect(resend).toHaveText(/Resend code in (30|29)s/);
  await expect(resend).toBeDisabled();
  await page.clock.fastForward(10_000);
  await expect(resend).toHaveText(/Resend code in (20|19)s/);
  await page.clock.fastForward(21_000);
  await expect(resend).toHaveText('Resend code');
  await expect(resend).toBeEnabled();
  await resend.click();
  // The server keeps its own 30-second rule on its real clock: either answer is shown as a toast.
  await expect(page.getByText(/A new code is on its way\.|Resend OTP: /)).toBeVisible();
});

import { expect, test, type APIRequestContext } from './helpers/test';
import { account, signIn, signInWithCode } from './helpers/sign-in';

/** Ten wrong codes in a row lock a staff member's sign-in for 15 minutes (README, Signing in). */
async function lockOut(request: APIRequestContext, email: string): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const asked = await request.post('/api/crm/login/otp/request', { data: { mode: 'email', email } });
    const uuid = ((await asked.json()) as { data: { emailuuid: string } }).data.emailuuid;
    await request.post('/api/crm/login/otp/verify', { data: { otp: '0000', uuid, mode: 'email', email } });
  }
  // A locked account answers as a wrong code does (nothing tells a stranger whose sign-in is locked); the admin
  // screen below shows the lock.
  const last = await request.post('/api/crm/login/otp/verify', {
    data: { otp: '0000', uuid: 'x', mode: 'email', email },
  });
  expect(last.status()).toBe(400);
}

test('an admin lifts a sign-in lock on Role & Permission, and the user can sign in again', async ({
  page,
  browser,
}) => {
  const email = account('support');
  await lockOut(page.request, email);

  await signIn(page, account('admin'), '/crm/role-permission');
  await page.getByRole('tab', { name: 'User roles' }).click();
  await page.getByRole('combobox', { name: 'User' }).fill('support@');
  await page.getByRole('option', { name: /support@console\.example/ }).click();
  const lockNotice = page.getByText(/^Sign-in is locked after too many wrong codes, until .+\.$/);
  await expect(lockNotice).toBeVisible();
  await page.getByRole('button', { name: 'Lift lock' }).click();
  await expect(page.getByText('Sign-in lock lifted.')).toBeVisible();
  await expect(lockNotice).toHaveCount(0);

  const again = await (await browser.newContext()).newPage();
  await signInWithCode(again, email, '/crm/');
  await expect(again.getByRole('button', { name: 'Profile' })).toBeVisible();
});

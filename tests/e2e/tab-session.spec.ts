import { expect, test } from './helpers/test';
import { account, signInWithCode } from './helpers/sign-in';

/**
 * One session across tabs (issue 41 item 5): a second tab of a signed-in browser opens a deep link without asking
 * for a code (the tab cookie, contract/tab-session.ts), and a logout in either tab ends the session for both: the
 * other tab's next request is refused and sends it to sign-in with Session Expired.
 */
test('a second tab opens a deep link signed in; logout in the first signs the second out at its next request', async ({
  context,
  page,
}) => {
  await signInWithCode(page, account('admin'), '/crm/');
  const profile = page.getByRole('button', { name: 'Profile' });
  await expect(profile).toBeVisible({ timeout: 20_000 });

  const second = await context.newPage();
  const visited: string[] = [];
  second.on('framenavigated', (frame) => {
    if (frame === second.mainFrame()) visited.push(frame.url());
  });
  await second.goto('/crm/user?order=ASC&sort=email');
  await expect(second.getByText('admin@console.example')).toBeVisible({ timeout: 20_000 });
  await expect(second).toHaveTitle(/Users List/);
  await expect(second).toHaveURL(/\/crm\/user\?order=ASC&sort=email$/);
  expect(visited.filter((url) => url.includes('/crm/login'))).toEqual([]); // never on the code screen
  const tokens = await Promise.all([page, second].map((p) => p.evaluate(() => sessionStorage.getItem('token'))));
  expect(tokens[1]).toBeTruthy();
  const sid = (token: string | null | undefined) =>
    JSON.parse(atob(token!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).sid;
  expect(sid(tokens[1])).toBe(sid(tokens[0])); // one session, two tabs
  await expect(second.getByRole('button', { name: 'Profile' })).toContainText('AA');

  await profile.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  // The second tab still shows its page; its next request (reading the list again) is refused.
  await second.getByRole('button', { name: 'Refresh' }).click();
  await expect(second.getByText('Session Expired. Please login again!')).toBeVisible();
  await expect(second.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await second.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  // And a new tab now asks for a code.
  const third = await context.newPage();
  await third.goto('/crm/user');
  await expect(third.getByRole('textbox', { name: 'E-mail' })).toBeVisible({ timeout: 20_000 });
  await expect(third).toHaveURL(/\/crm\/login\?next=%2Fuser$/);
});

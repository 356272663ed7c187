import { expect, test } from './helpers/test';
import { axeFindings, report } from './helpers/axe';
import { account, latestCode, signIn } from './helpers/sign-in';

/**
 * The idle lock (issue 42 item 5, PCI DSS 8.2.8): after the idle limit without input the console hides the page
 * behind "Locked for inactivity", keeping what was typed, and a new one-time code unlocks it where the user was. The
 * limit comes from /crm/config.json (the server's SESSION_IDLE_SECONDS, 15 minutes); here it is made 3 seconds.
 */
test('left idle, the console locks with the unsaved form kept out of sight; a new code unlocks it where it was', async ({
  page,
}) => {
  await page.route('**/crm/config.json', async (route) => {
    const config = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...config, sessionIdleSeconds: 3 } });
  });
  const email = account('admin');
  await signIn(page, email, '/crm/user/create');
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.fill('Half-typed Person');

  const lock = page.getByRole('dialog', { name: 'Locked for inactivity' });
  await expect(lock).toBeVisible({ timeout: 15_000 });
  await expect(lock).toContainText(email);
  // Behind the lock the form is out of reach: not in the accessibility tree, not focusable.
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
  await expect(page.locator('[data-testid="locked-content"]')).toHaveAttribute('aria-hidden', 'true');
  const found = await axeFindings(page, 'idle lock', '.MuiModal-root');
  report('idle lock', found);
  expect(found).toEqual([]);

  await lock.getByRole('button', { name: 'Send me a code' }).click();
  const code = lock.getByLabel('One-time code');
  await expect(code).toBeFocused();
  await code.fill(await latestCode(page, email));
  await code.press('Enter');
  await expect(lock).toHaveCount(0, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/crm\/user\/create$/);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Half-typed Person');
});

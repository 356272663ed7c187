import { expect, test } from './helpers/test';
import { account, signIn } from './helpers/sign-in';
import { openMenuGroups } from './helpers/menu';

test('opening /crm/ shows the sign-in screen', async ({ page }) => {
  await page.goto('/crm/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  await expect(page).toHaveURL(/\/crm\/login$/);
});

test('an unknown page sends a signed-out user to sign-in, remembering the page', async ({ page }) => {
  await page.goto('/crm/nowhere');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/crm\/login\?next=%2Fnowhere$/);
});

test('the e-mail step says what is wrong with the address', async ({ page }) => {
  await page.goto('/crm/');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Required!')).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('not-an-email');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Invalid email!')).toBeVisible();
});

test('the console sends a Content-Security-Policy and still renders under it', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  const response = await page.goto('/crm/login');
  expect(response?.headers()['content-security-policy']).toContain("object-src 'none'");
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
});

test('a signed-in user on an unknown page lands on their main screen, with the version in the footer', async ({
  page,
}) => {
  // Operations' main screen is the offers list (src/layout/landing.ts), though it may see the Users List too.
  await signIn(page, account('ops'), '/crm/');
  await openMenuGroups(page);
  await expect(page.getByRole('menuitem', { name: 'Users List' })).toBeVisible();
  await page.goto('/crm/nowhere');
  await expect(page).toHaveURL(/\/crm\/postpe-offers(\?.*)?$/);
  await expect(page).toHaveTitle(/Offers/);
  await expect(page.getByText('Version 12.1.20')).toBeVisible();
});

/** The scripts this page load fetched (or took from the cache) that carry zod, the validation library. */
async function scriptsWithZod(page: import('@playwright/test').Page): Promise<string[]> {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  expect(scripts.length).toBeGreaterThan(3);
  const withZod: string[] = [];
  for (const url of scripts) if ((await (await page.request.get(url)).text()).includes('ZodObject')) withZod.push(url);
  return withZod;
}

test('a list opened cold loads no validation library; a screen that checks a file does', async ({ page }) => {
  // DESIGN.md §6 cold list load: zod (about 80 kB) is for the views that check input, never the shell or route table.
  await signIn(page, account('admin'), '/crm/user');
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'E-mail' })).toBeVisible();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  expect(await scriptsWithZod(page)).toEqual([]);
  // The probe finds zod where it is needed: the settlement file upload checks its rows with it.
  await page.goto('/crm/recon/upload-file');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await scriptsWithZod(page)).length).toBeGreaterThan(0);
});

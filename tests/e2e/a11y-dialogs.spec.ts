import { expect, test, type Page } from './helpers/test';
import {
  checkDialog,
  checkDialogsOf,
  checkRoute,
  cspViolations,
  menuRoutesOf,
  readOnlyPage,
  settled,
} from './helpers/axe';

/**
 * Issue 18: axe on every route of each menu group and on every dialog, drawer, popover or menu its buttons open
 * (saved views, approvals decisions, dispute reviews and history, uploads' batch status, payouts and deposit
 * confirmations, guardrail changes, users and roles, KYC and settlement decisions…), then the console's own dialogs
 * (Ctrl+K palette, `?` shortcuts, the profile menu). The all-access admin sees every button; the API is read-only
 * here (helpers/axe.ts), so no dialog is ever confirmed and nothing changes for the specs that run after.
 */
const GROUPS = [
  'Merchants',
  'Consumer credit',
  'Disputes',
  'Payouts',
  'Investments and deposits',
  'Uploads',
  'Users and roles',
  'Other',
];

let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  page = await readOnlyPage(browser, 'admin', '/crm/');
});

test.afterAll(async () => page.close());

for (const group of GROUPS) {
  test(`every route of ${group} and every dialog it opens`, async () => {
    test.setTimeout(1_800_000);
    await page.goto('/crm/');
    const routes = await menuRoutesOf(page, group);
    expect(routes.length).toBeGreaterThan(0);
    const found: string[] = [];
    for (const route of routes) {
      found.push(...(await checkRoute(page, route)));
      found.push(...(await checkDialogsOf(page, route, page.getByRole('main'))));
    }
    expect(found, found.join('\n')).toEqual([]);
    // Nothing on these screens asks for what the Content-Security-Policy refuses (no eval, no inline script).
    expect(cspViolations(page)).toEqual([]);
  });
}

test('the command palette, the shortcuts list and the profile menu', async () => {
  test.setTimeout(180_000);
  await page.goto('/crm/approvals');
  await expect(page.getByRole('main')).toBeVisible({ timeout: 20_000 });
  // The inbox loaded (and the shortcuts registered) before the first key: checkDialog gives a dialog 2 s to open.
  await settled(page);
  const found: string[] = [];
  const palette = await checkDialog(page, 'Ctrl+K command palette', () => page.keyboard.press('Control+k'));
  const shortcuts = await checkDialog(page, '? shortcuts', async () => {
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press('?');
  });
  const profile = await checkDialog(page, 'profile menu', () =>
    page.getByRole('banner').getByRole('button', { name: 'Profile' }).click(),
  );
  for (const opened of [palette, shortcuts, profile]) {
    expect(opened).not.toBeNull();
    found.push(...(opened ?? []));
  }
  expect(found, found.join('\n')).toEqual([]);
});

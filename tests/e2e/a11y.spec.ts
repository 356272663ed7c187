import { expect, test } from './helpers/test';
import { axeFindings, checkDialogsOf, checkRoute, menuRoutesOf, readOnlyPage, report } from './helpers/axe';

/**
 * Issue 18: axe on the sign-in screen and on the menu's top-level routes (the approvals inbox) with every dialog they
 * open, for the all-access admin. The routes of each menu group and their dialogs are in a11y-dialogs.spec.ts, the
 * consumer and merchant 360s in their own specs. Serious and critical findings fail; the count per route is printed.
 */
test('the sign-in screen has no serious or critical axe finding', async ({ page }) => {
  await page.goto('/crm/login');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  const found = await axeFindings(page, '/crm/login');
  report('/crm/login', found);
  expect(found, found.join('\n')).toEqual([]);
});

test('the check fails on a finding: an unlabelled checkbox is reported as critical', async ({ page }) => {
  await page.goto('/crm/login');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  await page.evaluate(() => {
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.id = 'axe-control';
    document.body.append(box);
  });
  const found = await axeFindings(page, 'control');
  expect(found.join('\n')).toContain('#axe-control');
  expect(found.join('\n')).toMatch(/\(critical\)/);
});

test('every top-level menu route and its dialogs have no serious or critical axe finding', async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await readOnlyPage(browser, 'admin', '/crm/');
  const routes = await menuRoutesOf(page, null);
  expect(routes).toContain('/crm/approvals');
  const found: string[] = [];
  for (const route of routes) {
    found.push(...(await checkRoute(page, route)));
    found.push(...(await checkDialogsOf(page, route, page.getByRole('main'))));
  }
  await page.close();
  expect(found, found.join('\n')).toEqual([]);
});

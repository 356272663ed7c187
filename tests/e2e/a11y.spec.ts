import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { account, signIn } from './helpers/sign-in';
import { openMenuGroups } from './helpers/menu';

/**
 * Issue 18: axe on every route of the menu (groups opened) for the all-access admin, and on the sign-in screen.
 * Serious and critical findings fail; the count per route is printed either way.
 */
const SERIOUS = new Set(['serious', 'critical']);

interface Finding {
  route: string;
  rule: string;
  impact: string;
  nodes: string[];
}

async function axeFindings(page: Page, route: string): Promise<Finding[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => SERIOUS.has(v.impact ?? ''))
    .map((v) => ({
      route,
      rule: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
}

/** Every console link of the menu, its groups opened first (they render their items only when open). */
async function menuRoutes(page: Page): Promise<string[]> {
  await openMenuGroups(page);
  const menu = page.getByRole('menu').first();
  const hrefs = await menu
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs.filter((h) => h.startsWith('/crm/')))];
}

test('the sign-in screen and every menu route have no serious or critical axe finding', async ({ page }) => {
  test.setTimeout(240_000);
  const findings: Finding[] = [];
  await page.goto('/crm/login');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  findings.push(...(await axeFindings(page, '/crm/login')));

  await signIn(page, account('admin'), '/crm/');
  const routes = await menuRoutes(page);
  expect(routes.length).toBeGreaterThan(15);
  for (const route of routes) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main')).toBeVisible();
    const found = await axeFindings(page, route);
    console.log(`axe ${route}: ${found.length ? found.map((f) => `${f.rule} (${f.impact})`).join(', ') : 'clean'}`);
    findings.push(...found);
  }
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
});

import { expect, test, type Page } from './helpers/test';
import { account, signIn } from './helpers/sign-in';
import { ALL_ENTRIES } from '../../src/layout/useVisibleMenuEntries';
import type { MenuEntry } from '../../src/layout/menu-entries';
import { CONSUMER_TAB_VIEWS } from '../../src/pages/consumer-360/tab-views';
import { MERCHANT_TABS } from '../../src/pages/merchant-360/tabs';

/**
 * Issue 41 item 3, "the shell stays put": the page never scrolls sideways at 1280×720 and wider. Signed in once as the
 * all-access admin, every route of the menu (from the console's own menu data) and every tab of the consumer 360
 * (consumer 1001, who has every kind) and the merchant 360 (merchant 1000011, every state) is opened, its content
 * waited for, and at 1280, 1440 and 1920 px neither the document nor the body is wider than the window. Tabs are
 * opened by clicking them in the tab strip, which must scroll inside itself: the window's scrollX stays 0.
 */
const WIDTHS = [1280, 1440, 1920] as const;
const HEIGHT = 720;
const CONSUMER = '1001';
const MERCHANT = '1000011';

const routesOf = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((e) => [...(e.to ? [e.to] : []), ...routesOf(e.children ?? [])]);
const MENU_ROUTES = [...new Set(routesOf(ALL_ENTRIES))].map((to) => `/crm${to}`);

let page: Page;

/** The page's content has arrived: the main region shows, with no progress bar or loading skeleton left in it. */
async function contentShown(): Promise<void> {
  await expect(page.getByRole('main')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[role="progressbar"], .MuiSkeleton-root')).toHaveCount(0, { timeout: 15_000 });
}

/** How much wider than the window the document and the body lay out, at each width (0 when they fit). */
async function overflowAt(where: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    const { doc, body, inner } = await page.evaluate(() => ({
      doc: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
      inner: window.innerWidth,
    }));
    if (doc > inner || body > inner)
      found.push(`${where} at ${width}px: document ${doc}px, body ${body}px wide (+${Math.max(doc, body) - inner}px)`);
  }
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  return found;
}

/** Opens a console route the way a menu link does (history.pushState inside the running console, no reload). */
async function open(route: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await expect(page).toHaveURL(new RegExp(`${route}($|[/?#])`));
  await contentShown();
}

/** Clicks each tab of the 360 open at `base` in its tab strip: the window does not scroll, the page fits. */
async function everyTab(base: string, segments: readonly string[]): Promise<string[]> {
  await open(`${base}/${segments[0]}`);
  const strip = page.getByRole('tablist');
  await expect(strip.getByRole('tab')).toHaveCount(segments.length, { timeout: 20_000 });
  const found: string[] = [];
  for (const segment of segments) {
    const tab = strip.locator(`a[href$="${base}/${segment}"]`);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await contentShown();
    const scrollX = await page.evaluate(() => window.scrollX);
    if (scrollX !== 0) found.push(`${base}/${segment}: the tab click scrolled the window to x=${scrollX}`);
    found.push(...(await overflowAt(`${base}/${segment}`)));
  }
  return found;
}

test.beforeAll(async ({ browser, baseURL }) => {
  page = await browser.newPage({ baseURL, viewport: { width: WIDTHS[0], height: HEIGHT } });
  await signIn(page, account('admin'), '/crm/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Profile' })).toBeVisible({ timeout: 20_000 });
});

test.afterAll(async () => page.close());

/** The menu's routes in a few tests of up to 20 routes each, so each stays well within the per-test timeout. */
const CHUNK = 20;
for (let from = 0; from < MENU_ROUTES.length; from += CHUNK) {
  const routes = MENU_ROUTES.slice(from, from + CHUNK);
  test(`menu routes ${from + 1}–${from + routes.length} fit the window at 1280, 1440 and 1920 px`, async () => {
    expect(MENU_ROUTES.length).toBeGreaterThan(40);
    const found: string[] = [];
    for (const route of routes) {
      await open(route);
      found.push(...(await overflowAt(route)));
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}

test('every consumer 360 tab fits the window, and its tab strip scrolls inside itself', async () => {
  const found = await everyTab(
    `/crm/post-pe/${CONSUMER}`,
    CONSUMER_TAB_VIEWS.map((t) => t.segment),
  );
  expect(found, found.join('\n')).toEqual([]);
});

test('every merchant 360 tab fits the window, and its tab strip scrolls inside itself', async () => {
  const found = await everyTab(
    `/crm/new-merchant/${MERCHANT}`,
    MERCHANT_TABS.map((t) => t.segment),
  );
  expect(found, found.join('\n')).toEqual([]);
});

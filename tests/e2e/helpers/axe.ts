import axeCore, { type AxeResults, type RunOptions } from 'axe-core';
import { expect, type Browser, type Locator, type Page, type Request } from '@playwright/test';
import { LIVE_PATHS } from '../../../contract/live/queues';
import { openMenuGroups } from './menu';
import { account, signIn } from './sign-in';

/**
 * Issue 18: the browser suite's accessibility checks. One rule set (WCAG 2.0/2.1 A and AA, as a11y.spec.ts), only
 * serious and critical findings count; every check prints `where: N serious/critical` and the findings themselves.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SERIOUS = new Set(['serious', 'critical']);
/** Every MUI dialog, drawer, popover and menu renders in a modal root at the end of the body. */
const MODAL = '.MuiModal-root';
/** Buttons that open no dialog: paging, sorting, reloading, exporting, searching, filter chips, plain navigation. */
const NOT_A_DIALOG =
  /page|sort|refresh|export|download|csv|pdf|search|find|look ?up|clear|reset|load more|previous|next|copy|go back|^back$|^(show|hide) filters?$|close/i;

/**
 * Waits until the finite CSS transitions and animations that axe would measure have run (a dialog fading in, a menu
 * closing): axe measured a half-faded dialog's text as too little contrast. Only those in or around `within` when
 * given; never a button's ripple (0.55 s after every click, drawn over the button, not read by axe) or an endless one
 * (a spinner, a skeleton's pulse); at most 5 s.
 */
async function animationsDone(page: Page, within?: string): Promise<void> {
  await page.evaluate(async (scope) => {
    const measured = (a: Animation): boolean => {
      const target = (a.effect as KeyframeEffect | null)?.target;
      if (a.effect?.getComputedTiming().endTime === Infinity || !target) return false;
      if (target.closest('.MuiTouchRipple-root')) return false;
      // Inside what axe checks, or around it (a dialog's role is on its paper; its container is what fades).
      const roots = scope ? [...document.querySelectorAll(scope)] : [document.documentElement];
      return roots.some((root) => root.contains(target) || target.contains(root));
    };
    const until = Date.now() + 5_000;
    // Until two frames pass with none running: a transition React asks for starts at the next frame, and a dialog
    // whose content arrives may fade in again.
    while (Date.now() < until) {
      for (let i = 0; i < 2; i += 1) await new Promise((frame) => requestAnimationFrame(frame));
      const running = document.getAnimations().filter(measured);
      if (running.length === 0) return;
      await Promise.race([
        Promise.all(running.map((a) => a.finished.catch(() => undefined))),
        new Promise((done) => setTimeout(done, Math.max(0, until - Date.now()))),
      ]);
    }
  }, within ?? null);
}

/** axe-core's own API, loaded into a document once: the console's routes open inside it (openRoute), so it stays. */
declare global {
  interface Window {
    axe?: { run: (context: string | Document, options: RunOptions) => Promise<AxeResults> };
  }
}

/**
 * The checks' options: the WCAG tags, and violations only. axe otherwise gathers every passing and incomplete node
 * too, each with its HTML and selector, only for this helper to drop them: violations only took the merchants'
 * routes and dialogs from 99 s to 65 s of axe time.
 */
const AXE_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] };

/**
 * Runs axe in the page itself, on the page or only inside `within`. axe-core is evaluated into a document once, not
 * before every check: @axe-core/playwright's builder evaluated its ~0.6 MB source twice per check, 440 checks a run.
 * The console has no frames (no iframe in src/; the PDF proof viewer draws on a canvas), so nothing is left unchecked
 * by running in the top document only.
 */
async function runAxe(page: Page, within?: string): Promise<AxeResults> {
  if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) await page.evaluate(axeCore.source);
  return page.evaluate(({ context, options }) => window.axe!.run(context ?? document, options), {
    context: within ?? null,
    options: AXE_OPTIONS,
  });
}

/** Serious and critical findings on the page, or only inside `within` (an open dialog, a tab panel). */
export async function axeFindings(page: Page, where: string, within?: string): Promise<string[]> {
  await animationsDone(page, within);
  // On a loaded machine axe has been seen never to return: a minute, then the check is reported as unfinished.
  const result = await Promise.race([
    runAxe(page, within),
    new Promise<null>((done) => setTimeout(() => done(null), 60_000)),
  ]);
  if (!result) return [`${where}: axe did not finish within a minute`];
  return result.violations
    .filter((v) => SERIOUS.has(v.impact ?? ''))
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

/** Prints the count for one route or dialog, and what was found. */
export function report(where: string, found: readonly string[]): void {
  console.log(`axe ${where}: ${found.length} serious/critical${found.length ? `\n  ${found.join('\n  ')}` : ''}`);
}

/** The requests under way on pages readOnlyPage made (Playwright's 'networkidle' is a page-load state only). */
const underWay = new WeakMap<Page, Set<Request>>();

/**
 * The live queues' event stream (approvals inbox, dispute cases, KYC queues) stays open for as long as the page shows
 * them: counted as under way, it kept every check on those pages waiting the whole 20 s (13 of them, ~4.5 min a run).
 */
const neverFinishes = (r: Request) => r.url().includes(LIVE_PATHS.queues);

function trackRequests(page: Page): void {
  const requests = new Set<Request>();
  underWay.set(page, requests);
  page.on('request', (r) => void (neverFinishes(r) || requests.add(r)));
  page.on('requestfinished', (r) => void requests.delete(r));
  page.on('requestfailed', (r) => void requests.delete(r));
}

/** No request under way for `quietMs` (at most 20 s), on a page whose requests are tracked. */
async function networkQuiet(page: Page, requests: Set<Request>, quietMs = 300): Promise<void> {
  const until = Date.now() + 20_000;
  let quietSince = requests.size ? Infinity : Date.now();
  while (Date.now() < until && Date.now() - quietSince < quietMs) {
    await page.waitForTimeout(50);
    if (requests.size) quietSince = Infinity;
    else if (quietSince === Infinity) quietSince = Date.now();
  }
}

export async function settled(page: Page): Promise<void> {
  const requests = underWay.get(page);
  if (requests) await networkQuiet(page, requests);
  else await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  // A loading indicator is a progress bar without a value; a job's progress (Bulk Process) has one and stays.
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, { timeout: 15_000 });
}

/** What the browser reported as refused by the Content-Security-Policy on each page (an eval probe, an inline script). */
const refusedByCsp = new WeakMap<Page, string[]>();

/** The CSP violations a readOnlyPage has reported so far (issue 38 L12: a bundle's eval probe on 13 screens). */
export const cspViolations = (page: Page): readonly string[] => refusedByCsp.get(page) ?? [];

/**
 * A page signed in as `user` whose requests to the backends are read-only: every API call but GET is refused, so
 * opening every button of a screen changes nothing for the specs that run after (dialogs are never confirmed, but a
 * button may act at once). Windows a button opens (a PDF) are closed.
 */
export async function readOnlyPage(browser: Browser, user: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const refused: string[] = [];
  refusedByCsp.set(page, refused);
  // Every securitypolicyviolation the documents report (an eval probe is reported even when its code catches it).
  await context.exposeBinding('__cspRefused', (_source, what: string) => void refused.push(`${page.url()}: ${what}`));
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspRefused: (what: string) => void }).__cspRefused(
        `${e.violatedDirective} by ${e.sourceFile || e.blockedURI}:${e.lineNumber}`,
      ),
    ),
  );
  await signIn(page, account(user), path);
  // Signed in only once the shell shows (the sign-in screen has a main region too): routing the API before then
  // refused the code's own POST, and the page stayed on sign-in.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Profile' })).toBeVisible({ timeout: 20_000 });
  await page.route('**/api/**', (route) =>
    route.request().method() === 'GET' ? route.continue() : route.abort('accessdenied'),
  );
  page.on('popup', (opened) => void opened.close());
  trackRequests(page);
  return page;
}

/**
 * Opens a console route on a readOnlyPage the way its menu link does, inside the running console (history.pushState
 * and the popstate its router listens to): a page.goto booted the whole console again for each of ~80 routes. Other
 * pages, and a page that has left the console, are loaded afresh.
 */
async function openRoute(page: Page, route: string): Promise<void> {
  const inConsole =
    underWay.has(page) && (await page.getByRole('banner').getByRole('button', { name: 'Profile' }).isVisible());
  if (!inConsole) {
    await page.goto(route, { timeout: 30_000 });
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
}

/**
 * Issue 41 item 3, "the shell stays put": what the page lays out wider than the window (a wide table scrolls inside
 * its own region, src/common/ScrollRegion.tsx, never the page), and a window scrolled sideways (a tab click did that).
 * Checked where the axe checks already open every route and 360 tab, at their 1280 px window, the narrowest we support.
 */
export async function widerThanWindow(page: Page, where: string): Promise<string[]> {
  const { doc, body, inner, scrollX } = await page.evaluate(() => ({
    doc: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    inner: window.innerWidth,
    scrollX: window.scrollX,
  }));
  const found: string[] = [];
  if (doc > inner || body > inner)
    found.push(`${where}: the page lays out ${Math.max(doc, body) - inner} px wider than the ${inner} px window`);
  if (scrollX !== 0) found.push(`${where}: the window scrolled sideways to x=${scrollX}`);
  return found;
}

/** Opens a route and checks the whole page: axe, and that it fits the window. */
export async function checkRoute(page: Page, route: string): Promise<string[]> {
  await openRoute(page, route);
  await expect(page.getByRole('main')).toBeVisible({ timeout: 20_000 });
  await settled(page);
  const found = [...(await axeFindings(page, route)), ...(await widerThanWindow(page, route))];
  report(route, found);
  return found;
}

/** Closes whatever modal is open: Escape, else its Cancel/Close button, else the page is reloaded. */
async function closeModal(page: Page): Promise<void> {
  const modal = page.locator(MODAL);
  const gone = (timeout: number) =>
    expect(modal)
      .toHaveCount(0, { timeout })
      .then(
        () => true,
        () => false,
      );
  await page.keyboard.press('Escape');
  // A modal Escape closed stays in the page for its exit transition; its Cancel button, looked for then, was being
  // removed and cost the click's whole 5 s timeout on half the dialogs.
  if (await gone(1_000)) return;
  const cancel = modal.last().getByRole('button', { name: /^(cancel|close)$/i });
  if (await cancel.count())
    await cancel
      .first()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  if (await gone(3_000)) return;
  await page.reload({ timeout: 30_000 });
  await settled(page);
}

/**
 * Whether a modal shows after a click: at most 2 s, but on a page whose requests are tracked, no sooner than the page
 * has been quiet for 300 ms (at least 0.5 s after the click; a dialog whose code or data is fetched first opens once
 * that arrives). Each button that opens nothing waited the whole 2 s before: 13 of them in the Merchants and Other
 * groups alone.
 */
async function modalOpened(page: Page): Promise<boolean> {
  const modal = page.locator(MODAL).first();
  const shown = modal.waitFor({ state: 'visible', timeout: 2_000 }).then(
    () => true,
    () => false,
  );
  const requests = underWay.get(page);
  if (!requests) return shown;
  const quiet = page
    .waitForTimeout(200)
    .then(() => networkQuiet(page, requests))
    .then(() => modal.isVisible())
    .catch(() => false);
  return Promise.race([shown, quiet]);
}

/** Runs `open`; when a dialog, drawer, popover or menu opens, checks it (only it) and closes it without confirming. */
export async function checkDialog(page: Page, where: string, open: () => Promise<void>): Promise<string[] | null> {
  await open();
  if (!(await modalOpened(page))) return null;
  await settled(page);
  const found = await axeFindings(page, where, MODAL);
  report(where, found);
  await closeModal(page);
  return found;
}

/**
 * Clicks every visible, enabled button of `scope` (not the table headers' sort buttons, not tabs: a tab shows a panel
 * and never opens a dialog, and each cost the 2 s wait for one; a button name once, digits
 * ignored, so one row's buttons stand for all rows) and checks each dialog that opens. A button that navigates is
 * undone by going back to the route.
 */
export async function checkDialogsOf(page: Page, route: string, scope: Locator, skip?: RegExp): Promise<string[]> {
  const all: string[] = [];
  const seen = new Set<string>();
  const buttons = scope.locator(
    'button:not(thead button):not([role="tab"]), [role="button"]:not(thead [role="button"])',
  );
  const url = page.url();
  for (let i = 0; i < (await buttons.count()); i += 1) {
    const button = buttons.nth(i);
    const t = { timeout: 5_000 };
    const name = await (async () => {
      if (!(await button.isVisible()) || !(await button.isEnabled(t))) return '';
      return ((await button.getAttribute('aria-label', t)) || (await button.innerText(t))).trim();
    })().catch(() => '');
    const key = name.replace(/\d+/g, '#');
    if (!name || NOT_A_DIALOG.test(name) || skip?.test(name) || seen.has(key)) continue;
    seen.add(key);
    const found = await checkDialog(page, `${route} › ${name}`, () =>
      button.click({ timeout: 5_000 }).catch(() => console.log(`axe ${route} › ${name}: not clickable`)),
    );
    if (found) all.push(...found);
    else if (page.url() !== url) {
      await openRoute(page, url);
      await settled(page);
    }
  }
  return all;
}

/** The console routes of one menu group (its groups opened first), or of the top level when `group` is null. */
export async function menuRoutesOf(page: Page, group: string | null): Promise<string[]> {
  const menu = page.getByRole('menu').first();
  await expect(menu).toBeVisible({ timeout: 20_000 });
  await openMenuGroups(page);
  const links = group
    ? menu.getByRole('group', { name: group, exact: true }).locator('a[href]')
    : menu.locator('a[href]:not([role="group"] a)');
  const hrefs = await links.evaluateAll((all) => all.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs.filter((h) => h.startsWith('/crm/')))];
}

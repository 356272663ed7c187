/**
 * JavaScript a browser fetches, measured from outside (issue 18, DESIGN.md §6): Chromium with a cold cache per page,
 * every script response's body gzipped (level 9) and summed.
 *   - the sign-in screen: scripts fetched until its e-mail field is usable (the admin shell it prefetches after that,
 *     while the code is typed, is not counted);
 *   - every route given (the bench passes every menu route), signed in as the all-access admin: scripts fetched until
 *     the network is idle.
 */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface RouteFigure {
  route: string;
  kb: number;
  scripts: number;
  /** Each script's gzip kB, by file name (BENCH_JS_DETAIL=1 prints them). */
  files: Record<string, number>;
  /** The path the page ended on, without the /crm base, when it is not the route asked for (a redirect). */
  landed?: string;
}

/** Collects the gzip size of every script the page receives; `settled()` waits for the bodies read so far. */
function scriptMeter(page: Page) {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  let lastResponse = Date.now();
  const onResponse = (response: Response) => {
    lastResponse = Date.now();
    const type = response.request().resourceType();
    if (type !== 'script' && !response.url().endsWith('.js')) return;
    pending.push(
      response
        .body()
        .then((body) => void sizes.set(response.url(), gzipSync(body, { level: 9 }).length))
        .catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  return {
    /**
     * Waits for `quietMs` without any response (at most `capMs`): on this slow machine the app can parse and run for
     * longer than networkidle's 500 ms between two fetches, so networkidle alone ends some routes before their page.
     */
    async quiet(quietMs = 1500, capMs = 20_000): Promise<void> {
      const until = Date.now() + capMs;
      while (Date.now() - lastResponse < quietMs && Date.now() < until)
        await page.waitForTimeout(quietMs - (Date.now() - lastResponse));
    },
    /** Stops counting; the figure is what arrived until now. */
    async stop(): Promise<{ kb: number; scripts: number; files: Record<string, number> }> {
      page.off('response', onResponse);
      await Promise.all(pending);
      const bytes = [...sizes.values()].reduce((a, b) => a + b, 0);
      const files = Object.fromEntries([...sizes].map(([url, size]) => [url.split('/').pop() ?? url, size / 1024]));
      return { kb: bytes / 1024, scripts: sizes.size, files };
    },
  };
}

/** Waits (at most 25 s) until the layout's content holds text, shows no spinner, and stays the same for 2 s. */
async function settled(page: Page): Promise<void> {
  const state = () =>
    page.evaluate(() => {
      const main = document.getElementById('main-content');
      const busy = document.querySelector('[role="progressbar"], .MuiCircularProgress-root, .MuiLinearProgress-root');
      return `${busy ? 'busy' : 'idle'}:${(main?.textContent ?? '').length}:${document.scripts.length}`;
    });
  const until = Date.now() + 25_000;
  let last = '';
  let since = Date.now();
  while (Date.now() < until) {
    const now = await state();
    if (now !== last) [last, since] = [now, Date.now()];
    else if (!now.startsWith('busy') && !now.includes('idle:0:') && Date.now() - since >= 2000) return;
    await page.waitForTimeout(250);
  }
}

/** Debian's Chromium (CHROMIUM_PATH overrides) with the bench's flags; Playwright's own build when it is absent. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: existsSync(CHROMIUM) ? CHROMIUM : undefined, args: ARGS });
}

/** A browser context signed in as `email` through the OTP screen (the dev outbox gives the code). */
export async function signInState(browser: Browser, base: string, email: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto('/crm/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('One-time code').waitFor();
  let code = '';
  for (let i = 0; i < 100 && !/^\d{4}$/.test(code); i++) {
    const res = await page.request.get(`/api/crm/dev/outbox?email=${encodeURIComponent(email)}`);
    code = ((await res.json()) as { data?: { code: string }[] }).data?.[0]?.code ?? '';
    if (!code) await page.waitForTimeout(100);
  }
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/crm/login'));
  await page.waitForLoadState('networkidle');
  return context;
}

/** Measures the sign-in screen and every signed-in route, each in a fresh context (a cold cache). */
export async function browserJsFigures(
  base: string,
  opts: { email: string; routes: readonly string[] },
): Promise<{ signIn: RouteFigure; routes: RouteFigure[] }> {
  const browser = await launchChromium();
  try {
    const cold = await browser.newContext({ baseURL: base });
    const page = await cold.newPage();
    const meter = scriptMeter(page);
    await page.goto('/crm/login');
    await page.getByRole('textbox', { name: 'E-mail' }).waitFor({ state: 'visible' });
    const signIn = { route: '/login', ...(await meter.stop()) };
    await cold.close();

    const signedIn = await signInState(browser, base, opts.email);
    // The session lives in sessionStorage (spec §3.1), which a browser context does not carry: copied into each one.
    const session = await signedIn.pages()[0]!.evaluate(() => JSON.stringify(sessionStorage));
    await signedIn.close();

    const figures: RouteFigure[] = [];
    for (const route of opts.routes) {
      const context = await browser.newContext({ baseURL: base });
      await context.addInitScript((saved: string) => {
        for (const [key, value] of Object.entries(JSON.parse(saved) as Record<string, string>))
          sessionStorage.setItem(key, value);
      }, session);
      const tab = await context.newPage();
      const routeMeter = scriptMeter(tab);
      await tab.goto(`/crm${route}`);
      await tab.waitForLoadState('networkidle');
      // The page has rendered: its content holds text, no spinner is left, and neither has changed for 2 s.
      await settled(tab);
      await routeMeter.quiet();
      if (process.env.BENCH_JS_SHOTS)
        await tab.screenshot({ path: `${process.env.BENCH_JS_SHOTS}/${route.replace(/\W+/g, '_')}.png` });
      const path = new URL(tab.url()).pathname.replace(/^\/crm/, '');
      figures.push({ route, ...(await routeMeter.stop()), ...(path === route ? {} : { landed: path }) });
      await context.close();
    }
    return { signIn, routes: figures };
  } finally {
    await browser.close();
  }
}

/**
 * Cold list load (DESIGN.md §6), `npm run bench -- --only browser`: a signed-in user opens a list with an empty
 * browser cache, the CPU slowed 4× and a 40 ms / 10 Mbit/s link (CDP). Per load:
 *   - first row: navigation start to the first animation frame in which a table row holding data is on screen (not a
 *     placeholder, skeleton or empty-state row), in the page's own clock;
 *   - bytes on the wire (every response's encodedDataLength) and requests, until the network has been quiet for 0.5 s
 *     after that row: what the link carried to open the list;
 *   - LCP: the last largest-contentful-paint candidate (PerformanceObserver, buffered).
 * Each of the console's main lists and the stock react-admin app's list (tests/bench/stock-app, built and served the
 * same way by a second server instance) is loaded RUNS times, interleaved round by round so both see the same machine;
 * medians are printed with the ratio to the stock app; the budget is "no slower than the stock app" (first row and
 * LCP). The sign-in screen, signed out, on that link with the CPU at full speed (DESIGN.md: "on that link"):
 * navigation start to its e-mail field drawn and enabled, budget ≤ 1 s. Asserts nothing.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { ROOT_DIR } from '../../server/config.js';
import { launchChromium, slowDesk, withSession } from './chromium.js';
import { percentiles, roundsAtMost } from './page-timing.js';
import { bin, fmt } from './server-process.js';

export const CPU_SLOWDOWN = 4;
const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 5);
const SIGN_IN_BUDGET_MS = 1000;

/** The console's main lists (menu routes, tests/bench/menu-routes.ts), without the /crm base. */
export const CONSOLE_LISTS = [
  { name: 'payouts', path: '/postpe-payouts' },
  { name: 'users', path: '/user' },
  { name: 'disputes', path: '/alerts/dispute' },
  { name: 'audit trail', path: '/audit-trail' },
  { name: 'offers', path: '/postpe-offers' },
  { name: 'FD plans', path: '/investment-fd-plans' },
  { name: 'merchant transactions', path: '/merchant-transaction' },
] as const;

/** The stock app's one list: the admin API's staff users, at react-admin's default hash route. */
export const STOCK_LIST = { name: 'stock react-admin (users)', path: '/#/users' } as const;

/**
 * The in-page probe, as a string (tsx would wrap named functions in `__name`): from the document's start, each
 * animation frame looks for a visible data row and for a usable e-mail field, and the LCP candidates are kept.
 */
const PROBE = `(() => {
  const b = (window.__bench = { row: undefined, field: undefined, lcp: undefined });
  try {
    const lcp = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) b.lcp = e.startTime;
    });
    lcp.observe({ type: 'largest-contentful-paint', buffered: true });
    // Read by the bench: the candidates Chromium has recorded but not yet handed to the callback (a busy, throttled
    // page may not have run it when the bench reads the figures).
    b.takeLcp = () => {
      for (const e of lcp.takeRecords()) b.lcp = e.startTime;
      return b.lcp;
    };
  } catch {}
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.top < innerHeight;
  };
  const dataRow = () => {
    for (const tr of document.querySelectorAll('tbody tr')) {
      if (tr.closest('.RaPlaceholder-root') || tr.querySelector('.RaPlaceholder-root, .MuiSkeleton-root, [role="progressbar"]')) continue;
      const cells = tr.querySelectorAll('td');
      if (cells.length === 0 || (cells.length === 1 && cells[0].colSpan > 1)) continue;
      if ((tr.textContent || '').trim() && shown(tr)) return true;
    }
    return false;
  };
  const field = () => {
    const input = document.querySelector('input[type="email"]');
    return !!input && !input.disabled && shown(input);
  };
  const frame = (t) => {
    if (b.row === undefined && dataRow()) b.row = performance.now();
    if (b.field === undefined && field()) b.field = performance.now();
    if (b.row === undefined || b.field === undefined) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

interface Probe {
  row?: number;
  field?: number;
  lcp?: number;
  takeLcp?: () => number | undefined;
}

export interface Load {
  ms: number;
  lcp: number;
  bytes: number;
  requests: number;
}

/**
 * One cold load of `base + path` in a fresh context (empty cache) on the slow desk; `until` names what ends it. NaN
 * figures when it never shows within 30 s.
 */
async function coldLoad(
  browser: Browser,
  base: string,
  path: string,
  until: 'row' | 'field',
  session?: Record<string, string>,
  cpuRate = CPU_SLOWDOWN,
): Promise<Load> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  try {
    if (session) await withSession(context, session);
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    const desk = await slowDesk(page, cpuRate);
    await page.goto(`/crm${path}`, { waitUntil: 'commit' });
    const read = () =>
      page.evaluate((): Probe => {
        const { row, field, lcp } = (window as unknown as { __bench: Probe }).__bench;
        return { row, field, lcp };
      });
    const deadline = Date.now() + 30_000;
    let probe = await read();
    while (probe[until] === undefined && Date.now() < deadline) {
      await page.waitForTimeout(100);
      probe = await read();
    }
    await desk.quiet();
    await page.evaluate(() => (window as unknown as { __bench: Probe }).__bench.takeLcp?.());
    probe = await read();
    const { bytes, requests } = desk.figures();
    return { ms: probe[until] ?? NaN, lcp: probe.lcp ?? NaN, bytes, requests };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => percentiles(values).median;
const medianOf = (loads: Load[]): Load => ({
  ms: median(loads.map((l) => l.ms)),
  lcp: median(loads.map((l) => l.lcp)),
  bytes: median(loads.map((l) => l.bytes)),
  requests: median(loads.map((l) => l.requests)),
});

/** Builds the console (the repository's vite.config.ts) or the stock app into `outDir`, never into dist/. */
export function buildApp(which: 'console' | 'stock', outDir: string): void {
  const config = which === 'stock' ? ['--config', join('tests', 'bench', 'stock-app', 'vite.config.ts')] : [];
  const run = spawnSync(bin('vite'), ['build', ...config, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: ROOT_DIR,
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error(`vite build of the ${which} app failed`);
  if (which === 'stock') precompress(join(outDir, 'assets'));
}

/**
 * The brotli and gzip copies the console's build writes beside its assets (vite.config.ts, vite-plugin-compression2
 * at its defaults: brotli quality 11, gzip level 9, files over 1 kB), made here for the stock app's assets, whose
 * build stays stock: the server then sends both apps' assets the same way (preCompressed), and the comparison is
 * about the apps, not about one being compressed on the fly.
 */
function precompress(dir: string): void {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (!/\.(js|css|svg|json|mjs|wasm)$/.test(name) || statSync(file).size <= 1024) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

/**
 * Measures the console's lists (served at `consoleBase`) beside the stock app's (at `stockBase`), RUNS rounds
 * interleaved, and the sign-in screen; prints the medians with their budgets.
 */
export async function coldLoadFigures(opts: {
  consoleBase: string;
  stockBase: string;
  consoleSession: Record<string, string>;
  stockSession: Record<string, string>;
  lists?: readonly { name: string; path: string }[];
}): Promise<void> {
  // BENCH_BROWSER_LISTS=users,payouts measures only the lists whose names contain one of those words.
  const only = process.env.BENCH_BROWSER_LISTS?.split(',').filter(Boolean);
  const lists = opts.lists ?? CONSOLE_LISTS.filter((l) => !only || only.some((w) => l.name.includes(w)));
  const loads = new Map<string, Load[]>();
  const add = (name: string, load: Load) => loads.set(name, [...(loads.get(name) ?? []), load]);
  const browser = await launchChromium();
  try {
    for (let round = 0; round < RUNS; round++) {
      add(STOCK_LIST.name, await coldLoad(browser, opts.stockBase, STOCK_LIST.path, 'row', opts.stockSession));
      for (const list of lists)
        add(list.name, await coldLoad(browser, opts.consoleBase, list.path, 'row', opts.consoleSession));
      add('sign-in', await coldLoad(browser, opts.consoleBase, '/login', 'field', undefined, 1));
    }
  } finally {
    await browser.close();
  }

  const stock = medianOf(loads.get(STOCK_LIST.name) ?? []);
  console.log(
    `\nCold list load: signed in, empty cache, CPU ${CPU_SLOWDOWN}× slower, 40 ms / 10 Mbit/s link; median of ${RUNS} ` +
      `runs, interleaved with the stock app (budget: first row and LCP no slower than the stock app)`,
  );
  console.log(
    `  ${'list'.padEnd(30)} ${'first row'.padStart(9)}  ${'× stock'.padStart(7)}  ${'LCP'.padStart(8)}  ${'× stock'.padStart(7)}  ` +
      `${'on the wire'.padStart(11)}  ${'× stock'.padStart(7)}  requests  rounds ≤ stock`,
  );
  const row = (label: string, path: string, f: Load, rounds: string, verdict: string) =>
    console.log(
      `  ${`${label} ${path}`.padEnd(30)} ${fmt(f.ms).padStart(6)} ms  ${fmt(f.ms / stock.ms, 2).padStart(6)}×  ` +
        `${fmt(f.lcp).padStart(5)} ms  ${fmt(f.lcp / stock.lcp, 2).padStart(6)}×  ${fmt(f.bytes / 1024).padStart(8)} kB  ` +
        `${fmt(f.bytes / stock.bytes, 2).padStart(6)}×  ${fmt(f.requests).padStart(8)}  ${rounds.padStart(14)}  ${verdict}`,
    );
  row(STOCK_LIST.name, '', stock, '', '(reference)');
  let over = 0;
  for (const list of lists) {
    const own = loads.get(list.name) ?? [];
    const f = medianOf(own);
    const ok = f.ms <= stock.ms && f.lcp <= stock.lcp;
    if (!ok) over++;
    const verdict = Number.isNaN(f.ms) ? 'OVER (no data row within 30 s)' : ok ? 'ok' : 'OVER';
    row(
      list.name,
      list.path,
      f,
      roundsAtMost(
        own.map((l) => l.ms),
        (loads.get(STOCK_LIST.name) ?? []).map((l) => l.ms),
      ),
      verdict,
    );
  }
  console.log(
    "  (rounds ≤ stock: the rounds whose first row came no later than the stock app's in the same round; a ratio " +
      "near 1 with rounds on both sides is within the machine's noise)",
  );
  console.log(`  ${lists.length} lists, ${over} over budget`);
  const signIn = medianOf(loads.get('sign-in') ?? []);
  console.log(
    `Sign-in screen on that link (empty cache, 40 ms / 10 Mbit/s, CPU at full speed): e-mail field usable ` +
      `${fmt(signIn.ms)} ms (LCP ${fmt(signIn.lcp)} ms, ${fmt(signIn.bytes / 1024)} kB in ${fmt(signIn.requests)} ` +
      `requests); budget ≤ ${fmt(SIGN_IN_BUDGET_MS)} ms ${signIn.ms <= SIGN_IN_BUDGET_MS ? 'ok' : 'OVER'}`,
  );
}

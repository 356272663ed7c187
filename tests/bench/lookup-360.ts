/**
 * `npm run bench -- --only 360` (issue 12, issue 15; DESIGN.md §6: ≤ 300 ms lookup to painted, ≤ 100 ms tab switch to
 * first content, on localhost): the consumer 360 and the merchant 360 in Chromium, signed in as the admin, on the
 * scale-10 seed (100,000 consumers, 1,000,000 account transactions, 100,000 merchants). One unmeasured run warms the
 * chunks and the server first; then, for RUNS different consumers and merchants (so no lookup is a cache hit):
 *   - consumer lookup (mobile, Enter) → the summary band shows that consumer;
 *   - consumer tab switch → the tab's content (first open: fetched; cached: switching back to it);
 *   - merchant lookup (merchant id, Enter) → its profile tab shows the profile;
 *   - merchant tab switch → Transactions' rows (first open and cached).
 * "Content" is the real thing: a table's first cell or a field list's value, never a loading bar, skeleton or the
 * DataTable's placeholder rows (page-timing.ts). Median and p90 beside the budget ("ok" when the median is within it).
 * It asserts nothing. Every consumer tab, with the console's CPU ms per switch: tests/bench/consumer-tabs-cpu.ts.
 * The seeded database is kept (data/bench-360-scale10.sqlite, or BENCH_360_DB): a rerun only checks it is grown.
 * Delete the file to seed afresh. BENCH_DIST_DIR reuses a console build instead of building one.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { loadConfig, ROOT_DIR } from '../../server/config.js';
import { openDatabase } from '../../server/db/connect.js';
import { countOf } from '../../server/repositories/newest-first.js';
import { launchChromium, signInState } from './chromium.js';
import { installActionClock, measure, navigateInApp, percentiles, type Visible } from './page-timing.js';
import { bin, fmt, SECRET, startServer } from './server-process.js';

const RUNS = 20;
const SCALE = '10';
export const BENCH_360_DB = process.env.BENCH_360_DB ?? join(ROOT_DIR, 'data', 'bench-360-scale10.sqlite');

/** Tabs switched to, with what counts as their content. */
const CONSUMER_TABS = [
  { label: 'transactions', content: 'tbody td' },
  { label: 'Limits', content: 'dl dd' },
] as const;
const MERCHANT_TAB = { label: 'Transactions', content: 'tbody td' } as const;

const panel = (label: string, content: string): Visible => ({
  selector: `[role="tabpanel"][aria-label="${label}"]`,
  content,
});

/** Seeds (first time) or checks (later runs) the scale-10 database; the time it took. */
function seedScale10(file: string): number {
  const started = performance.now();
  const run = spawnSync(bin('tsx'), ['server/db/seed/cli.ts', '--scale', SCALE], {
    cwd: ROOT_DIR,
    stdio: 'inherit',
    env: { ...process.env, SQLITE_FILE: file, JWT_SECRET: SECRET, DATABASE_URL: '' },
  });
  if (run.status !== 0) throw new Error('npm run seed -- --scale 10 failed');
  return performance.now() - started;
}

/** RUNS + 1 consumers (mobile, id) and merchants spread over the book; the first of each is the warm-up. */
async function subjects(file: string) {
  const handle = openDatabase(loadConfig({ ...process.env, SQLITE_FILE: file, JWT_SECRET: SECRET, DATABASE_URL: '' }));
  const { db } = handle;
  try {
    const count = (table: 'consumers' | 'consumer_account_txns' | 'merchants') => countOf(db.selectFrom(table));
    const sizes = {
      consumers: await count('consumers'),
      txns: await count('consumer_account_txns'),
      merchants: await count('merchants'),
    };
    const consumers: { id: number; mobile: string }[] = [];
    const merchants: string[] = [];
    for (let k = 0; k <= RUNS; k++) {
      const c = await db
        .selectFrom('consumers')
        .select(['id', 'mobile_number'])
        .where('id', '=', 2_000_000 + Math.floor(((k + 0.5) * (sizes.consumers - 300)) / (RUNS + 1)))
        .executeTakeFirstOrThrow();
      consumers.push({ id: Number(c.id), mobile: c.mobile_number });
      const m = await db
        .selectFrom('merchants')
        .select('merchant_id')
        .orderBy('id')
        .offset(Math.floor(((k + 0.5) * sizes.merchants) / (RUNS + 1)))
        .limit(1)
        .executeTakeFirstOrThrow();
      merchants.push(m.merchant_id);
    }
    return { sizes, consumers, merchants };
  } finally {
    await handle.close();
  }
}

function consoleBuild(work: string): string {
  if (process.env.BENCH_DIST_DIR) return process.env.BENCH_DIST_DIR;
  const out = join(work, 'dist-360');
  const build = spawnSync(bin('vite'), ['build', '--outDir', out, '--logLevel', 'error'], {
    cwd: ROOT_DIR,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('vite build failed');
  return out;
}

type Figures = Map<string, { budget: number; ms: number[]; requests: number[] }>;

function record(figures: Figures, name: string, budget: number, r: { ms: number; requests: number }, warm: boolean) {
  if (warm) return;
  const f = figures.get(name) ?? { budget, ms: [], requests: [] };
  f.ms.push(r.ms);
  f.requests.push(r.requests);
  figures.set(name, f);
}

async function consumerRuns(page: Page, consumers: { id: number; mobile: string }[], figures: Figures) {
  const field = page.getByRole('textbox', { name: 'Mobile / Consumer ID' });
  for (const [k, c] of consumers.entries()) {
    await field.fill(c.mobile);
    const band = { selector: 'section[aria-label="Consumer summary"]', text: `Consumer ${c.id}` };
    record(figures, 'consumer lookup → summary band', 300, await measure(page, () => field.press('Enter'), band), !k);
    await page.getByRole('tabpanel', { name: 'summary' }).locator('dl').first().waitFor();
    for (const pass of ['first open', 'cached'])
      for (const t of CONSUMER_TABS) {
        const tab = page.getByRole('tab', { name: t.label, exact: true });
        const r = await measure(page, () => tab.click(), panel(t.label, t.content));
        record(figures, `consumer tab → ${t.label} (${pass})`, 100, r, !k);
      }
  }
}

async function merchantRuns(page: Page, merchants: string[], figures: Figures) {
  for (const [k, id] of merchants.entries()) {
    await navigateInApp(page, '/crm/new-merchant');
    const field = page.getByRole('textbox', { name: 'Merchant ID / Mobile / VPA / Store ID' });
    await field.fill(id);
    const r = await measure(page, () => field.press('Enter'), panel('Profile', 'h2'));
    record(figures, 'merchant lookup → profile', 300, r, !k);
    const tab = (label: string) => page.getByRole('tab', { name: label, exact: true });
    const first = await measure(page, () => tab(MERCHANT_TAB.label).click(), panel(MERCHANT_TAB.label, 'tbody td'));
    record(figures, `merchant tab → ${MERCHANT_TAB.label} (first open)`, 100, first, !k);
    await measure(page, () => tab('Profile').click(), panel('Profile', 'h2'));
    const cached = await measure(page, () => tab(MERCHANT_TAB.label).click(), panel(MERCHANT_TAB.label, 'tbody td'));
    record(figures, `merchant tab → ${MERCHANT_TAB.label} (cached)`, 100, cached, !k);
  }
}

export async function lookup360Figures(port: number, work: string): Promise<void> {
  const seedMs = seedScale10(BENCH_360_DB);
  const { sizes, consumers, merchants } = await subjects(BENCH_360_DB);
  const dist = consoleBuild(work);
  const { child, ready } = startServer(BENCH_360_DB, port, {
    DIST_DIR: dist,
    CONSOLE_DEV_MODE: '1',
    AUTH_RATE_LIMIT_SCALE: '100',
  });
  const figures: Figures = new Map();
  try {
    await ready;
    const browser = await launchChromium();
    try {
      const context = await signInState(browser, `http://127.0.0.1:${port}`, 'admin@console.example');
      const page = context.pages()[0]!;
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/crm/post-pe');
      await installActionClock(page);
      await consumerRuns(page, consumers, figures);
      await merchantRuns(page, merchants, figures);
    } finally {
      await browser.close();
    }
  } finally {
    child.kill('SIGTERM');
  }
  console.log(
    `\nConsumer 360 and merchant 360 in Chromium, signed in, warm, ${RUNS} runs each (seed scale ${SCALE}: ` +
      `${fmt(sizes.consumers)} consumers, ${fmt(sizes.txns)} account transactions, ${fmt(sizes.merchants)} merchants; ` +
      `${BENCH_360_DB} ready in ${fmt(seedMs / 1000, 1)} s; budgets DESIGN.md §6, "ok" when the median is within)`,
  );
  for (const [name, f] of figures) {
    const { median, p90 } = percentiles(f.ms);
    const calls = f.requests.reduce((a, b) => a + b, 0) / f.requests.length;
    console.log(
      `  ${name.padEnd(42)} median ${fmt(median).padStart(5)} ms  p90 ${fmt(p90).padStart(5)} ms  ` +
        `≤ ${f.budget} ms ${median <= f.budget ? 'ok' : 'OVER'}${p90 > f.budget ? ' (p90 over)' : ''}  ` +
        `${fmt(calls, 1)} API requests`,
    );
  }
}

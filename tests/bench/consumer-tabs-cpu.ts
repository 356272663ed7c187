/**
 * Every consumer 360 tab, switched to (first open, then cached), with the wall time to first content and the main
 * thread's CPU time (the V8 profiler's non-idle samples, less sensitive to a loaded machine than wall time).
 * A working tool beside `npm run bench -- --only 360` (which keeps to two tabs):
 *   BENCH_DIST_DIR=<console build> [BENCH_360_DB=…] [BENCH_RUNS=5] [BENCH_PORT=18391] [BENCH_TABS=a,b] \
 *     npx tsx tests/bench/consumer-tabs-cpu.ts
 * The database is the bench's scale-10 seed (run `npm run bench -- --only 360` once, or seed it yourself).
 * It asserts nothing.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { launchChromium, signInState } from './chromium.js';
import { BENCH_360_DB } from './lookup-360.js';
import { installActionClock, measure, percentiles, TAB_CONTENT, type Visible } from './page-timing.js';
import { fmt, startServer } from './server-process.js';
import { openDatabase } from '../../server/db/connect.js';
import { loadConfig } from '../../server/config.js';
import { SECRET } from './server-process.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 18391);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

/**
 * The console's own CPU ms in a V8 profile: the samples whose stack passes through the console's bundle (React's
 * render and commit, the app's code, what they call). Playwright's injected scripts, idle time and the browser's
 * native work outside any script are left out, so the figure is the page's work for the action.
 */
function appMs(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }): number {
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const app = new Map<number, boolean>();
  const isApp = (id: number): boolean => {
    const known = app.get(id);
    if (known !== undefined) return known;
    const up = parent.get(id);
    const value = (byId.get(id)?.callFrame.url ?? '').includes('/assets/') || (up !== undefined && isApp(up));
    app.set(id, value);
    return value;
  };
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let us = 0;
  for (let i = 1; i < samples.length; i++) if (isApp(samples[i]!)) us += deltas[i] ?? 0;
  return us / 1000;
}

/**
 * The renderer main thread's CPU seconds so far (Chromium's ThreadTime): unlike sampled or wall time, it does not grow
 * when a loaded machine keeps the thread waiting, so before/after figures compare on a busy machine too.
 */
async function threadSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'ThreadTime')?.value ?? 0;
}

/** BENCH_PROFILE_DIR=<dir> keeps each profile there (open them in Chromium's DevTools, Performance panel). */
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;

async function profiled(cdp: CDPSession, page: Page, act: () => Promise<void>, visible: Visible, name: string) {
  const before = await threadSeconds(cdp);
  await cdp.send('Profiler.start');
  const r = await measure(page, act, visible);
  const thread = (await threadSeconds(cdp)) - before;
  const { profile } = await cdp.send('Profiler.stop');
  if (PROFILE_DIR)
    writeFileSync(join(PROFILE_DIR, `${name.replace(/[^\w-]+/g, '_')}.cpuprofile`), JSON.stringify(profile));
  return { ...r, cpu: appMs(profile as Parameters<typeof appMs>[0]), thread: thread * 1000 };
}

async function consumers(): Promise<{ id: number; mobile: string }[]> {
  const env = { ...process.env, SQLITE_FILE: BENCH_360_DB, JWT_SECRET: SECRET, DATABASE_URL: '' };
  const handle = openDatabase(loadConfig(env));
  try {
    const rows = await handle.db
      .selectFrom('consumers')
      .select(['id', 'mobile_number'])
      .where(
        'id',
        'in',
        Array.from({ length: RUNS + 1 }, (_, k) => 2_000_000 + 3_000 + k * 7_919),
      )
      .execute();
    return rows.map((r) => ({ id: Number(r.id), mobile: r.mobile_number }));
  } finally {
    await handle.close();
  }
}

const dist = process.env.BENCH_DIST_DIR;
if (!dist) throw new Error('BENCH_DIST_DIR: a console build (npx vite build --outDir …)');
const mobiles = await consumers();
const { child, ready } = startServer(BENCH_360_DB, PORT, {
  DIST_DIR: dist,
  CONSOLE_DEV_MODE: '1',
  AUTH_RATE_LIMIT_SCALE: '100',
});
const figures = new Map<string, { ms: number[]; cpu: number[]; thread: number[] }>();
try {
  await ready;
  const browser = await launchChromium();
  try {
    const context = await signInState(browser, `http://127.0.0.1:${PORT}`, 'admin@console.example');
    const page = context.pages()[0]!;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/crm/post-pe');
    await installActionClock(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Performance.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    const field = page.getByRole('textbox', { name: 'Mobile / Consumer ID' });
    for (const [k, c] of mobiles.entries()) {
      await field.fill(c.mobile);
      const band = { selector: 'section[aria-label="Consumer summary"]', text: `Consumer ${c.id}` };
      const lookup = await profiled(cdp, page, () => field.press('Enter'), band, `lookup-${k}`);
      if (k) figures.set('lookup', push(figures.get('lookup'), lookup));
      await page.getByRole('tabpanel', { name: 'summary' }).locator('dl').first().waitFor();
      const all = await page.getByRole('tablist').getByRole('tab').allTextContents();
      // BENCH_TABS=a,b keeps to those tabs (and the first, summary, which they are switched from).
      const only = process.env.BENCH_TABS?.split(',');
      const labels = only ? all.filter((l, i) => i === 0 || only.includes(l)) : all;
      for (const pass of ['first', 'cached'])
        for (const label of labels.slice(1)) {
          // A tab picked alone is switched to from the first tab each time (else "cached" would click the open tab).
          if (only) await page.getByRole('tab', { name: all[0]!, exact: true }).click();
          const tab = page.getByRole('tab', { name: label, exact: true });
          const visible = { selector: `[role="tabpanel"][aria-label="${label}"]`, content: TAB_CONTENT };
          const r = await profiled(cdp, page, () => tab.click(), visible, `${label}-${pass}-${k}`);
          if (k) figures.set(`${label} (${pass})`, push(figures.get(`${label} (${pass})`), r));
        }
    }
  } finally {
    await browser.close();
  }
} finally {
  child.kill('SIGTERM');
}

function push(
  f: { ms: number[]; cpu: number[]; thread: number[] } | undefined,
  r: { ms: number; cpu: number; thread: number },
) {
  const out = f ?? { ms: [], cpu: [], thread: [] };
  out.ms.push(r.ms);
  out.cpu.push(r.cpu);
  out.thread.push(r.thread);
  return out;
}

console.log(
  `\nConsumer 360 tabs, ${RUNS} consumers (wall ms to first content; the console's sampled CPU ms; the main thread's CPU ms), medians`,
);
for (const [name, f] of figures)
  console.log(
    `  ${name.padEnd(36)} wall ${fmt(percentiles(f.ms).median).padStart(5)} ms  cpu ${fmt(percentiles(f.cpu).median).padStart(5)} ms  thread ${fmt(percentiles(f.thread).median).padStart(5)} ms`,
  );

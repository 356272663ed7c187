/**
 * `npm run bench [-- --only js|server|csv|360]`: prints the figures DESIGN.md §6 budgets, beside their baselines. It asserts nothing.
 *   - gzip JavaScript: the import graph of the sign-in screen and the landing list, then what Chromium fetches with a
 *     cold cache on the sign-in screen and on every route the console binds, each consumer 360 and merchant 360 tab
 *     (tests/bench/menu-routes.ts, tests/bench/browser-js.ts; stock: 460 kB);
 *   - the server: requests/s and p99 of the big lists (payouts, merchant and consumer transactions, disputes, audit) on
 *     their grown seeds, first page, 200 rows and last page, 50 connections for 10 s, beside the health route, on SQLite
 *     and on PostgreSQL (tests/bench/server-lists.ts);
 *   - cold start: process start to ready, on a fresh database (migrate + seed) and on an existing one;
 *   - the consumer 360 and merchant 360 in Chromium on the scale-10 seed: lookup → summary painted, tab switch → first
 *     content (tests/bench/lookup-360.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { ROOT_DIR } from '../../server/config.js';
import { chunksFor, gzipKb, readManifest } from './js-size.js';
import { csvFigures } from './csv.js';
import { browserJsFigures, type RouteFigure } from './browser-js.js';
import { BENCH_ROUTES } from './menu-routes.js';
import { serverListFigures } from './server-lists.js';
import { bin, fmt, startServer } from './server-process.js';
import { lookup360Figures } from './lookup-360.js';

const STOCK_KB = 460;

/** BENCH_JS_ROUTES=a,b measures only the routes containing one of those strings (while working on one screen). */
const onlyRoutes = (routes: readonly string[]): readonly string[] => {
  const wanted = process.env.BENCH_JS_ROUTES?.split(',').filter(Boolean);
  return wanted ? routes.filter((route) => wanted.some((w) => route.includes(w))) : routes;
};
const work = mkdtempSync(join(tmpdir(), 'console-bench-'));

async function jsFigures(): Promise<void> {
  const out = join(work, 'dist');
  const build = spawnSync(bin('vite'), ['build', '--manifest', '--outDir', out, '--logLevel', 'error'], {
    cwd: ROOT_DIR,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('vite build failed');
  const manifest = readManifest(out);
  console.log('\nJavaScript in the import graph before paint (gzip, from the build manifest)');
  const graph: [string, string[]][] = [
    ['sign-in screen', ['index.html', 'src/signin/SignInApp.tsx']],
    ['landing list (/user)', ['index.html', 'src/App.tsx', 'resources/users/UserList.tsx']],
  ];
  for (const [name, keys] of graph) {
    const kb = gzipKb(out, chunksFor(manifest, keys));
    console.log(`  ${name.padEnd(22)} ${fmt(kb, 1).padStart(7)} kB  = ${fmt(kb / STOCK_KB, 2)}× stock ${STOCK_KB} kB`);
  }

  const port = Number(process.env.BENCH_JS_PORT ?? 18090);
  const { child, ready } = startServer(join(work, 'js.sqlite'), port, {
    DIST_DIR: out,
    CONSOLE_DEV_MODE: '1',
    AUTH_RATE_LIMIT_SCALE: '100',
  });
  await ready;
  try {
    const { signIn, routes } = await browserJsFigures(`http://127.0.0.1:${port}`, {
      email: 'admin@console.example',
      routes: onlyRoutes(BENCH_ROUTES),
    });
    console.log(
      `\nJavaScript Chromium fetches with a cold cache (gzip; stock react-admin ${STOCK_KB} kB; budgets: sign-in ≤ 0.4×, every route ≤ 0.6×)`,
    );
    const row = (f: RouteFigure, budget: number, until: string) => {
      const ratio = f.kb / STOCK_KB;
      const landed = f.landed ? `; landed on ${f.landed}` : '';
      console.log(
        `  ${f.route.padEnd(44)} ${fmt(f.kb, 1).padStart(7)} kB in ${String(f.scripts).padStart(3)} scripts = ${fmt(ratio, 2)}× budget ${fmt(budget, 1)}× ${ratio <= budget ? 'ok' : 'OVER'} (${until}${landed})`,
      );
      if (process.env.BENCH_JS_DETAIL)
        for (const [file, kb] of Object.entries(f.files).sort((a, b) => b[1] - a[1]))
          console.log(`      ${fmt(kb, 1).padStart(7)} kB ${file}`);
    };
    row(signIn, 0.4, 'e-mail field usable');
    for (const f of routes) row(f, 0.6, 'network idle');
    const over = routes.filter((f) => f.kb / STOCK_KB > 0.6).length + (signIn.kb / STOCK_KB > 0.4 ? 1 : 0);
    console.log(`  ${routes.length + 1} screens measured, ${over} over budget`);
  } finally {
    child.kill('SIGTERM');
  }
}

async function serverFigures(): Promise<void> {
  await serverListFigures(18080);
  // The same lists on PostgreSQL, in a throwaway server of its own (scripts/with-postgres.sh), when it is installed.
  const pg = spawnSync(join(ROOT_DIR, 'scripts', 'with-postgres.sh'), [bin('tsx'), 'tests/bench/server-lists.ts'], {
    cwd: ROOT_DIR,
    stdio: 'inherit',
    env: { ...process.env, PG_PORT: '55470', BENCH_PORT: '18085' },
  });
  if (pg.status !== 0)
    console.log('\n(PostgreSQL figures not measured: scripts/with-postgres.sh failed; is postgresql installed?)');

  const port = 18081;
  const file = join(work, 'cold.sqlite');
  const fresh = startServer(file, port);
  const freshMs = await fresh.ready;
  fresh.child.kill('SIGTERM');
  await new Promise((r) => fresh.child.once('exit', r));
  const again = startServer(file, port + 1);
  const warmMs = await again.ready;
  again.child.kill('SIGTERM');
  console.log(`\nCold start to ready on a new database (create, migrate, seed): ${fmt(freshMs)} ms`);
  console.log(`Cold start to ready on an existing database: ${fmt(warmMs)} ms`);
}

const { values } = parseArgs({ options: { only: { type: 'string' } } });
try {
  if (!values.only || values.only === 'js') await jsFigures();
  if (!values.only || values.only === 'server') await serverFigures();
  if (!values.only || values.only === 'csv') csvFigures();
  if (!values.only || values.only === '360') await lookup360Figures(18390, work);
} finally {
  rmSync(work, { recursive: true, force: true });
}

/**
 * `npm run bench [-- --only js|server|csv]`: prints the figures DESIGN.md §6 budgets, beside their baselines. It asserts nothing.
 *   - gzip JavaScript: the import graph of the sign-in screen and the landing list, then what Chromium fetches with a
 *     cold cache on the sign-in screen and on every route of the menu (tests/bench/browser-js.ts; stock: 460 kB);
 *   - the server: requests/s and p99 of a list of 100,000 seeded rows, 50 connections for 10 s, beside the health route;
 *   - cold start: process start to ready, on a fresh database (migrate + seed) and on an existing one.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROOT_DIR, loadConfig } from '../../server/config.js';
import { openSqlite } from '../../server/db/connect.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { growToScale, seedIfEmpty } from '../../server/db/seed/index.js';
import { issueSessionToken } from '../../server/plugins/tokens.js';
import { chunksFor, gzipKb, readManifest } from './js-size.js';
import { csvFigures } from './csv.js';
import { browserJsFigures, type RouteFigure } from './browser-js.js';
import { MENU_ROUTES } from './menu-routes.js';

const STOCK_KB = 460;
const SECRET = 'cd'.repeat(32);
const work = mkdtempSync(join(tmpdir(), 'console-bench-'));
const bin = (name: string) => join(ROOT_DIR, 'node_modules', '.bin', name);
const fmt = (n: number, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

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

  const port = 18090;
  const { child, ready } = startServer(join(work, 'js.sqlite'), port, {
    DIST_DIR: out,
    CONSOLE_DEV_MODE: '1',
    AUTH_RATE_LIMIT_SCALE: '100',
  });
  await ready;
  try {
    const { signIn, routes } = await browserJsFigures(`http://127.0.0.1:${port}`, {
      email: 'admin@console.example',
      routes: MENU_ROUTES,
    });
    console.log(
      `\nJavaScript Chromium fetches with a cold cache (gzip; stock react-admin ${STOCK_KB} kB; budgets: sign-in ≤ 0.4×, every route ≤ 0.6×)`,
    );
    const row = (f: RouteFigure, budget: number, until: string) => {
      const ratio = f.kb / STOCK_KB;
      console.log(
        `  ${f.route.padEnd(40)} ${fmt(f.kb, 1).padStart(7)} kB in ${String(f.scripts).padStart(3)} scripts = ${fmt(ratio, 2)}× ${ratio <= budget ? 'ok' : `OVER ${budget}×`} (${until})`,
      );
    };
    row(signIn, 0.4, 'e-mail field usable');
    for (const f of routes) row(f, 0.6, 'network idle');
    const over = routes.filter((f) => f.kb / STOCK_KB > 0.6).length + (signIn.kb / STOCK_KB > 0.4 ? 1 : 0);
    console.log(`  ${routes.length + 1} screens measured, ${over} over budget`);
  } finally {
    child.kill('SIGTERM');
  }
}

function startServer(
  sqliteFile: string,
  port: number,
  extraEnv: Record<string, string> = {},
): { child: ChildProcess; ready: Promise<number> } {
  const started = performance.now();
  const child = spawn(bin('tsx'), ['server/main.ts'], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      SQLITE_FILE: sqliteFile,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...extraEnv,
    },
    stdio: 'ignore',
  });
  const ready = (async () => {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/health/ready`);
        if (res.ok) return performance.now() - started;
      } catch {
        /* not yet */
      }
      if (child.exitCode !== null) throw new Error('the server exited during start-up');
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return { child, ready };
}

async function load(url: string, token?: string) {
  const result = await autocannon({
    url,
    connections: 50,
    duration: 10,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.non2xx + result.errors };
}

async function serverFigures(): Promise<void> {
  const file = join(work, 'bench.sqlite');
  console.log('\nSeeding 100,000 payouts…');
  const handle = openSqlite(file);
  await migrateToLatest(handle.db);
  await seedIfEmpty(handle.db);
  await growToScale(handle.db, 100, { only: ['payouts'] });
  const config = loadConfig({ ...process.env, JWT_SECRET: SECRET, SQLITE_FILE: file });
  const admin = await handle.db
    .selectFrom('staff')
    .select('id')
    .where('email', '=', 'checker@console.example')
    .executeTakeFirstOrThrow();
  const token = await issueSessionToken(handle.db, config, admin.id);
  await handle.close();

  const port = 18080;
  const { child, ready } = startServer(file, port);
  const warm = await ready;
  try {
    const base = `http://127.0.0.1:${port}`;
    const health = await load(`${base}/health`);
    const list = await load(`${base}/api/payouts/payout-requests?page=1&limit=20`, token);
    const sorted = await load(`${base}/api/payouts/payout-requests?page=50&limit=20&sort=amount&order=asc`, token);
    console.log('\nServer, 50 connections × 10 s on loopback (budget: list ≥ 0.25× health, p99 ≤ 25 ms)');
    const line = (name: string, r: { rps: number; p99: number; errors: number }) =>
      console.log(
        `  ${name.padEnd(40)} ${fmt(r.rps).padStart(7)} req/s  p99 ${fmt(r.p99).padStart(4)} ms  ${fmt(r.rps / health.rps, 2)}× health${r.errors ? `  (${r.errors} errors!)` : ''}`,
      );
    line('GET /health (ceiling)', health);
    line('payouts list, 100k rows, page 1', list);
    line('payouts list, by amount, page 50', sorted);
    console.log(`\nCold start to ready on the seeded 100k database: ${fmt(warm)} ms`);
  } finally {
    child.kill('SIGTERM');
  }
  const fresh = startServer(join(work, 'fresh.sqlite'), port + 1);
  const freshMs = await fresh.ready;
  fresh.child.kill('SIGTERM');
  console.log(`Cold start to ready on a new database (create, migrate, seed): ${fmt(freshMs)} ms`);
}

const { values } = parseArgs({ options: { only: { type: 'string' } } });
try {
  if (!values.only || values.only === 'js') await jsFigures();
  if (!values.only || values.only === 'server') await serverFigures();
  if (!values.only || values.only === 'csv') csvFigures();
} finally {
  rmSync(work, { recursive: true, force: true });
}

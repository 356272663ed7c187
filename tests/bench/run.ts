/**
 * `npm run bench [-- --only browser|server|csv|360]`: prints the figures DESIGN.md §6 budgets, beside their baselines.
 * It asserts nothing.
 *   - in the browser (Chromium): cold list loads on a slow desk beside a stock react-admin app of our versions, the
 *     sign-in screen on that desk, and warm navigation (menu click, 360 tab switch, INP of a sort, a tab, a dialog)
 *     (tests/bench/cold-load.ts, tests/bench/warm-nav.ts);
 *   - the server: a busy desk, 100 staff sessions doing a realistic mix for 60 s on the big tables at scale, beside the
 *     same queries run in process (the ceiling), on SQLite and on PostgreSQL (tests/bench/busy-desk.ts; BENCH_SCALE);
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
import { csvFigures } from './csv.js';
import { apiSession } from './chromium.js';
import { buildApp, coldLoadFigures } from './cold-load.js';
import { busyDeskFigures } from './busy-desk.js';
import { bin, fmt, startServer } from './server-process.js';
import { lookup360Figures } from './lookup-360.js';
import { warmNavFigures } from './warm-nav.js';

const work = mkdtempSync(join(tmpdir(), 'console-bench-'));
const ADMIN = 'admin@console.example';

/**
 * The console and the stock react-admin app (tests/bench/stock-app), each built into the bench's temp dir and served
 * by its own instance of server/main.ts (DIST_DIR), so both get the same static serving; each on its own fresh seed.
 */
async function browserFigures(): Promise<void> {
  const started = performance.now();
  const consoleDist = join(work, 'dist-console');
  const stockDist = join(work, 'dist-stock');
  buildApp('console', consoleDist);
  buildApp('stock', stockDist);
  const port = Number(process.env.BENCH_BROWSER_PORT ?? 18095);
  const env = { CONSOLE_DEV_MODE: '1', AUTH_RATE_LIMIT_SCALE: '100' };
  const ours = startServer(join(work, 'browser-console.sqlite'), port, { ...env, DIST_DIR: consoleDist });
  const stock = startServer(join(work, 'browser-stock.sqlite'), port + 1, { ...env, DIST_DIR: stockDist });
  try {
    await Promise.all([ours.ready, stock.ready]);
    const consoleBase = `http://127.0.0.1:${port}`;
    const stockBase = `http://127.0.0.1:${port + 1}`;
    const [consoleSession, stockSession] = await Promise.all([
      apiSession(consoleBase, ADMIN),
      apiSession(stockBase, ADMIN),
    ]);
    await coldLoadFigures({ consoleBase, stockBase, consoleSession, stockSession });
    if (process.env.BENCH_BROWSER_WARM !== '0') await warmNavFigures(consoleBase, consoleSession);
  } finally {
    ours.child.kill('SIGTERM');
    stock.child.kill('SIGTERM');
  }
  console.log(`(browser part: ${fmt((performance.now() - started) / 1000)} s)`);
}

async function serverFigures(): Promise<void> {
  await busyDeskFigures(18080);
  // The same desk on PostgreSQL, in a server of its own (scripts/with-postgres.sh) whose cluster is kept in data/bench-pg
  // so the grown template database is reused, when PostgreSQL is installed.
  const pg = spawnSync(join(ROOT_DIR, 'scripts', 'with-postgres.sh'), [bin('tsx'), 'tests/bench/busy-desk.ts'], {
    cwd: ROOT_DIR,
    stdio: 'inherit',
    env: { ...process.env, PG_PORT: '55480', BENCH_PORT: '18085', PG_DATA_DIR: join(ROOT_DIR, 'data', 'bench-pg') },
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
  if (!values.only || values.only === 'browser') await browserFigures();
  if (!values.only || values.only === 'server') await serverFigures();
  if (!values.only || values.only === 'csv') csvFigures();
  if (!values.only || values.only === '360') await lookup360Figures(18390, work);
} finally {
  rmSync(work, { recursive: true, force: true });
}

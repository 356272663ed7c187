/**
 * DESIGN.md §6 server budgets, on the database TEST_DATABASE_URL names (PostgreSQL, under scripts/with-postgres.sh)
 * or else on a SQLite file: the list endpoints of payouts, consumer transactions, merchant transactions, disputes and
 * the audit trail on their grown seeds, 50 connections × 10 s each, beside the health route of the same run; for the
 * lists of 100,000 rows, a 200-row page and the last page beside the first page's p99. Every request asks as Chromium
 * does (Accept-Encoding: gzip, deflate, br, zstd). Then, for reference, each first page again with the read cache off
 * (READ_CACHE_MS=0) and, on PostgreSQL, the access cache too (ACCESS_CACHE_MS=0); before that, each 200-row page
 * asked for without gzip.
 * BENCH_LISTS=payouts,disputes measures only the lists whose names contain one of those words (while working on one).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../server/config.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { growToScale, seedIfEmpty } from '../../server/db/seed/index.js';
import { issueSessionToken } from '../../server/plugins/tokens.js';
import { createTestDatabase } from '../server/helpers/test-database.js';
import { fmt, load, SECRET, startServer } from './server-process.js';

/** Each grown module and its scale: 100,000 payouts, disputes and audit rows; 100,000 merchant and consumer txns. */
const GROWTH: readonly [module: string, scale: number][] = [
  ['payouts', 100],
  ['disputes', 10],
  ['audit', 10],
  ['merchant-360', 1],
  ['consumers', 1],
];

interface Figure {
  rps: number;
  p99: number;
  errors: number;
}

export async function serverListFigures(port: number): Promise<void> {
  const database = await createTestDatabase();
  const onPostgres = 'databaseUrl' in database.location;
  const where = onPostgres ? 'PostgreSQL' : 'SQLite';
  const { db } = database.handle;
  const seedStart = performance.now();
  await migrateToLatest(db);
  await seedIfEmpty(db);
  for (const [module, scale] of GROWTH) await growToScale(db, scale, { only: [module] });
  const admin = await db
    .selectFrom('staff')
    .select('id')
    .where('email', '=', 'admin@console.example')
    .executeTakeFirstOrThrow();
  const consumer = await db
    .selectFrom('consumer_account_txns')
    .select('consumer_id')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const config = loadConfig({ ...process.env, JWT_SECRET: SECRET, SQLITE_FILE: join(tmpdir(), 'unused.sqlite') });
  const token = await issueSessionToken(db, config, admin.id);
  console.log(`\n${where}: seeded and grown in ${fmt((performance.now() - seedStart) / 1000, 1)} s`);

  const location = database.location as { sqliteFile?: string; databaseUrl?: string };
  const dir = mkdtempSync(join(tmpdir(), 'console-bench-lists-'));
  /** The server on this database, with `env` (READ_CACHE_MS=0 and ACCESS_CACHE_MS=0 turn its caches off). */
  const start = async (env: Record<string, string> = {}) => {
    const server = startServer(location.sqliteFile ?? join(dir, 'unused.sqlite'), port, {
      ...(location.databaseUrl ? { DATABASE_URL: location.databaseUrl } : {}),
      ...env,
    });
    await server.ready;
    return server.child;
  };
  let child = await start();
  const base = `http://127.0.0.1:${port}`;
  const range = (from: number, size: number) => encodeURIComponent(JSON.stringify([from, from + size - 1]));
  try {
    const health = await load(`${base}/health`);
    console.log(
      `Server on ${where}, 50 connections × 10 s, gzip accepted as by a browser (budgets: list ≥ 0.25× health${onPostgres ? '' : ', p99 ≤ 25 ms'}; 200 rows and last page p99 ≤ 4× page 1)`,
    );
    const line = (name: string, r: Figure, budget: string) =>
      console.log(
        `  ${name.padEnd(44)} ${fmt(r.rps).padStart(7)} req/s  p99 ${fmt(r.p99).padStart(4)} ms  ${fmt(r.rps / health.rps, 2)}× health  ${budget}${r.errors ? `  (${r.errors} errors!)` : ''}`,
      );
    line('GET /health (ceiling)', health, '');
    const firstPage = (r: Figure) => {
      const ok = r.rps / health.rps >= 0.25 && (onPostgres || r.p99 <= 25);
      return ok ? 'ok' : 'OVER';
    };
    const deep = (r: Figure, first: Figure) => (r.p99 <= Math.max(first.p99, 1) * 4 ? 'ok' : 'OVER 4× page 1');
    const lists: [name: string, first: string, more?: [string, string]][] = [
      [
        'payouts (100,000)',
        '/api/payouts/payout-requests?page=1&limit=20',
        ['/api/payouts/payout-requests?page=1&limit=200', '/api/payouts/payout-requests?page=5000&limit=20'],
      ],
      [
        'merchant transactions (100,000)',
        '/api/merchant-support/payments-tesseract/transactions/big-query?page=0&size=20',
        [
          '/api/merchant-support/payments-tesseract/transactions/big-query?page=0&size=200',
          '/api/merchant-support/payments-tesseract/transactions/big-query?page=4999&size=20',
        ],
      ],
      [
        'disputes (100,000)',
        '/api/chargeback/chargeback/all/dispute/detail?page=1&limit=20',
        [
          '/api/chargeback/chargeback/all/dispute/detail?page=1&limit=200',
          '/api/chargeback/chargeback/all/dispute/detail?page=5000&limit=20',
        ],
      ],
      [
        'audit trail (100,000)',
        `/api/admin/audit?range=${range(0, 20)}`,
        [`/api/admin/audit?range=${range(0, 200)}`, `/api/admin/audit?range=${range(99_980, 20)}`],
      ],
      [
        'consumer statement',
        `/api/lending/account-statement?consumerId=${consumer.consumer_id}&page_num=0&page_size=20`,
      ],
    ];
    const only = process.env.BENCH_LISTS?.split(',').filter(Boolean);
    const measured = lists.filter(([name]) => !only || only.some((w) => name.includes(w)));
    for (const [name, first, more] of measured) {
      const page1 = await load(base + first, token);
      line(`${name}, page 1`, page1, firstPage(page1));
      if (!more) continue;
      const big = await load(base + more[0], token);
      line(`${name}, 200 rows`, big, deep(big, page1));
      const last = await load(base + more[1], token);
      line(`${name}, last page`, last, deep(last, page1));
    }
    // For reference, no budget: the 200-row pages as a client that takes no gzip gets them (141 kB for disputes).
    console.log('  Without gzip (no Accept-Encoding), for reference:');
    for (const [name, , more] of measured)
      if (more) line(`${name}, 200 rows`, await load(base + more[0], token, false), '');
    // And every request read and serialized afresh, as when each one asks for another page.
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    child = await start({ READ_CACHE_MS: '0', ACCESS_CACHE_MS: '0' });
    console.log(
      `  Without the read cache${onPostgres ? ' and the access cache' : ''} (READ_CACHE_MS=0${onPostgres ? ', ACCESS_CACHE_MS=0' : ''}), for reference:`,
    );
    for (const [name, first] of measured) line(`${name}, page 1`, await load(base + first, token), '');
  } finally {
    child.kill('SIGTERM');
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('server-lists.ts')) await serverListFigures(Number(process.env.BENCH_PORT ?? 18095));

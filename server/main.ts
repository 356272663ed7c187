/** Starts the reference backend: config, database (migrated and seeded on first start), then the HTTP server. */
import { configWarnings, loadConfig, type ServerConfig } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/connect.js';
import { assertSqliteIntact } from './db/integrity.js';
import { NO_STAFF_LINE, prepareDatabase } from './db/prepare.js';
import { documentStoreFrom } from './documents/store.js';
import { buildApp } from './app.js';
import { explainStartupError } from './startup-errors.js';
import { DEMO_STAFF } from './db/seed/demo-roles.js';

/** What start prints: the URL (with the port actually bound, so PORT=0 works), the database, the demo accounts. */
function banner(config: ServerConfig, port: number, where: string): string {
  const host =
    config.host === '0.0.0.0' || config.host === '::'
      ? 'localhost'
      : config.host.includes(':')
        ? `[${config.host}]`
        : config.host;
  const width = Math.max(...DEMO_STAFF.map((s) => s.email.length));
  const codes = config.devMode ? 'the one-time code is printed in this log' : 'the one-time code is e-mailed';
  const accounts = config.demoData
    ? [
        `  Demo accounts (sign in with the e-mail; ${codes}):`,
        ...DEMO_STAFF.map((s) => `    ${s.email.padEnd(width)}  ${s.kind}`),
      ]
    : [`  Staff sign in with their e-mail; ${codes}.`];
  return ['', `  Back-office console: http://${host}:${port}/crm/`, `  Database: ${where}`, ...accounts, ''].join('\n');
}

export async function start(): Promise<void> {
  let config: Pick<ServerConfig, 'port' | 'sqliteFile' | 'databaseUrl'> = {
    port: Number(process.env.PORT) || 8080,
    sqliteFile: 'data/console.sqlite',
    databaseUrl: process.env.DATABASE_URL,
  };
  let database: DatabaseHandle | undefined;
  try {
    const full = loadConfig();
    config = full;
    database = openDatabase(full);
    await assertSqliteIntact(database, full.sqliteFile);
    const documents = documentStoreFrom(full);
    const { applied, seeded, noStaff, documentsMoved } = await prepareDatabase(database, {
      demo: full.demoData,
      documents,
    });
    const app = await buildApp({
      config: full,
      database,
      logger: { level: full.logLevel },
      documents,
    });
    for (const warning of configWarnings(full)) app.log.warn(warning);
    if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
    if (seeded) app.log.info('database seeded with demo data');
    if (documentsMoved)
      app.log.info({ documents: documentsMoved, store: documents.describe }, 'documents moved to the store');
    if (noStaff) console.error(NO_STAFF_LINE);
    const db = database;
    let closing = false;
    // On SIGTERM: /health/ready answers 503 at once while requests are still served for SHUTDOWN_GRACE_MS, so the
    // balancer takes the instance out of rotation; then app.close() stops accepting connections, closes idle
    // keep-alive ones and waits for the requests in flight (a request arriving meanwhile on a kept connection gets
    // 503), and only then is the pool closed. A close that hangs ends the process 10 s later.
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.draining.begin();
      app.log.info({ signal, graceMs: full.shutdownGraceMs }, 'shutting down: not ready, draining');
      const timer = setTimeout(() => process.exit(1), full.shutdownGraceMs + 10_000).unref();
      await new Promise((resolve) => setTimeout(resolve, full.shutdownGraceMs));
      await app.close();
      await db.close();
      clearTimeout(timer);
      process.exit(0);
    };
    process.once('SIGINT', () => void shutdown('SIGINT'));
    process.once('SIGTERM', () => void shutdown('SIGTERM'));
    await app.listen({ port: full.port, host: full.host });
    const address = app.server.address();
    console.log(banner(full, typeof address === 'object' && address ? address.port : full.port, database.where));
  } catch (err) {
    console.error(explainStartupError(err, config, database?.where));
    await database?.close().catch(() => undefined);
    process.exit(1);
  }
}

await start();

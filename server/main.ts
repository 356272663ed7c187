/** Starts the reference backend: config, database (migrated and seeded on first start), then the HTTP server. */
import { loadConfig, type ServerConfig } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/connect.js';
import { assertSqliteIntact } from './db/integrity.js';
import { migrateToLatest } from './db/migrate.js';
import { seedIfEmpty } from './db/seed/index.js';
import { buildApp } from './app.js';
import { explainStartupError } from './startup-errors.js';
import { DEMO_STAFF } from './db/seed/demo-roles.js';

function banner(config: ServerConfig, where: string): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const width = Math.max(...DEMO_STAFF.map((s) => s.email.length));
  return [
    '',
    `  Back-office console: http://${host}:${config.port}/crm/`,
    `  Database: ${where}`,
    '  Demo accounts (sign in with the e-mail; the one-time code is printed in this log):',
    ...DEMO_STAFF.map((s) => `    ${s.email.padEnd(width)}  ${s.kind}`),
    '',
  ].join('\n');
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
    const applied = await migrateToLatest(database.db);
    const seeded = await seedIfEmpty(database.db);
    const app = await buildApp({
      config: full,
      database,
      logger: { level: full.logLevel },
    });
    if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
    if (seeded) app.log.info('database seeded with demo data');
    const db = database;
    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const timer = setTimeout(() => process.exit(1), 10_000).unref();
      await app.close();
      await db.close();
      clearTimeout(timer);
      process.exit(0);
    };
    process.once('SIGINT', () => void shutdown('SIGINT'));
    process.once('SIGTERM', () => void shutdown('SIGTERM'));
    await app.listen({ port: full.port, host: full.host });
    console.log(banner(full, database.where));
  } catch (err) {
    console.error(explainStartupError(err, config, database?.where));
    await database?.close().catch(() => undefined);
    process.exit(1);
  }
}

await start();
